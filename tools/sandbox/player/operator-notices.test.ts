// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { OPERATOR_NOTICES_PATH } from './player-routes.ts';
import { OPERATOR_NOTICE_MAX_LENGTH } from './player-schemas.ts';

let server: SandboxServer;

beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const admin = () => ({ authorization: `Bearer ${server.adminToken}` });

async function cadPlayer() {
  const agent = new PlayerAgent(server.app);
  const { user } = await agent.signUp({ currency: 'CAD', country: 'CA' });
  return { agent, email: user.email };
}

describe('operator notices', () => {
  const noticeOf = async (agent: PlayerAgent) =>
    (await agent.get<{ messages: { notice: string } }>('/api/player/stats')).body.messages.notice;

  it("sends the operator's notice with the player's stats, to that player only, until it is cleared", async () => {
    const { agent, email } = await cadPlayer();
    const { agent: other } = await cadPlayer();
    expect(await noticeOf(agent)).toBe('');

    const set = await agent.post(
      OPERATOR_NOTICES_PATH,
      { email: email.toUpperCase(), notice: '  Your documents were approved.  ' },
      admin(),
    );
    expect(set.status).toBe(200);
    expect(await noticeOf(agent)).toBe('Your documents were approved.');
    expect(await noticeOf(other)).toBe('');

    expect((await agent.post(OPERATOR_NOTICES_PATH, { email, notice: '' }, admin())).status).toBe(200);
    expect(await noticeOf(agent)).toBe('');
  });

  it('needs the admin token, a known player and a short notice', async () => {
    const { agent, email } = await cadPlayer();
    expect((await agent.post(OPERATOR_NOTICES_PATH, { email, notice: 'Hi' })).status).toBe(401);
    expect(
      (await agent.post(OPERATOR_NOTICES_PATH, { email: 'nobody@example.com', notice: 'Hi' }, admin()))
        .status,
    ).toBe(404);
    const long = 'x'.repeat(OPERATOR_NOTICE_MAX_LENGTH + 1);
    expect((await agent.post(OPERATOR_NOTICES_PATH, { email, notice: long }, admin())).status).toBe(400);
    expect((await agent.post(OPERATOR_NOTICES_PATH, { email }, admin())).status).toBe(400);
    expect(await noticeOf(agent)).toBe('');
  });
});
