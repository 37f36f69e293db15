import { count, pageNumber, rowId } from '../http/route-schemas.ts';
import { gameId } from './games.ts';
import type { GamePage, GameRaw } from './types.ts';
import { GAMES_PAGE_SIZE } from '../../../runtime/rules/games.ts';

/** SPEC §9: games page size by default; the platform caps a page at 100. */
export const GAMES_PAGE_SIZE_MAX = 100;

/** Versioned media types (API-SHAPES §0): v1 answers with ids only, v2 (or plain JSON) with objects. */
export const MEDIA_TYPE_IDS = 'application/vnd.s.v1+json';
export const MEDIA_TYPE_FULL = 'application/vnd.s.v2+json';

/** Values one filter list may hold: every provider of a big catalogue, with room to spare. */
export const FILTER_MAX_VALUES = 1_000;
const word = { type: 'string', maxLength: 100 } as const;
const words = { type: 'array', maxItems: FILTER_MAX_VALUES, items: word } as const;
const device = { type: 'string', enum: ['mobile', 'desktop'] } as const;

/**
 * `POST /api/games_filter` (API-SHAPES "Games"). Filters the platform has but the sandbox ignores
 * (lines, ways, hit rate, payout) take lists of the games' own values.
 */
export const gamesFilterSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    device,
    page: pageNumber,
    page_size: { type: 'integer', minimum: 1, maximum: GAMES_PAGE_SIZE_MAX },
    without_territorial_restrictions: { type: 'boolean' },
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        title: word,
        providers: words,
        currencies: words,
        categories: {
          type: 'object',
          additionalProperties: false,
          required: ['identifiers'],
          properties: {
            identifiers: words,
            // The platform has OR only; AND is a convenience for tools.
            strategy: { type: 'string', enum: ['OR', 'AND'] },
          },
        },
        volatility_rating: words,
        lines: { type: 'array', maxItems: 50, items: count },
        ways: { type: 'array', maxItems: 50, items: count },
        hit_rate: words,
        payout: words,
      },
    },
    sort: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: { type: 'string', maxLength: 32 },
        direction: { type: 'string', enum: ['ASC', 'DESC'] },
        top_categories: words,
      },
    },
  },
} as const;

/** Games asked for at once by `POST /api/games_filter/select` (a page's worth and more). */
export const SELECT_MAX_GAMES = 200;

/** `POST /api/games_filter/select`: identifiers, or numeric ids (favourites store those). */
export const gamesSelectSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['game_ids'],
  properties: {
    game_ids: {
      type: 'array',
      maxItems: SELECT_MAX_GAMES,
      items: { anyOf: [word, rowId] },
    },
    device,
  },
} as const;

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

type Device = 'mobile' | 'desktop';
type SortType = 'title' | 'release' | 'payout';

/** A games_filter body reduced to what selects and orders games (junk values mean "no filter"). */
export interface GamesQuery {
  device: Device | null;
  title: string;
  providers: string[];
  currencies: string[];
  categories: string[];
  /** Category strategy AND (a convenience for tools; the platform only has OR). */
  allCategories: boolean;
  volatility: string[];
  sort: { type: SortType | null; direction: 1 | -1; top: string[] } | null;
}

const sorted = (values: string[]) => [...new Set(values)].sort();

export function parseGamesQuery(body: GamesFilterBody): GamesQuery {
  const filter = body.filter ?? {};
  const sort = body.sort;
  const sortType =
    sort?.type === 'title'
      ? 'title'
      : sort?.type === 'created_at' || sort?.type === 'release'
        ? 'release'
        : sort?.type === 'payout'
          ? 'payout'
          : null;
  return {
    device: body.device === 'mobile' || body.device === 'desktop' ? body.device : null,
    title: typeof filter.title === 'string' ? filter.title.trim().toLowerCase() : '',
    providers: sorted(strings(filter.providers)),
    currencies: sorted(strings(filter.currencies)),
    categories: sorted(strings(filter.categories?.identifiers)),
    allCategories: filter.categories?.strategy === 'AND',
    volatility: sorted(strings(filter.volatility_rating)),
    sort: sort
      ? {
          type: sortType,
          direction: sort.direction === 'DESC' ? -1 : 1,
          top: sorted(strings(sort.top_categories)),
        }
      : null,
  };
}

