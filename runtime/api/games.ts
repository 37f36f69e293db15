import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { gameBadgesOf, type GameBadgeType } from '../rules/badges.ts';
import { GAMES_PAGE_SIZE } from '../rules/games.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { Device, Pagination } from './types.ts';

export { GAMES_PAGE_SIZE, LOBBY_ROW_SIZE } from '../rules/games.ts';
export type { GameBadgeType } from '../rules/badges.ts';
/** Media types of the favourites call: ids only, or full games. */
export const FAVOURITE_IDS_MEDIA_TYPE = 'application/vnd.s.v1+json';
export const FAVOURITE_GAMES_MEDIA_TYPE = 'application/vnd.s.v2+json';
/** Currency key of the demo (fun-money) game id. */
export const DEMO_CURRENCY = 'FUN';

export interface GameRaw {
  /** `provider/slug`. */
  identifier: string;
  title: string;
  provider: string;
  seo_title: string;
  uniq_seo_title: boolean;
  categories: string[];
  devices: Device[];
  /** Game id per currency; the `FUN` key is the demo. */
  currencies: Record<string, { id: number; jackpot?: number | null }>;
  unfinished_games_for: unknown[];
  lines: number | null;
  ways: number | null;
  volatility_rating: string;
  hit_rate: string;
  payout: string;
  has_demo_mode?: boolean;
}

export interface Game extends GameRaw {
  name: string;
  slug: string;
  preview: string;
  has_demo_mode: boolean;
  badges: { type: GameBadgeType }[];
}

/** Derives the client's game from the platform's (API-SHAPES §1). */
export function toGame(raw: GameRaw): Game {
  return {
    ...raw,
    name: raw.title,
    slug: raw.identifier,
    preview: `/assets/generated/game/${raw.identifier}.svg`,
    has_demo_mode: Boolean(raw.currencies[DEMO_CURRENCY]?.id) && !raw.categories.includes('live'),
    badges: gameBadgesOf(raw.categories).map((type) => ({ type })),
  };
}

/** The game's numeric id for a currency, or null when the game does not support it. */
export function gameIdFor(game: Pick<GameRaw, 'currencies'>, currency: string): number | null {
  return game.currencies[currency]?.id ?? null;
}

export interface GamePage {
  data: Game[];
  pagination: Pagination;
}

export interface GamesFilter {
  device: Device;
  page?: number;
  pageSize?: number;
  title?: string;
  providers?: string[];
  currencies?: string[];
  /** Category identifiers, matched with OR. */
  categories?: string[];
  volatility?: string[];
  withoutTerritorialRestrictions?: boolean;
  sort?: { type: string; direction: 'ASC' | 'DESC'; top_categories: string[] };
}

/** The `POST /api/games_filter` body for a filter; empty criteria are left out. */
export function gamesFilterBody(filter: GamesFilter) {
  const criteria: Record<string, unknown> = {};
  if (filter.title) criteria.title = filter.title;
  if (filter.providers?.length) criteria.providers = filter.providers;
  if (filter.currencies?.length) criteria.currencies = filter.currencies;
  if (filter.categories?.length) criteria.categories = { identifiers: filter.categories, strategy: 'OR' };
  if (filter.volatility?.length) criteria.volatility_rating = filter.volatility;
  return {
    device: filter.device,
    page: filter.page ?? 1,
    page_size: filter.pageSize ?? GAMES_PAGE_SIZE,
    ...(filter.withoutTerritorialRestrictions !== undefined && {
      without_territorial_restrictions: filter.withoutTerritorialRestrictions,
    }),
    ...(Object.keys(criteria).length > 0 && { filter: criteria }),
    ...(filter.sort && { sort: filter.sort }),
  };
}

/**
 * One page of games matching a filter.
 * @example await filterGames({ device: 'mobile', categories: ['top'], pageSize: LOBBY_ROW_SIZE });
 */
export async function filterGames(filter: GamesFilter, signal?: AbortSignal): Promise<GamePage> {
  const page = await logged(
    'filterGames',
    apiRequest<{ data: GameRaw[]; pagination: Pagination }>('POST', '/api/games_filter', {
      body: gamesFilterBody(filter),
      signal,
      // A search: sent twice, it changes nothing.
      idempotent: true,
    }),
  );
  return { data: page.data.map(toGame), pagination: page.pagination };
}

export function getGamesFilterQueryOptions(filter: GamesFilter) {
  return queryOptions({
    queryKey: queryKeys.games.filter({ ...filter }),
    queryFn: ({ signal }) => filterGames(filter, signal),
  });
}

/**
 * The pages of a filter from `firstPage` on (category pages, infinite scroll): the next ones as the
 * player scrolls, the ones before only when asked for. Each starting page is a list of its own, so a
 * paged path (/pokies/megaways/3) never loads pages 1-2 just to reach page 4.
 * @example useInfiniteQuery(getGamesFilterInfiniteQueryOptions({ device, categories: ['top'] }, 3));
 */
