// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { mailsTo, PlayerAgent } from '../testing/player-agent.ts';
import { SUPPORT_ADDRESS } from './diagnostics-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const get = (internalId: string, project = 'nova') => ({
  requestId: 'req-get',
  type: 'Api.V1.RestoreId.Get',
  data: { internalId, project },
});
const set = (internalId: string, restoreId: string, project = 'nova') => ({
  requestId: 'req-set',
  type: 'Api.V1.RestoreId.Set',
  data: { internalId, project, restoreId },
});

describe('the chat restore id', () => {
  it("keeps a player's restore id per project, on both paths", async () => {
    const agent = new PlayerAgent(server.app);
    const { player } = await agent.signUp();
    const id = String(player.id);
    expect((await agent.post('/restore-id/get', get(id))).body).toEqual({ data: { restoreId: null } });
    expect((await agent.post('/restore-id/set', set(id, 'conv-1'))).body).toEqual({
      data: { restoreId: 'conv-1' },
    });
    expect((await agent.post('/api-fe/restore-id/get', get(id))).body).toEqual({
      data: { restoreId: 'conv-1' },
    });
    expect((await agent.post('/restore-id/get', get(id, 'lumen'))).body).toEqual({
      data: { restoreId: null },
    });
    await agent.post('/api-fe/restore-id/set', set(id, 'conv-2'));
    expect((await agent.post('/restore-id/get', get(id))).body).toEqual({ data: { restoreId: 'conv-2' } });
  });

  it("is nobody else's to read or replace, and no guest's", async () => {
    const ann = new PlayerAgent(server.app);
    const annId = String((await ann.signUp()).player.id);
    await ann.post('/restore-id/set', set(annId, 'ann-conversation'));
    const bob = new PlayerAgent(server.app);
    await bob.signUp();
    const before = await databaseSnapshot(server.db!);

    const peek = await bob.post('/restore-id/get', get(annId));
    expect(peek.status).toBe(403);
    expect(peek.text).not.toContain('ann-conversation');
    expect((await bob.post('/restore-id/set', set(annId, 'hijacked'))).status).toBe(403);
    const guest = new PlayerAgent(server.app);
    expect((await guest.post('/restore-id/get', get(annId))).status).toBe(401);
    expect((await guest.post('/api-fe/restore-id/set', set(annId, 'hijacked'))).status).toBe(401);
    expect(await databaseSnapshot(server.db!)).toBe(before);
    expect((await ann.post('/restore-id/get', get(annId))).body).toEqual({
      data: { restoreId: 'ann-conversation' },
    });
  });
});

describe('POST /api/send_contact_message', () => {
  it('mails support once for a message repeated with its Idempotency-Key', async () => {
    const guest = new PlayerAgent(server.app);
    const body = {
      contact: { email: 'visitor@example.com', content: 'How do I verify my account? (unique 8812)' },
    };
    const headers = { 'idempotency-key': 'contact-8812' };
    const first = await guest.post('/api/send_contact_message', body, headers);
    const again = await guest.post('/api/send_contact_message', body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const mails = (await mailsTo(server.app, SUPPORT_ADDRESS)).filter((mail) =>
      mail.body.includes('unique 8812'),
    );
    expect(mails).toHaveLength(1);
  });
});
