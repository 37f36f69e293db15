import { matchPath } from 'react-router';

/**
 * Game list pages of spec §2 read from a locale-free path: which games they list, which
 * menu-categories-games list they show, and where category links point.
 */

/** Sections of category pages: their paths start with `/pokies`, `/live` or `/categories`. */
export type CategorySection = 'pokies' | 'live' | 'categories';

export type GamesPage =
  | { kind: 'lobby' }
  | { kind: 'category'; section: CategorySection; slug: string }
  | { kind: 'provider'; slug: string }
  | { kind: 'favorites' }
  | { kind: 'game'; producer: string; name: string }
  | { kind: 'other' };

/** Category slug that stands for a whole section (`/pokies/all`, `/live/all`). */
export const ALL_CATEGORY = 'all';
/** The live section's own category identifier. */
export const LIVE_CATEGORY = 'live';
/** The category of recommended games, offered when a search finds nothing (spec §4). */
export const RECOMMENDED_CATEGORY = 'recommended';

const PATTERNS: readonly { pattern: string; page: (p: Record<string, string | undefined>) => GamesPage }[] = [
  { pattern: '/', page: () => ({ kind: 'lobby' }) },
  { pattern: '/categories', page: () => ({ kind: 'lobby' }) },
  { pattern: '/games/*', page: () => ({ kind: 'lobby' }) },
  { pattern: '/favorite-games', page: () => ({ kind: 'favorites' }) },
  ...(['pokies', 'live', 'categories'] as const).flatMap((section) => [
    {
      pattern: `/${section}/:slug/:page`,
      page: (p: Record<string, string | undefined>) => ({
        kind: 'category' as const,
        section,
        slug: p.slug ?? '',
      }),
    },
    {
      pattern: `/${section}/:slug`,
      page: (p: Record<string, string | undefined>) => ({
        kind: 'category' as const,
        section,
        slug: p.slug ?? '',
      }),
    },
  ]),
  {
    pattern: '/table/:slug?',
    page: (p) => ({ kind: 'category', section: 'pokies', slug: p.slug ?? 'table' }),
  },
  { pattern: '/producers/:slug/:page', page: (p) => ({ kind: 'provider', slug: p.slug ?? '' }) },
  { pattern: '/producers/:slug', page: (p) => ({ kind: 'provider', slug: p.slug ?? '' }) },
  {
    pattern: '/play/:producer/:name',
    page: (p) => ({ kind: 'game', producer: p.producer ?? '', name: p.name ?? '' }),
  },
];

/**
 * What a game page path shows (the path without its locale prefix).
 * @example parseGamesPath('/live/roulette') → { kind: 'category', section: 'live', slug: 'roulette' }
 */
export function parseGamesPath(path: string): GamesPage {
  for (const { pattern, page } of PATTERNS) {
    const match = matchPath({ path: pattern, end: true }, path);
    if (match) return page(match.params);
  }
  return { kind: 'other' };
}

/** The category identifiers a category page asks `games_filter` for (empty: every game). */
export function categoryIdentifiers(section: CategorySection, slug: string): string[] {
  if (slug === ALL_CATEGORY) return section === 'live' ? [LIVE_CATEGORY] : [];
  return [slug];
}

/** The category slug whose list rules (random card, cashback card) apply to a category page. */
export function listCategory(section: CategorySection, slug: string): string {
  return section === 'live' && slug === ALL_CATEGORY ? LIVE_CATEGORY : slug;
}

/**
 * The menu-categories-games key of a page (each page type has its own list, spec §2);
 * provider pages show the pokies list.
 */
export function menuKey(page: GamesPage): string | null {
  switch (page.kind) {
    case 'lobby':
      return 'lobby';
    case 'category':
      return page.section;
    case 'provider':
      return 'pokies';
    case 'favorites':
      return 'favorite-games';
    default:
      return null;
  }
}

/**
 * The unprefixed page of a category in a section. 'pokies' and 'live' lead to their section's
 * 'all' page; /categories/ links go straight to /pokies/ (the canonical form).
 * @example categoryPath('roulette', 'live') → '/live/roulette'
 */
export function categoryPath(slug: string, section: CategorySection = 'pokies'): string {
  if (slug === LIVE_CATEGORY) return '/live/all';
  if (slug === 'pokies') return '/pokies/all';
  if (section === 'live') return `/live/${slug}`;
  return `/pokies/${slug}`;
}

/** Whether a menu item of `slug` is the page being shown. */
export function isCurrentCategory(page: GamesPage, slug: string): boolean {
  if (page.kind === 'lobby') return slug === 'lobby';
  if (page.kind !== 'category') return false;
  if (page.slug === slug) return true;
  return page.slug === ALL_CATEGORY && (slug === page.section || slug === ALL_CATEGORY);
}

/** The menu item of the lobby itself links to the lobby page. */
export function menuItemPath(slug: string, section: CategorySection): string {
  return slug === 'lobby' ? '/' : categoryPath(slug, section);
}

/** Message key of a category title: `CATEGORIES.BONUS_BUY` for 'bonus-buy'. */
export function categoryTitleKey(slug: string): string {
  return `CATEGORIES.${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
