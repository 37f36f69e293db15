// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';

let server: SandboxServer;
const publications: Publication[] = [];

beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
  server.hub.listen((publication) => publications.push(publication));
}, 120_000);
afterAll(async () => server?.close());
afterEach(() => vi.useRealTimers());

type UserLimit = { type: string; accounts: { amount_cents: number; current_value_amount_cents: number }[] };

async function playerWithSessionLimit(minutes: number) {
  const agent = new PlayerAgent(server.app);
  const { user, player } = await agent.signUp();
  const limit = await agent.post('/api/user_limits', {
    type: 'session',
    period: 'day',
    accounts: [{ currency: 'EUR', amount_cents: minutes }],
  });
  expect(limit.status).toBe(201);
  return { agent, id: player.id, email: user.email, password: user.password };
}

const limitEvents = (playerId: number) =>
  publications.filter((publication) => publication.channel === `game_limits#${playerId}`);

/** Makes the player's current session (and sign-in) `minutes` old, as if that time had passed. */
async function age(playerId: number, minutes: number) {
  await server.db!.transaction(async (tx) => {
    const since = `now() - make_interval(mins => ${minutes})`;
    await tx.query(`UPDATE sessions SET created_at = ${since} WHERE player_id = $1`, [playerId]);
    await tx.query(`UPDATE players SET current_sign_in_at = ${since} WHERE id = $1`, [playerId]);
  });
}

describe('session-length limits', () => {
  it('keep a session shorter than the limit', async () => {
    const { agent, id } = await playerWithSessionLimit(60);
    await age(id, 59);
    expect((await agent.get('/api/player')).status).toBe(200);
    const [limit] = (await agent.get<UserLimit[]>('/api/user_limits')).body;
    expect(limit?.accounts[0]).toMatchObject({ amount_cents: 60, current_value_amount_cents: 59 });
  });

  it('end the session when the limit is reached: game_limits at once, then 401 on the next call', async () => {
    const { agent, id } = await playerWithSessionLimit(30);
    expect((await agent.get('/api/player')).status).toBe(200);
    const before = limitEvents(id).length;
    await age(id, 31);
    // Nobody calls: the sandbox ends the session by itself and tells the client.
    await vi.waitFor(() => expect(limitEvents(id).length).toBeGreaterThan(before), { timeout: 5_000 });
    const event = limitEvents(id).at(-1)?.data as UserLimit[];
    expect(event.find((limit) => limit.type === 'session')?.accounts[0]).toMatchObject({
      amount_cents: 30,
      current_value_amount_cents: 31,
    });
    expect((await agent.get('/api/player')).status).toBe(401);
    expect((await agent.get('/api/user_limits')).status).toBe(401);
  });

  it('end it on the first call past the limit, even before the timer runs', async () => {
    const { agent, id } = await playerWithSessionLimit(45);
    expect((await agent.get('/api/player')).status).toBe(200);
    const before = limitEvents(id).length;
    // Only the clock moves (no database change): the cached session itself must know when it ends.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 46 * 60_000);
    expect((await agent.get('/api/player')).status).toBe(401);
    expect(limitEvents(id).length).toBe(before + 1);
    const [row] = (
      await server.db!.query<{ count: number }>(
        'SELECT COUNT(*)::int AS count FROM sessions WHERE player_id = $1',
        [id],
      )
    ).rows;
    expect(row?.count).toBe(0);
  });

  it('end a session already longer than a newly set limit, and let the player sign in afresh', async () => {
    const agent = new PlayerAgent(server.app);
    const { user, player } = await agent.signUp();
    await age(player.id, 20);
    expect((await agent.get('/api/player')).status).toBe(200);
    const limit = await agent.post('/api/user_limits', {
      type: 'session',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 15 }],
    });
    expect(limit.status).toBe(201);
    await vi.waitFor(async () => expect((await agent.get('/api/player')).status).toBe(401), {
      timeout: 5_000,
    });
    const login = await agent.post('/api/users/sign_in', {
      user: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    expect((await agent.get('/api/player')).status).toBe(200);
  });

  it('leave the sessions of players without a session limit alone', async () => {
    const agent = new PlayerAgent(server.app);
    const { player } = await agent.signUp();
    await age(player.id, 24 * 60);
    await server.db!.query('SELECT 1');
    expect((await agent.get('/api/player')).status).toBe(200);
    expect(limitEvents(player.id)).toEqual([]);
  });
});
