import { isCrypto } from './currencies.ts';

/** The random-game card sits at position 10 of a category list (spec §9). */
export const RANDOM_CARD_INDEX = 9;
/** Lists in which the random-game card goes to the end instead (spec §9). */
export const RANDOM_CARD_AT_END_CATEGORIES: readonly string[] = ['special', 'new', 'top', 'recommended'];
/** The random game is picked among the first games of the category (spec §9). */
export const RANDOM_PICK_POOL = 100;
/** Default page size of `POST /api/games_filter` (spec §9). */
export const GAMES_PAGE_SIZE = 40;
/** Games in one lobby row (spec §2, §9). */
export const LOBBY_ROW_SIZE = 15;
/** At most this many disabled providers are applied (spec §5, §9). */
export const DISABLED_PROVIDERS_CAP = 10;
/** Value of providers-config that hides a provider in every country. */
export const HIDDEN_EVERYWHERE = 'all';

/** Where the random-game card goes in a list of `count` games of `category`. */
export function randomCardIndex(category: string, count: number): number {
  if (RANDOM_CARD_AT_END_CATEGORIES.includes(category)) return count;
  return Math.min(RANDOM_CARD_INDEX, count);
}

/** The list with the random-game card inserted at its place. */
export function withRandomCard<G, C>(games: readonly G[], card: C, category: string): (G | C)[] {
  const at = randomCardIndex(category, games.length);
  return [...games.slice(0, at), card, ...games.slice(at)];
}

/**
 * The game the random card opens: one of the first 100 of the category.
 * @param random returns [0, 1), like Math.random (injected for tests).
 */
export function pickRandomGame<G>(games: readonly G[], random: () => number = Math.random): G | undefined {
  const pool = Math.min(games.length, RANDOM_PICK_POOL);
  if (pool === 0) return undefined;
  return games[Math.min(pool - 1, Math.floor(random() * pool))];
}

/** Live categories: 'live' and its sub-lists ('live-all', 'live/roulette', ...). */
export function isLiveCategory(category: string): boolean {
  return category === 'live' || category.startsWith('live-') || category.startsWith('live/');
}

/** In live categories the cashback card comes first (spec §9); elsewhere the list is unchanged. */
export function withCashbackCard<G, C>(games: readonly G[], card: C, category: string): (G | C)[] {
  return isLiveCategory(category) ? [card, ...games] : [...games];
}

/** The fields of a game that the currency rules read. */
export interface GameCurrencies {
  currencies: Readonly<Record<string, { id: number } | undefined>>;
}

export interface PlayerCurrency {
  loggedIn: boolean;
  /** The player's currency; undefined for guests. */
  currency?: string | null;
}

/** The game's id for the player's currency, if the game can be played in it. */
export function gameIdFor(game: GameCurrencies, currency: string | null | undefined): number | undefined {
  return currency ? game.currencies[currency]?.id : undefined;
}

/** The favourite toggle is offered only to players whose currency the game supports (spec §5). */
export function canFavourite(game: GameCurrencies, player: PlayerCurrency): boolean {
  return player.loggedIn && gameIdFor(game, player.currency) !== undefined;
}

/**
 * The tile shows a lock and 'not supported' when a player's fiat currency is missing from the game
 * (spec §4); crypto players and guests never see it.
 */
export function isCurrencyLocked(game: GameCurrencies, player: PlayerCurrency): boolean {
  if (!player.loggedIn || !player.currency || isCrypto(player.currency)) return false;
  return gameIdFor(game, player.currency) === undefined;
}

/** Messages of the unsupported-currency lock (spec §8). */
export const UNSUPPORTED_CURRENCY_MESSAGES = {
  title: 'GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY_TITLE',
  text: 'GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY',
} as const;

/** The disabled providers that apply: the first ten of the list (spec §9 cap). */
export function capDisabledProviders(disabled: readonly string[]): string[] {
  return disabled.slice(0, DISABLED_PROVIDERS_CAP);
}

/** Drops games of disabled providers (favourites and category pages, spec §5). */
export function filterDisabledProviders<G extends { provider: string }>(
  games: readonly G[],
  disabled: readonly string[],
): G[] {
  const off = new Set(capDisabledProviders(disabled));
  return games.filter((g) => !off.has(g.provider));
}

/** providers-config (API-SHAPES §2): provider → 'all' or the countries where it is hidden. */
export type ProvidersConfig = Readonly<Record<string, 'all' | readonly string[]>>;

export interface ProviderVisibilityFlags {
  /** The visitor is a search-engine bot (`GET /client-context` isBot): it sees every provider. */
  isBot?: boolean;
  /** The local allProviders flag (spec §6). */
  allProviders?: boolean;
}

/**
 * Providers hidden for a visitor from `country`, unless a bot or the allProviders flag.
 * @example hiddenProviders({ netent: 'all', igt: ['DE'] }, 'DE', {}) // ['netent', 'igt']
 */
export function hiddenProviders(
  config: ProvidersConfig,
  country: string,
  flags: ProviderVisibilityFlags = {},
): string[] {
  if (flags.isBot || flags.allProviders) return [];
  const code = country.toUpperCase();
  return Object.entries(config)
    .filter(([, where]) =>
      where === HIDDEN_EVERYWHERE
        ? true
        : Array.isArray(where) && where.some((c) => c.toUpperCase() === code),
    )
    .map(([provider]) => provider);
}
