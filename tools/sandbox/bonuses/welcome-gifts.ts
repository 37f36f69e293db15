import type { Queryable } from '../db/database.ts';
import type { GameRaw } from '../catalog/types.ts';
import type { Catalog, SandboxDeps } from '../sandbox-deps.ts';
import { amountIn, WELCOME_BONUS, WELCOME_FREESPINS } from './bonus-rules.ts';
import { issueBonus, issueFreespins, issueLootbox } from './bonus-store.ts';

/** The game free spins are played on: the first slot that takes the currency (deterministic). */
export function freespinGame(catalog: Catalog, currency: string): GameRaw | undefined {
  const takes = (game: GameRaw) =>
    game.currencies[currency] !== undefined && !game.categories.includes('live');
  return (
    catalog.games.find((game) => takes(game) && game.categories.includes('bonus-wagering')) ??
    catalog.games.find(takes)
  );
}

/** Registration issues a welcome bonus, welcome free spins and a wheel loot box (SPEC §3, §4). */
export async function issueWelcomeGifts(
  tx: Queryable,
  deps: SandboxDeps,
  playerId: number,
  currency: string,
) {
  const { hub, catalog } = deps;
  await issueBonus(tx, hub, playerId, {
    title: WELCOME_BONUS.title,
    type: WELCOME_BONUS.type,
    currency,
    amountCents: amountIn(WELCOME_BONUS.eurCents, currency),
    wager: WELCOME_BONUS.wager,
    groupKey: 'registration',
    activatableDays: WELCOME_BONUS.activatableDays,
    validDays: WELCOME_BONUS.validDays,
  });
  const game = freespinGame(catalog, currency);
  if (game) {
    await issueFreespins(tx, hub, playerId, {
      title: WELCOME_FREESPINS.title,
      game,
      currency,
      count: WELCOME_FREESPINS.count,
      betLevel: WELCOME_FREESPINS.betLevel,
      groupKey: 'registration',
      activatableDays: WELCOME_FREESPINS.activatableDays,
    });
  }
  const wheel = catalog.lootboxTemplates.find((template) => template.group_key.startsWith('wheel'));
  if (wheel) await issueLootbox(tx, hub, playerId, wheel, currency);
}
