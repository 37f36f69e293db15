/** Games of the synthetic category: more than the seeded catalogue (~1,900) holds. */
export const SYNTHETIC_GAME_COUNT = 5_000;

interface RawGame {
  identifier: string;
  seo_title?: string;
  title?: string;
  currencies?: Record<string, { id: number }>;
  [key: string]: unknown;
}

export interface GamesPage {
  data: RawGame[];
  pagination: {
    current_page: number;
    next_page: number | null;
    prev_page: number | null;
    total_pages: number;
    total_count: number;
  };
}

/**
 * Which page of the real catalogue feeds synthetic page `page`: only full real pages are used,
 * cycled, so every synthetic page but the last has `pageSize` games.
 */
export function sourcePage(page: number, realCount: number, pageSize: number): number {
  const fullPages = Math.max(1, Math.floor(realCount / pageSize));
  return ((page - 1) % fullPages) + 1;
}

/**
 * Page `page` of a category of `total` games, made from a real page by giving each game an
 * identifier and ids of its own (the grid keys cards by them, so copies must not collide).
 */
export function syntheticPage(
  real: GamesPage,
  page: number,
  pageSize: number,
  total = SYNTHETIC_GAME_COUNT,
): GamesPage {
  const totalPages = Math.ceil(total / pageSize);
  const start = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  const data = real.data.slice(0, count).map((game, index) => {
    const n = start + index;
    const suffix = `-b${n}`;
    return {
      ...game,
      identifier: `${game.identifier}${suffix}`,
      ...(game.seo_title !== undefined && { seo_title: `${game.seo_title}${suffix}` }),
      ...(game.currencies && {
        currencies: Object.fromEntries(
          Object.keys(game.currencies).map((code) => [code, { id: 1_000_000 + n }]),
        ),
      }),
    };
  });
  return {
    data,
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: total,
    },
  };
}
