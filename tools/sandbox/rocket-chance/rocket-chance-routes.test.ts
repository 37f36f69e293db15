// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RocketChanceState, RocketLaunchResult } from '../../../runtime/api/rocket-chance.ts';
import type { RocketChanceConfig } from '../../../schemas/index.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';
import { NO_LAUNCH_MESSAGE } from './rocket-chance-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const config = JSON.parse(
  readFileSync('brands/_base/cms/config/rocket-chance-config.json', 'utf8'),
) as RocketChanceConfig;
const minimumEur = config.depositLaunches.minimum.EUR;

type Errors = { error?: string; errors?: Record<string, string[]> };
let keys = 0;
const launch = (agent: PlayerAgent, key: string | null = `rocket-${++keys}`, body: unknown = {}) =>
  agent.post<RocketLaunchResult & Errors>(
    '/api/rocket_chance/launch',
    body,
    key === null ? {} : { 'idempotency-key': key },
  );
const stateOf = async (agent: PlayerAgent) => (await agent.get<RocketChanceState>('/api/rocket_chance')).body;

async function player() {
  const agent = new PlayerAgent(server.app);
  const { player: signedUp } = await agent.signUp();
  return { agent, id: signedUp.id as number };
}

async function deposit(agent: PlayerAgent, amountCents: number) {
  const profile = await agent.patch('/api/player', {
    context: 'deposit',
    player: { ...COMPLETE_PROFILE, country: 'CA' },
  });
  expect(profile.status, profile.text).toBe(200);
  const paid = await agent.post('/api/sandbox-payments/deposit', {
    method: 'card-eur',
    amount_cents: amountCents,
    currency: 'EUR',
    fields: TEST_CARD,
  });
  expect(paid.status, paid.text).toBe(201);
}

