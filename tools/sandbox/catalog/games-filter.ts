import { gameId } from './games.ts';
import type { GamePage, GameRaw } from './types.ts';

/** SPEC §9: games page size by default; the platform caps a page at 100. */
export const GAMES_PAGE_SIZE = 40;
export const GAMES_PAGE_SIZE_MAX = 100;

/** Versioned media types (API-SHAPES §0): v1 answers with ids only, v2 (or plain JSON) with objects. */
export const MEDIA_TYPE_IDS = 'application/vnd.s.v1+json';
export const MEDIA_TYPE_FULL = 'application/vnd.s.v2+json';

export interface GamesFilterBody {
  device?: unknown;
  page?: unknown;
  page_size?: unknown;
  filter?: {
    title?: unknown;
    providers?: unknown;
    currencies?: unknown;
    categories?: { identifiers?: unknown; strategy?: unknown };
    volatility_rating?: unknown;
  };
  sort?: { type?: unknown; direction?: unknown; top_categories?: unknown };
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** True when a request asks for the ids-only representation (header `accept-client` or `Accept`). */
export function wantsIdsOnly(headers: Record<string, string | string[] | undefined>): boolean {
  const values = [headers['accept-client'], headers.accept]
    .flat()
    .filter((v): v is string => typeof v === 'string');
  return values.some((value) => value.includes(MEDIA_TYPE_IDS));
}

function matchesDevice(game: GameRaw, device: unknown): boolean {
  return (device !== 'mobile' && device !== 'desktop') || game.devices.includes(device);
}

/** The games matching a games_filter body, in the requested order (catalog popularity by default). */
export function selectGames(games: readonly GameRaw[], body: GamesFilterBody): GameRaw[] {
  const filter = body.filter ?? {};
  const title = typeof filter.title === 'string' ? filter.title.trim().toLowerCase() : '';
  const providers = new Set(strings(filter.providers));
  const currencies = strings(filter.currencies);
  const categories = strings(filter.categories?.identifiers);
  const volatility = new Set(strings(filter.volatility_rating));
  // Only the OR strategy exists on the platform; AND is accepted as a convenience for tools.
  const all = filter.categories?.strategy === 'AND';
  let result = games.filter(
    (game) =>
      matchesDevice(game, body.device) &&
      (title === '' || game.title.toLowerCase().includes(title)) &&
      (providers.size === 0 || providers.has(game.provider)) &&
      (currencies.length === 0 || currencies.some((code) => code in game.currencies)) &&
      (volatility.size === 0 || volatility.has(game.volatility_rating)) &&
      (categories.length === 0 ||
        (all
          ? categories.every((slug) => game.categories.includes(slug))
          : categories.some((slug) => game.categories.includes(slug)))),
  );
  result = sortGames(result, body.sort);
  return result;
}

function sortGames(games: GameRaw[], sort: GamesFilterBody['sort']): GameRaw[] {
  if (!sort) return games;
  const direction = sort.direction === 'DESC' ? -1 : 1;
  let sorted = games;
  if (sort.type === 'title')
    sorted = [...games].sort((a, b) => direction * a.title.localeCompare(b.title, 'en'));
  else if (sort.type === 'created_at' || sort.type === 'release') {
    // Higher ids are newer releases.
    sorted = [...games].sort((a, b) => direction * (gameId(a) - gameId(b)));
  } else if (sort.type === 'payout')
    sorted = [...games].sort((a, b) => direction * (Number(a.payout) - Number(b.payout)));
  const top = strings(sort.top_categories);
  if (top.length === 0) return sorted;
  const isTop = (game: GameRaw) => top.some((slug) => game.categories.includes(slug));
  return [...sorted.filter(isTop), ...sorted.filter((game) => !isTop(game))];
}

/** One page of a list, with the platform's pagination object. */
export function paginate<T>(items: readonly T[], pageValue: unknown, pageSizeValue: unknown): GamePage<T> {
  const pageSize = Math.min(positiveInt(pageSizeValue, GAMES_PAGE_SIZE), GAMES_PAGE_SIZE_MAX);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = positiveInt(pageValue, 1);
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? Math.min(page - 1, totalPages) : null,
      total_pages: totalPages,
      total_count: items.length,
    },
  };
}