export function getGamesFilterInfiniteQueryOptions(filter: Omit<GamesFilter, 'page'>, firstPage = 1) {
  return infiniteQueryOptions<
    GamePage,
    Error,
    InfiniteData<GamePage, number>,
    ReturnType<typeof queryKeys.games.filter>,
    number
  >({
    queryKey: queryKeys.games.filter({ ...filter, infinite: true, firstPage }),
    queryFn: ({ pageParam, signal }) => filterGames({ ...filter, page: pageParam }, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last) => last.pagination.next_page ?? undefined,
    // A start past the end of the list goes back to its last page, not through the empty ones.
    getPreviousPageParam: (first, _all, firstParam) => {
      const previous = Math.min(firstParam - 1, first.pagination.total_pages);
      return previous >= 1 ? previous : undefined;
    },
    // A long list holds up to 125 pages: refetching them all on focus, on coming back or on
    // reconnecting would send as many requests one after another for a catalogue that hardly changes.
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/** Games by identifier, in the order asked for (the platform answers an object keyed by id). */
export async function selectGames(
  ids: readonly string[],
  device?: Device,
  signal?: AbortSignal,
): Promise<Game[]> {
  if (ids.length === 0) return [];
  const byKey = await loggedOr(
    'selectGames',
    {},
    apiRequest<Record<string, GameRaw>>('POST', '/api/games_filter/select', {
      body: { game_ids: ids, ...(device && { device }) },
      signal,
      // A lookup by ids: sent twice, it changes nothing.
      idempotent: true,
    }),
  );
  const games = Object.values(byKey ?? {}).map(toGame);
  const position = new Map(ids.map((id, index) => [id, index]));
  return games.sort(
    (a, b) => (position.get(a.identifier) ?? Infinity) - (position.get(b.identifier) ?? Infinity),
  );
}

export function getSelectGamesQueryOptions(ids: readonly string[], device?: Device) {
  return queryOptions({
    queryKey: queryKeys.games.select(ids, device ?? null),
    queryFn: ({ signal }) => selectGames(ids, device, signal),
  });
}

export interface Provider {
  id: string;
  title: string;
  name: string;
  provider: string;
  slug: string;
  url: string;
}

/** Generated logo of a provider. */
export function providerLogo(provider: Pick<Provider, 'slug'>): string {
  return `/assets/generated/provider/${provider.slug}.svg`;
}

export function getProviders(signal?: AbortSignal): Promise<Provider[]> {
  return loggedOr('getProviders', [], apiRequest<Provider[]>('GET', '/api/games/providers', { signal }));
}

export function getProvidersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.games.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export interface Collection {
  id: string;
  title: string;
  games_count: number;
}

export interface PlayedGame {
  identifier: string;
  last_activity_at: string | null;
}

/**
 * The played games for the player's history: unlike the list calls that are empty when they fail
 * (spec §8), a failure is rethrown, so that the history says so and offers to try again instead
 * of claiming that nothing was played.
 */
export function getPlayedGamesHistory(signal?: AbortSignal): Promise<PlayedGame[]> {
  return logged(
    'getPlayedGamesHistory',
    apiRequest<PlayedGame[]>('GET', '/api/player/played_games', { signal }),
  );
}

export function getPlayedGamesHistoryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.playedGamesHistory(),
    queryFn: ({ signal }) => getPlayedGamesHistory(signal),
    // A game played a moment ago is in the history when the player opens it.
    staleTime: 0,
  });
}

/** Numeric ids of the player's favourite games. */
export function getFavouriteGameIds(signal?: AbortSignal): Promise<number[]> {
  return loggedOr(
    'getFavouriteGameIds',
    [],
    apiRequest<number[]>('GET', '/api/player/favorite_games', {
      headers: { 'accept-client': FAVOURITE_IDS_MEDIA_TYPE },
      signal,
    }),
  );
}

export function getFavouriteGameIdsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.favouriteIds(),
    queryFn: ({ signal }) => getFavouriteGameIds(signal),
  });
}

/** The player's favourite games in full. */
export async function getFavouriteGames(signal?: AbortSignal): Promise<Game[]> {
  const games = await loggedOr(
    'getFavouriteGames',
    [],
    apiRequest<GameRaw[]>('GET', '/api/player/favorite_games', {
      headers: { 'accept-client': FAVOURITE_GAMES_MEDIA_TYPE },
      signal,
    }),
  );
  return (games ?? []).map(toGame);
}

export function getFavouriteGamesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.favouriteGames(),
    queryFn: ({ signal }) => getFavouriteGames(signal),
  });
}

/** Adds a game (its numeric id for the player's currency) to the favourites. */
export async function addFavouriteGame(gameId: number): Promise<void> {
  await logged('addFavouriteGame', apiRequest('PUT', `/api/player/favorite_games/${gameId}`));
}

export async function removeFavouriteGame(gameId: number): Promise<void> {
  await logged('removeFavouriteGame', apiRequest('DELETE', `/api/player/favorite_games/${gameId}`));
}

// In a module of their own: the page router reads the jackpots (pages at `/{identifier}`).
export { getJackpots, getJackpotsQueryOptions } from './jackpots.ts';

export interface JackpotWin {
  user_name: string;
  created_at: string;
  approved_at: string;
  jackpot_name: string;
  jackpot_level_name: string;
  jackpot_level_external_code: string;
  jackpot_external_code: string;
  jackpot_original_currency: string;
  amount_cents: number;
  jackpot_original_amount_cents: number;
}

/** Characters of a jackpot winner's name that are shown before the mask (spec §3). */
export const WINNER_NAME_VISIBLE_CHARS = 6;

/** A winner's name as shown: its first six characters and `***`. */
export function maskWinnerName(userName: string): string {
  return `${userName.slice(0, WINNER_NAME_VISIBLE_CHARS)}***`;
}

/** Latest jackpot wins; a failure is logged only (spec §8) and answers an empty list. */
export function getJackpotWins(signal?: AbortSignal): Promise<JackpotWin[]> {
  return loggedOr('getJackpotWins', [], apiRequest<JackpotWin[]>('GET', '/api/jackpot_wins', { signal }));
}

export function getJackpotWinsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.jackpots.wins(),
    queryFn: ({ signal }) => getJackpotWins(signal),
  });
}
