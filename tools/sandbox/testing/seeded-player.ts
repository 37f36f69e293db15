import type { FastifyInstance } from 'fastify';
import { COMPLETE_PROFILE, type PlayerAgent, TEST_CARD } from './player-agent.ts';

/** Ids of what a seeded player has, for the calls that take an `:id`. */
export interface SeededPlayer {
  bonus: number;
  freespin: number;
  lootbox: number;
  limit: number;
  /** A pending cash-out (recallable while the cashier waits). */
  payment: number;
  /** The numeric EUR id of a game with a demo mode, and its identifier. */
  game: number;
  identifier: string;
  tournament: number;
}

/**
 * Signs the agent up as a player with a bit of everything: a complete profile, a deposit, a pending
 * cash-out, a deposit limit and the welcome gifts. Build the server with `cashoutDelayMs: null` so
 * that the cash-out stays pending.
 */
export async function seedPlayer(app: FastifyInstance, agent: PlayerAgent): Promise<SeededPlayer> {
  await agent.signUp();
  await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
  const card = { method: 'card-eur', currency: 'EUR', fields: TEST_CARD };
  await agent.post('/api/sandbox-payments/deposit', { ...card, amount_cents: 10_000 });
  const cashout = await agent.post<{ payment: { id: number } }>('/api/sandbox-payments/cashout', {
    ...card,
    amount_cents: 2_000,
  });
  const limit = await agent.post<{ id: number }>('/api/user_limits', {
    type: 'deposit',
    period: 'week',
    accounts: [{ currency: 'EUR', amount_cents: 50_000 }],
  });
  const firstId = async (url: string) => (await agent.get<{ id: number }[]>(url)).body[0]?.id ?? 0;
  const games = await app.inject({
    method: 'POST',
    url: '/api/games_filter',
    payload: { device: 'desktop', page_size: 100 },
  });
  const game = (
    JSON.parse(games.body) as { data: { identifier: string; currencies: Record<string, { id: number }> }[] }
  ).data.find((candidate) => candidate.currencies.EUR && candidate.currencies.FUN);
  return {
    bonus: await firstId('/api/player/bonuses'),
    freespin: await firstId('/api/player/freespins'),
    lootbox: await firstId('/api/player/lootboxes'),
    limit: limit.body.id,
    payment: cashout.body.payment.id,
    game: game?.currencies.EUR?.id ?? 0,
    identifier: game?.identifier ?? '',
    tournament: await firstId('/api/tournaments'),
  };
}
