// Test data for game lists: games as the query layer hands them to widgets, and a fetch stub of
// POST /api/games_filter. Used by the tests of the game widgets only.
import type { Game, GamePage } from '../../runtime/queries/index.ts';

export interface GameFixture {
  provider?: string;
  slug?: string;
  title?: string;
  id?: number;
  /** Currencies with a game id; FUN adds demo mode. Default: EUR, CAD, BTC and FUN. */
  currencies?: string[];
  categories?: string[];
}

/** A game of the catalogue, derived as the client derives it (API-SHAPES §1). */
export function makeGame({
  provider = 'netent',
  slug = 'starburst',
  title = 'Starburst',
  id = 1,
  currencies = ['EUR', 'CAD', 'BTC', 'FUN'],
  categories = ['all', 'pokies'],
}: GameFixture = {}): Game {
  const badgeTypes = ['top', 'new', 'bonus-wagering', 'jackpot', 'mystic-jackpots'] as const;
  return {
    identifier: `${provider}/${slug}`,
    title,
    provider,
    seo_title: slug,
    uniq_seo_title: true,
    categories,
    devices: ['desktop', 'mobile'],
    currencies: Object.fromEntries(currencies.map((code) => [code, { id }])),
    unfinished_games_for: [],
    lines: 10,
    ways: null,
    volatility_rating: 'medium',
    hit_rate: '30%',
    payout: '96.00',
    name: title,
    slug: `${provider}/${slug}`,
    preview: `/assets/generated/game/${provider}/${slug}.svg`,
    has_demo_mode: currencies.includes('FUN') && !categories.includes('live'),
    badges: badgeTypes.filter((type) => categories.includes(type)).map((type) => ({ type })),
  };
}

/** `count` games of one provider with ids from `firstId`. */
export function makeGames(count: number, options: GameFixture & { firstId?: number } = {}): Game[] {
  const first = options.firstId ?? 1;
  return Array.from({ length: count }, (_, i) =>
    makeGame({
      ...options,
      id: first + i,
      slug: `${options.slug ?? 'game'}-${first + i}`,
      title: `${options.title ?? 'Game'} ${first + i}`,
    }),
  );
}

/** One page of a games_filter answer. */
export function gamePage(data: Game[], page = 1, totalPages = 1, totalCount = data.length): GamePage {
  return {
    data,
    pagination: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? page - 1 : null,
      total_pages: totalPages,
      total_count: totalCount,
    },
  };
}

/** A JSON answer as the browser's fetch gives it. */
export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A signed-in player as GET /api/player answers. */
export function makePlayer(currency: string) {
  return {
    id: 7,
    email: 'player@example.com',
    nickname: 'player',
    currency,
    language: 'en',
    statuses: [],
    license_name: 'CW',
  };
}
