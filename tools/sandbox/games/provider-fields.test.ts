// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../catalog/catalog.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const catalog = createCatalog();
/** pragmaticplay asks for first name, last name and date of birth before real play (player_fields contexts). */
const gated = catalog.games.find((game) => game.provider === 'pragmaticplay' && game.has_demo_mode)!;
const ungated = catalog.games.find(
  (game) =>
    catalog.playerFields.contexts[game.provider] === undefined && game.has_demo_mode && game.currencies.EUR,
)!;

describe("a provider's required player fields (SPEC §5 launch gate)", () => {
  it('refuses real play of its games, naming the empty fields, while demo plays', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const launch = await agent.get(`/sandbox/game/${gated.identifier}?mode=real`);
    expect(launch.status).toBe(422);
    expect(Object.keys((launch.body as { errors: object }).errors).sort()).toEqual([
      'player.date_of_birth',
      'player.first_name',
      'player.last_name',
    ]);
    const spin = await agent.post('/sandbox/game/spin', {
      game: gated.identifier,
      mode: 'real',
      bet_cents: 20,
    });
    expect(spin.status).toBe(422);
    expect(spin.text).toContain('player.first_name');

    expect((await agent.get(`/sandbox/game/${gated.identifier}?mode=demo`)).status).toBe(200);
    const demoSpin = await agent.post('/sandbox/game/spin', {
      game: gated.identifier,
      mode: 'demo',
      bet_cents: 20,
    });
    expect(demoSpin.status).toBe(200);
    // A provider without required fields plays for real at once.
    expect((await agent.get(`/sandbox/game/${ungated.identifier}?mode=real`)).status).toBe(200);
  });

  it('lets the player play for real once the fields are saved in the provider context', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const saved = await agent.patch('/api/player', {
      context: 'pragmaticplay',
      player: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await agent.get(`/sandbox/game/${gated.identifier}?mode=real`)).status).toBe(200);
  });

  it('refuses to save the provider context while one of its fields stays empty', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const partial = await agent.patch('/api/player', {
      context: 'pragmaticplay',
      player: { first_name: 'Ada' },
    });
    expect(partial.status).toBe(422);
    expect(Object.keys((partial.body as { errors: object }).errors).sort()).toEqual([
      'date_of_birth',
      'last_name',
    ]);
  });

  it('is satisfied by a profile filled for the cashbox', async () => {
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
    const spin = await agent.post('/sandbox/game/spin', {
      game: gated.identifier,
      mode: 'real',
      bet_cents: 20,
    });
    expect(spin.status, spin.text).toBe(200);
  });
});
