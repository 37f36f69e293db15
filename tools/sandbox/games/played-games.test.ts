// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/catalog.ts';
import { DEMO_CURRENCY } from '../catalog/currencies.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';

type PlayedGame = { identifier: string; last_activity_at: string };

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const games = createCatalog().games;
/** Slots that take EUR and have a demo mode (live games have none). */
const slots = games.filter(
  (game) => game.currencies['EUR'] && game.currencies[DEMO_CURRENCY] && !game.categories.includes('live'),
);
const [first, second] = slots;

const played = async (agent: PlayerAgent) =>
  (await agent.get<PlayedGame[]>('/api/player/played_games')).body.map((entry) => entry.identifier);

describe('GET /api/player/played_games', () => {
  it('has the games a player launched, for real or demo, the last played first', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    expect(await played(agent)).toEqual([]);

    expect((await agent.get(`/sandbox/game/${first!.identifier}?mode=real`)).status).toBe(200);
    expect((await agent.get(`/sandbox/game/${second!.identifier}?mode=demo`)).status).toBe(200);
    expect(await played(agent)).toEqual([second!.identifier, first!.identifier]);

    // Launching the first again makes it the latest; each game is listed once.
    await agent.get(`/sandbox/game/${first!.identifier}?mode=real`);
    const list = (await agent.get<PlayedGame[]>('/api/player/played_games')).body;
    expect(list.map((entry) => entry.identifier)).toEqual([first!.identifier, second!.identifier]);
    expect(Date.parse(list[0]!.last_activity_at)).toBeGreaterThanOrEqual(
      Date.parse(list[1]!.last_activity_at),
    );
  });

  it('moves a game up when the player spins it, in demo as in real play', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
    const deposit = await agent.post('/api/sandbox-payments/deposit', {
      method: 'card-eur',
      amount_cents: 5_000,
      currency: 'EUR',
      fields: TEST_CARD,
    });
    expect(deposit.status).toBe(201);
    await agent.get(`/sandbox/game/${first!.identifier}?mode=real`);
    await agent.get(`/sandbox/game/${second!.identifier}?mode=demo`);
    expect(await played(agent)).toEqual([second!.identifier, first!.identifier]);

    const real = await agent.post('/sandbox/game/spin', {
      game: first!.identifier,
      mode: 'real',
      bet_cents: 100,
    });
    expect(real.status).toBe(200);
    expect(await played(agent)).toEqual([first!.identifier, second!.identifier]);

    const demo = await agent.post('/sandbox/game/spin', {
      game: second!.identifier,
      mode: 'demo',
      bet_cents: 100,
    });
    expect(demo.status).toBe(200);
    expect(await played(agent)).toEqual([second!.identifier, first!.identifier]);
  });

  it('keeps each player to their own games, and records nothing for a guest or a refused launch', async () => {
    const ann = new PlayerAgent(server.app);
    await ann.signUp();
    const bob = new PlayerAgent(server.app);
    await bob.signUp();
    await ann.get(`/sandbox/game/${first!.identifier}?mode=demo`);
    expect(await played(ann)).toEqual([first!.identifier]);
    expect(await played(bob)).toEqual([]);

    const guest = new PlayerAgent(server.app);
    expect((await guest.get(`/sandbox/game/${second!.identifier}?mode=demo`)).status).toBe(200);
    expect((await guest.get('/api/player/played_games')).status).toBe(401);

    // A game without a demo mode is not launched in demo, so it is not played.
    const live = games.find((game) => game.categories.includes('live'));
    expect((await bob.get(`/sandbox/game/${live!.identifier}?mode=demo`)).status).toBe(422);
    expect(await played(bob)).toEqual([]);
    expect((await bob.get('/sandbox/game/nobody/nothing?mode=demo')).status).toBe(404);
    expect(await played(bob)).toEqual([]);
  });
});