const count = async (table: string, playerId: number) =>
  Number(
    (
      await server.db!.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE player_id = $1`, [
        playerId,
      ])
    ).rows[0]?.n,
  );

describe('rocket chance state', () => {
  it('answers a guest 401', async () => {
    const guest = new PlayerAgent(server.app);
    expect((await guest.get('/api/rocket_chance')).status).toBe(401);
    expect((await launch(guest)).status).toBe(401);
  });

  it('gives a new player today’s free launch, the next one at midnight UTC and no launches yet', async () => {
    const { agent } = await player();
    const state = await stateOf(agent);
    expect(state.chances_left).toBe(config.dailyFreeLaunches);
    expect(state.free_left).toBe(config.dailyFreeLaunches);
    expect(state.deposit_launches).toEqual({
      earned: 0,
      max: config.depositLaunches.max,
      minimum_cents: minimumEur,
      currency: 'EUR',
    });
    const next = Date.parse(state.next_free_at);
    expect(next).toBeGreaterThan(Date.now());
    expect(next % 86_400_000).toBe(0);
    expect(state.launches).toEqual([]);
  });

  it('answers 404 where the brand has the page off', async () => {
    const agent = new PlayerAgent(server.app, 'lumen.localhost');
    await agent.signUp();
    expect((await agent.get('/api/rocket_chance')).status).toBe(404);
    expect((await launch(agent)).status).toBe(404);
  });
});

describe('rocket launch', () => {
  it('spends the free launch, issues the drawn prize for real and refuses a second one with 422', async () => {
    const { agent, id } = await player();
    const bonuses = await count('player_bonuses', id);
    const spins = await count('freespins', id);
    const first = await launch(agent, undefined, { locale: 'de' });
    expect(first.status, first.text).toBe(200);
    const { launch: made, state } = first.body;
    const prize = config.prizes.find((candidate) => candidate.id === made.prize_id);
    expect(prize?.weight).toBeGreaterThan(0);
    expect(made.kind).toBe(prize?.kind);
    expect(state.chances_left).toBe(0);
    expect(state.launches.map((entry) => entry.id)).toEqual([made.id]);
    if (made.kind === 'comp_points') {
      const points = await agent.get<{ chargeable: { points: number } }>('/api/player/comp_points');
      expect(points.body.chargeable.points).toBeGreaterThanOrEqual(made.points ?? 0);
      expect(first.body.gift).toBeNull();
    } else {
      // The gift is in the profile gifts, named in the player's language.
      const list = made.kind === 'bonus' ? '/api/player/bonuses' : '/api/player/freespins';
      const gifts = await agent.get<{ id: number; title: string }[]>(list);
      const gift = gifts.body.find((entry) => entry.id === first.body.gift?.id);
      expect(gift?.title).toBe(made.title.de ?? made.title.en);
      expect((await count('player_bonuses', id)) + (await count('freespins', id))).toBe(bonuses + spins + 1);
    }

    const again = await launch(agent);
    expect(again.status).toBe(422);
    expect(again.body.errors?.base).toEqual([NO_LAUNCH_MESSAGE]);
    expect(await count('rocket_launches', id)).toBe(1);
  });

  it('needs an Idempotency-Key and replays the same answer for the same key', async () => {
    const { agent, id } = await player();
    const keyless = await launch(agent, null);
    expect(keyless.status).toBe(400);
    expect(keyless.body.error).toBe('idempotency_key_required');
    expect(await count('rocket_launches', id)).toBe(0);

    const first = await launch(agent, 'same-launch');
    const repeat = await launch(agent, 'same-launch');
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual(first.body);
    expect(await count('rocket_launches', id)).toBe(1);
  });

  it.each([
    ['an unknown field', { colour: 'red' }],
    ['an unknown locale', { locale: 'xx' }],
    ['a body that is not an object', [1]],
  ])('refuses %s with 400 and launches nothing', async (_, body) => {
    const { agent, id } = await player();
    const refused = await launch(agent, undefined, body);
    expect(refused.status).toBe(400);
    expect(await count('rocket_launches', id)).toBe(0);
  });

  it('adds a launch for each deposit of at least the minimum, up to the cap', async () => {
    const { agent } = await player();
    expect((await launch(agent)).status).toBe(200);
    await deposit(agent, minimumEur - 1);
    expect((await stateOf(agent)).chances_left).toBe(0);
    for (let i = 0; i < config.depositLaunches.max + 1; i += 1) await deposit(agent, minimumEur);
    const state = await stateOf(agent);
    expect(state.deposit_launches.earned).toBe(config.depositLaunches.max);
    expect(state.chances_left).toBe(config.depositLaunches.max);
    for (let i = 0; i < config.depositLaunches.max; i += 1) expect((await launch(agent)).status).toBe(200);
    expect((await launch(agent)).status).toBe(422);
    expect((await stateOf(agent)).launches).toHaveLength(config.depositLaunches.max + 1);
  });
});

describe('rocket prize weights', () => {
  it('draws each prize by its share of the configured weights and never one of weight 0', async () => {
    const total = config.prizes.reduce((sum, prize) => sum + prize.weight, 0);
    // A ticket in the middle of each prize's share, and the very last one: the draw the weights give.
    const tickets: number[] = [];
    let start = 0;
    for (const prize of config.prizes) {
      if (prize.weight > 0) tickets.push((start + prize.weight / 2) / total);
      start += prize.weight;
    }
    tickets.push(1 - Number.EPSILON);
    const queue = [...tickets];
    const drawing = await buildServer({ memory: true, rocketTicket: () => queue.shift() ?? 0 });
    try {
      const drawn: string[] = [];
      while (drawn.length < tickets.length) {
        const agent = new PlayerAgent(drawing.app);
        await agent.signUp();
        const answer = await agent.post<RocketLaunchResult>(
          '/api/rocket_chance/launch',
          {},
          {
            'idempotency-key': `weights-${drawn.length}`,
          },
        );
        expect(answer.status, answer.text).toBe(200);
        drawn.push(answer.body.launch.prize_id);
      }
      const weighted = config.prizes.filter((prize) => prize.weight > 0).map((prize) => prize.id);
      const last = weighted[weighted.length - 1];
      expect(drawn).toEqual([...weighted, last]);
      for (const prize of config.prizes.filter((candidate) => candidate.weight === 0))
        expect(drawn).not.toContain(prize.id);
    } finally {
      await drawing.close();
    }
  }, 120_000);
});
