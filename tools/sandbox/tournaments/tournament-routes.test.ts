// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENABLED_CURRENCIES } from '../catalog/currencies.ts';
import type { Lottery, Tournament, TournamentPlayerStatus } from '../catalog/types.ts';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_LOTTERY_TICKETS_PATH, ADMIN_TOURNAMENT_STANDING_PATH } from './tournament-admin-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function newPlayer() {
  const agent = new PlayerAgent(server.app);
  const { player, user } = await agent.signUp();
  return { agent, id: player.id as number, email: user.email as string };
}

async function publishedDuring(playerId: number, work: () => Promise<unknown>): Promise<Publication[]> {
  const seen: Publication[] = [];
  const stop = server.hub.listen((publication) => {
    if (publication.channel.endsWith(`#${playerId}`)) seen.push(publication);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

const state = (item: { start_at: string; end_at: string }) => {
  const now = Date.now();
  if (Date.parse(item.start_at) > now) return 'future';
  return Date.parse(item.end_at) > now ? 'active' : 'archive';
};

async function lists() {
  const guest = new PlayerAgent(server.app);
  const tournaments = (await guest.get<Tournament[]>('/api/tournaments')).body;
  const lotteries = (await guest.get<Lottery[]>('/api/lotteries')).body;
  return { tournaments, lotteries };
}

/** A running public tournament of the plain kind (not a quest, achievement or hidden one). */
async function runningTournament(strategy?: Tournament['strategy']) {
  const { tournaments } = await lists();
  const found = tournaments.find(
    (t) =>
      state(t) === 'active' &&
      t.group_ids.length === 0 &&
      t.frontend_identifier.startsWith('tournament-') &&
      t.top_players.length >= 3 &&
      (!strategy || t.strategy === strategy),
  );
  if (!found) throw new Error('no running tournament');
  return found;
}

describe('seeded tournaments and lotteries', () => {
  it('has future, running and finished tournaments and lotteries whenever it starts', async () => {
    const { tournaments, lotteries } = await lists();
    for (const list of [tournaments, lotteries]) {
      expect(new Set(list.map(state))).toEqual(new Set(['future', 'active', 'archive']));
      for (const item of list) expect(item.in_progress).toBe(state(item) === 'active');
    }
  });

  it('runs a tournament paying in each enabled currency', async () => {
    const { tournaments } = await lists();
    for (const currency of ENABLED_CURRENCIES) {
      const paying = tournaments.filter((t) => t.currency === currency && state(t) === 'active');
      expect(paying.length, currency).toBeGreaterThan(0);
      expect(paying[0]?.money_prize_pool_cents, currency).toBeGreaterThan(0);
    }
  });

  it('gives running tournaments a leaderboard by place and a lottery its tickets count', async () => {
    const running = await runningTournament();
    expect(running.top_players.map((p) => p.award_place)).toEqual(
      running.top_players.map((_, index) => index + 1),
    );
    const { lotteries } = await lists();
    expect(lotteries.find((l) => state(l) === 'active')?.lottery_tickets_count).toBeGreaterThan(0);
  });
});

describe('banner links', () => {
  it('has a tournament or lottery for every banner button that names one', async () => {
    const { banners } = JSON.parse(
      readFileSync(new URL('../../../brands/_base/cms/config/banners-config.json', import.meta.url), 'utf8'),
    ) as { banners: { button?: { type?: string; frontendIdentifier?: string } }[] };
    const named = banners.map((banner) => banner.button).filter((button) => button?.frontendIdentifier);
    expect(named.length).toBeGreaterThan(0);
    const { tournaments, lotteries } = await lists();
    for (const button of named) {
      const list = button?.type === 'lottery' ? lotteries : tournaments;
      expect(
        list.map((item) => item.frontend_identifier),
        button?.frontendIdentifier,
      ).toContain(button?.frontendIdentifier);
    }
  });
});

describe('joining a tournament', () => {
  it('joins a player once per key and tells their socket; the status says so', async () => {
    const { agent, id } = await newPlayer();
    const tournament = await runningTournament();
    const before = await agent.get<TournamentPlayerStatus>(`/api/tournaments/${tournament.id}/status`);
    expect(before.body).toMatchObject({ user_confirmed: null, award_place: null });
    const headers = key();
    const seen = await publishedDuring(id, async () => {
      const first = await agent.post(
        `/api/tournaments/${tournament.id}/confirm`,
        { confirmed: true },
        headers,
      );
      const again = await agent.post(
        `/api/tournaments/${tournament.id}/confirm`,
        { confirmed: true },
        headers,
      );
      expect(first.body).toEqual({ confirmed: true });
      expect(again.body).toEqual({ confirmed: true });
    });
    expect(seen.filter((p) => p.channel === `tournaments_statuses#${id}`)).toHaveLength(1);
    const after = await agent.get<TournamentPlayerStatus>(`/api/tournaments/${tournament.id}/status`);
    expect(after.body.user_confirmed).toBe(true);
    expect((await agent.get<Tournament[]>('/api/tournaments/player')).body.map((t) => t.id)).toContain(
      tournament.id,
    );
  });

  it('refuses a finished tournament, a bad body, an unknown id and a guest, changing nothing', async () => {
    const { agent } = await newPlayer();
    const { tournaments } = await lists();
    const over = tournaments.find((t) => state(t) === 'archive');
    const before = await databaseSnapshot(server.db!);
    expect((await agent.post(`/api/tournaments/${over?.id}/confirm`, { confirmed: true })).status).toBe(422);
    expect((await agent.post(`/api/tournaments/${over?.id}/confirm`, { confirmed: 'yes' })).status).toBe(400);
    expect((await agent.post(`/api/tournaments/${over?.id}/confirm`, {})).status).toBe(400);
    expect((await agent.post('/api/tournaments/99999/confirm', { confirmed: true })).status).toBe(404);
    const guest = new PlayerAgent(server.app);
    expect((await guest.post(`/api/tournaments/${over?.id}/confirm`, { confirmed: true })).status).toBe(401);
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });

  it("answers a lottery's tickets to its player only", async () => {
    const { agent } = await newPlayer();
    const { lotteries } = await lists();
    const status = await agent.get<{ lottery_id: number; tickets: unknown[] }>(
      `/api/lotteries/${lotteries[0]?.id}/status`,
    );
    expect(status.body).toMatchObject({ lottery_id: lotteries[0]?.id, tickets: [] });
    expect((await new PlayerAgent(server.app).get(`/api/lotteries/${lotteries[0]?.id}/status`)).status).toBe(
      401,
    );
    expect((await agent.get('/api/lotteries/99999/status')).status).toBe(404);
  });
});

describe('the tournament desk', () => {
  it("sets a player's score, moves their place and publishes the standing and a notification", async () => {
    const { agent, id, email } = await newPlayer();
    const tournament = await runningTournament('points');
    await agent.post(`/api/tournaments/${tournament.id}/confirm`, { confirmed: true }, key());
    const third = tournament.top_players[2]!.points;
    const seen = await publishedDuring(id, async () => {
      const low = await server.app.inject({
        method: 'POST',
        url: ADMIN_TOURNAMENT_STANDING_PATH,
        headers: admin(),
        payload: { email, tournament_id: tournament.id, score: third + 1 },
      });
      expect(low.statusCode).toBe(200);
      expect(low.json<{ status: TournamentPlayerStatus }>().status).toMatchObject({
        award_place: 3,
        points: third + 1,
      });
    });
    expect(seen.map((p) => p.channel)).toEqual([
      `tournaments_statuses#${id}`,
      `tournament_notifications#${id}`,
    ]);
    expect(seen[1]?.data).toMatchObject({
      event: 'place_changed',
      id: tournament.id,
      award_place: 3,
      previous_place: null,
    });
    const status = await agent.get<TournamentPlayerStatus>(`/api/tournaments/${tournament.id}/status`);
    expect(status.body).toMatchObject({ award_place: 3, user_confirmed: true });

    const top = await server.app.inject({
      method: 'POST',
      url: ADMIN_TOURNAMENT_STANDING_PATH,
      headers: admin(),
      payload: { email, tournament_id: tournament.id, score: tournament.top_players[0]!.points + 1 },
    });
    expect(top.json<{ status: TournamentPlayerStatus }>().status.award_place).toBe(1);

    // Another player's standing is their own.
    const other = await newPlayer();
    const theirs = await other.agent.get<TournamentPlayerStatus>(`/api/tournaments/${tournament.id}/status`);
    expect(theirs.body.award_place).toBeNull();
  });

  it('needs the admin token, a valid body, a known player and a running tournament', async () => {
    const { email } = await newPlayer();
    const tournament = await runningTournament();
    const { tournaments } = await lists();
    const over = tournaments.find((t) => state(t) === 'archive');
    const vip = tournaments.find((t) => t.group_ids.length > 0 && state(t) === 'active');
    const send = (payload: unknown, headers: Record<string, string> = admin()) =>
      server.app.inject({
        method: 'POST',
        url: ADMIN_TOURNAMENT_STANDING_PATH,
        headers,
        payload: payload as object,
      });
    const before = await databaseSnapshot(server.db!);
    expect((await send({ email, tournament_id: tournament.id, score: 5 }, {})).statusCode).toBe(401);
    expect((await send({ email, tournament_id: tournament.id })).statusCode).toBe(400);
    expect((await send({ email, tournament_id: tournament.id, score: -1 })).statusCode).toBe(400);
    expect((await send({ email, tournament_id: tournament.id, score: 5, extra: 1 })).statusCode).toBe(400);
    expect(
      (await send({ email: 'nobody@example.com', tournament_id: tournament.id, score: 5 })).statusCode,
    ).toBe(404);
    expect((await send({ email, tournament_id: 99999, score: 5 })).statusCode).toBe(404);
    expect((await send({ email, tournament_id: over?.id, score: 5 })).statusCode).toBe(422);
    expect((await send({ email, tournament_id: vip?.id, score: 5 })).statusCode).toBe(422);
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });
});

describe('the lottery desk', () => {
  it("gives a player tickets of a running lottery, which its status then lists, up to the player's cap", async () => {
    const { agent, email } = await newPlayer();
    const { lotteries } = await lists();
    const capped = lotteries.find((l) => state(l) === 'active' && l.max_tickets_count_to_player !== null)!;
    const give = (payload: object, headers: Record<string, string> = admin()) =>
      server.app.inject({ method: 'POST', url: ADMIN_LOTTERY_TICKETS_PATH, headers, payload });
    const given = await give({ email, lottery_id: capped.id, count: 3 });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toEqual({ tickets: 3 });
    const status = await agent.get<{ tickets: unknown[] }>(`/api/lotteries/${capped.id}/status`);
    expect(status.body.tickets).toHaveLength(3);
    const other = await newPlayer();
    expect(
      (await other.agent.get<{ tickets: unknown[] }>(`/api/lotteries/${capped.id}/status`)).body.tickets,
    ).toEqual([]);

    const before = await databaseSnapshot(server.db!);
    const cap = capped.max_tickets_count_to_player!;
    expect((await give({ email, lottery_id: capped.id, count: cap })).statusCode).toBe(422);
    expect((await give({ email, lottery_id: capped.id, count: 3 }, {})).statusCode).toBe(401);
    expect((await give({ email, lottery_id: capped.id, count: 0 })).statusCode).toBe(400);
    expect((await give({ email, lottery_id: 99999, count: 1 })).statusCode).toBe(404);
    const over = lotteries.find((l) => state(l) === 'archive')!;
    expect((await give({ email, lottery_id: over.id, count: 1 })).statusCode).toBe(422);
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });
});