/** The same key for every body that selects the same games in the same order. */
export function gamesQueryKey(query: GamesQuery): string {
  return JSON.stringify(query);
}

function matches(game: GameRaw, query: GamesQuery, lowerTitle: string): boolean {
  const { providers, currencies, categories, volatility } = query;
  return (
    (query.device === null || game.devices.includes(query.device)) &&
    (query.title === '' || lowerTitle.includes(query.title)) &&
    (providers.length === 0 || providers.includes(game.provider)) &&
    (currencies.length === 0 || currencies.some((code) => code in game.currencies)) &&
    (volatility.length === 0 || volatility.includes(game.volatility_rating)) &&
    (categories.length === 0 ||
      (query.allCategories
        ? categories.every((slug) => game.categories.includes(slug))
        : categories.some((slug) => game.categories.includes(slug))))
  );
}

/** The catalog in one sort order (stable: ties keep popularity order). */
function sortAll(games: readonly GameRaw[], type: SortType | null, direction: 1 | -1): readonly GameRaw[] {
  if (type === 'title') return [...games].sort((a, b) => direction * a.title.localeCompare(b.title, 'en'));
  // Higher ids are newer releases.
  if (type === 'release') return [...games].sort((a, b) => direction * (gameId(a) - gameId(b)));
  if (type === 'payout') return [...games].sort((a, b) => direction * (Number(a.payout) - Number(b.payout)));
  return games;
}

/**
 * The games of one catalog, queried: the catalog is immutable, so each sort order is computed once
 * and filtering walks the ordered list (a stable sort of a subset is the subset of the sorted whole).
 */
export class GamesIndex {
  private readonly orders = new Map<string, readonly GameRaw[]>();
  private readonly lowerTitles: Map<GameRaw, string>;

  constructor(private readonly games: readonly GameRaw[]) {
    this.lowerTitles = new Map(games.map((game) => [game, game.title.toLowerCase()]));
  }

  /** The games matching a query, in the requested order (catalog popularity by default). */
  select(query: GamesQuery): GameRaw[] {
    const type = query.sort?.type ?? null;
    const direction = query.sort?.direction ?? 1;
    const orderKey = `${type}:${direction}`;
    let ordered = this.orders.get(orderKey);
    if (!ordered) this.orders.set(orderKey, (ordered = sortAll(this.games, type, direction)));
    const result = ordered.filter((game) => matches(game, query, this.lowerTitles.get(game) ?? ''));
    const top = query.sort?.top ?? [];
    if (top.length === 0) return result;
    const isTop = (game: GameRaw) => top.some((slug) => game.categories.includes(slug));
    return [...result.filter(isTop), ...result.filter((game) => !isTop(game))];
  }
}

/** The games matching a games_filter body, in the requested order (catalog popularity by default). */
export function selectGames(games: readonly GameRaw[], body: GamesFilterBody): GameRaw[] {
  return new GamesIndex(games).select(parseGamesQuery(body));
}

/** Page number and size of a request: page size 40 by default, at most 100 (SPEC §9). */
export function pageParams(pageValue: unknown, pageSizeValue: unknown): { page: number; pageSize: number } {
  return {
    page: positiveInt(pageValue, 1),
    pageSize: Math.min(positiveInt(pageSizeValue, GAMES_PAGE_SIZE), GAMES_PAGE_SIZE_MAX),
  };
}

/** One page of a list, with the platform's pagination object. */
export function paginate<T>(items: readonly T[], pageValue: unknown, pageSizeValue: unknown): GamePage<T> {
  const { page, pageSize } = pageParams(pageValue, pageSizeValue);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
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
