// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jackpot, JackpotWin } from '../catalog/types.ts';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_JACKPOT_WINS_PATH, LEVEL_RESTART_SHARE, NETWORK_WINNER } from './jackpot-admin-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const admin = () => ({ authorization: `Bearer ${server.adminToken}` });

async function award(body: unknown, headers: Record<string, string> = admin()) {
  return new PlayerAgent(server.app).post<{ win: JackpotWin; jackpot: Jackpot; errors?: unknown }>(
    ADMIN_JACKPOT_WINS_PATH,
    body,
    headers,
  );
}

async function publishedDuring(work: () => Promise<unknown>): Promise<Publication[]> {
  const seen: Publication[] = [];
  const stop = server.hub.listen((publication) => seen.push(publication));
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('GET /api/jackpots and /api/jackpot_wins', () => {
  it('serves active jackpots of three levels and winners of the last hours, newest within a day', async () => {
    const guest = new PlayerAgent(server.app);
    const jackpots = (await guest.get<Jackpot[]>('/api/jackpots')).body;
    expect(jackpots.map((jackpot) => jackpot.identifier)).toContain('mystic-jackpot');
    for (const jackpot of jackpots) expect(jackpot.levels.map((level) => level.identifier)).toHaveLength(3);
    const wins = (await guest.get<JackpotWin[]>('/api/jackpot_wins')).body;
    expect(wins.length).toBeGreaterThanOrEqual(5);
    // Seeded from the server's start: the latest win is minutes old, whenever the sandbox starts.
    const newest = Math.max(...wins.map((win) => Date.parse(win.created_at)));
    expect(Date.now() - newest).toBeLessThan(24 * 3_600_000);
  });
});

describe(`POST ${ADMIN_JACKPOT_WINS_PATH}`, () => {
  it('awards a level to a network player: the winners and the jackpot change and both public channels carry it', async () => {
    const before = (await new PlayerAgent(server.app).get<Jackpot[]>('/api/jackpots')).body.find(
      (jackpot) => jackpot.identifier === 'rocket-jackpot',
    );
    const prize = before?.levels.find((level) => level.identifier === 'level_2')?.amount_cents ?? 0;
    expect(prize).toBeGreaterThan(0);
    let response!: Awaited<ReturnType<typeof award>>;
    const published = await publishedDuring(async () => {
      response = await award({ jackpot: 'rocket-jackpot', level: 'level_2' });
    });
    expect(response.status).toBe(201);
    expect(response.body.win).toMatchObject({
      user_name: NETWORK_WINNER,
      jackpot_name: 'Rocket Jackpot',
      jackpot_level_name: 'Major',
      jackpot_original_amount_cents: prize,
      jackpot_original_currency: 'EUR',
    });
    const wins = (await new PlayerAgent(server.app).get<JackpotWin[]>('/api/jackpot_wins')).body;
    expect(wins[0]).toEqual(response.body.win);
    const after = (await new PlayerAgent(server.app).get<Jackpot[]>('/api/jackpots')).body.find(
      (jackpot) => jackpot.identifier === 'rocket-jackpot',
    );
    expect(after?.levels.find((level) => level.identifier === 'level_2')?.amount_cents).toBe(
      Math.round(prize * LEVEL_RESTART_SHARE),
    );
    expect(published).toEqual([
      { channel: 'public:wins', data: response.body.win },
      { channel: 'public:jackpots_changes', data: after },
    ]);
  });

  it("pays a player's win into the balance and tells the player on jackpot_win_award and balance", async () => {
    const agent = new PlayerAgent(server.app);
    const { player, user } = await agent.signUp();
    const balance = async () =>
      (await agent.get<{ currency: string; amount_cents: number }[]>('/api/player/accounts')).body.find(
        (account) => account.currency === player.currency,
      )?.amount_cents ?? 0;
    const start = await balance();
    let response!: Awaited<ReturnType<typeof award>>;
    const published = await publishedDuring(async () => {
      response = await award({
        jackpot: 'mystic-jackpot',
        level: 'level_1',
        email: user.email.toUpperCase(),
      });
    });
    expect(response.status).toBe(201);
    expect(response.body.win.user_name).toBe(user.email.toLowerCase());
    expect(await balance()).toBe(start + response.body.win.amount_cents);
    expect(published.map((publication) => publication.channel)).toEqual([
      `jackpot_win_award#${player.id}`,
      `balance#${player.id}`,
      'public:wins',
      'public:jackpots_changes',
    ]);
  });

  it('refuses without the admin token, an unknown jackpot, player or level, and a malformed body, changing nothing', async () => {
    const snapshot = () => databaseSnapshot(server.db!);
    const wins = async () =>
      (await new PlayerAgent(server.app).get<JackpotWin[]>('/api/jackpot_wins')).body.length;
    const start = await snapshot();
    const count = await wins();
    expect((await award({ jackpot: 'mystic-jackpot', level: 'level_1' }, {})).status).toBe(401);
    expect((await award({ jackpot: 'no-such-jackpot', level: 'level_1' })).status).toBe(404);
    expect(
      (await award({ jackpot: 'mystic-jackpot', level: 'level_1', email: 'nobody@example.com' })).status,
    ).toBe(404);
    expect((await award({ jackpot: 'mystic-jackpot', level: 'level_7' })).status).toBe(422);
    for (const body of [
      {},
      { jackpot: 'mystic-jackpot' },
      { jackpot: 'mystic-jackpot', level: 'top' },
      { jackpot: 'mystic-jackpot', level: 'level_1', extra: true },
      { jackpot: 7, level: 'level_1' },
    ]) {
      const response = await award(body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await wins()).toBe(count);
    expect(await snapshot()).toBe(start);
  });
});
