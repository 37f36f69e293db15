// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const lookUp = (agent: PlayerAgent, userGroups: unknown[], path = '/api/fe/config/managers') =>
  agent.post<Record<string, unknown>>(path, { userGroups });

describe('POST /api/fe/config/managers (the managers document of the brand)', () => {
  it("answers the manager of the player's VIP group, with the contacts of the player's brand", async () => {
    const nova = new PlayerAgent(server.app);
    const silver = await lookUp(nova, [1117, 258, 545]);
    expect(silver.status).toBe(200);
    expect(silver.body).toMatchObject({
      groupId: 258,
      managerName: 'Marco Vidal',
      email: 'marco.vip@nova.localhost',
    });
    expect((await lookUp(nova, ['759'], '/api-fe/config/managers')).body).toMatchObject({
      managerName: 'Elena Marsh',
    });
    const lumen = new PlayerAgent(server.app, 'lumen.localhost');
    expect((await lookUp(lumen, [257])).body).toMatchObject({
      managerName: 'Sofia Lind',
      email: 'sofia.vip@lumen.localhost',
    });
  });

  it('answers an empty object for groups no manager looks after, and 400 for a bad body', async () => {
    const agent = new PlayerAgent(server.app);
    expect((await lookUp(agent, [1117, 545])).body).toEqual({});
    expect((await lookUp(agent, [])).body).toEqual({});
    expect((await agent.post('/api/fe/config/managers', { groups: [257] })).status).toBe(400);
    expect((await lookUp(agent, [{ id: 257 }])).status).toBe(400);
  });
});
