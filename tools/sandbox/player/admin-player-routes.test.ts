// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { PlayerAgent } from '../testing/player-agent.ts';

let server: SandboxServer;
const published: Publication[] = [];
beforeAll(async () => {
  server = await buildServer({ memory: true });
  server.hub.listen((publication) => published.push(publication));
}, 120_000);
afterAll(async () => server?.close());

const change = (payload: object, token: string | null = server.adminToken) =>
  server.app.inject({
    method: 'POST',
    url: '/sandbox/admin/player',
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload,
  });

type StatusIds = { statuses: { id: number | string }[]; auth_fields_missed: string[] };

describe('POST /sandbox/admin/player', () => {
  it("puts a player in groups and sets their missing auth fields, as the player's profile then shows", async () => {
    const agent = new PlayerAgent(server.app);
    const { player } = await agent.signUp();
    published.length = 0;
    const changed = await change({
      email: player.email,
      groups: { add: [545, 258] },
      auth_fields_missed: ['terms_acceptance'],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: player.id, auth_fields_missed: ['terms_acceptance'] });
    expect(changed.json().groups).toEqual(expect.arrayContaining([545, 258]));
    const profile = (await agent.get<StatusIds>('/api/player')).body;
    expect(profile.statuses.map((status) => status.id)).toEqual(expect.arrayContaining([545, 258]));
    expect(profile.auth_fields_missed).toEqual(['terms_acceptance']);
    expect(published).toEqual([
      { channel: `groups_updates#${player.id}`, data: { groups: changed.json().groups } },
    ]);

    const removed = await change({ email: player.email, groups: { remove: [545] }, auth_fields_missed: [] });
    expect(removed.json().groups).not.toContain(545);
    expect((await agent.get<StatusIds>('/api/player')).body.auth_fields_missed).toEqual([]);
  });

  it('needs the admin token, and refuses unknown players and bad bodies without a change', async () => {
    const agent = new PlayerAgent(server.app);
    const { player } = await agent.signUp();
    const before = await databaseSnapshot(server.db!);
    expect((await change({ email: player.email, groups: { add: [545] } }, null)).statusCode).toBe(401);
    expect((await change({ email: player.email, groups: { add: [545] } }, 'wrong')).statusCode).toBe(401);
    expect((await change({ email: 'nobody@example.com', groups: { add: [545] } })).statusCode).toBe(404);
    for (const bad of [
      {},
      { email: player.email, groups: { add: ['545'] } },
      { email: player.email, groups: { add: [0] } },
      { email: player.email, groups: [545] },
      { email: player.email, auth_fields_missed: ['Terms Acceptance'] },
      { email: player.email, vip: true },
    ]) {
      const response = await change(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const both = await change({ email: player.email, groups: { add: [545], remove: [545] } });
    expect(both.statusCode).toBe(422);
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });
});
