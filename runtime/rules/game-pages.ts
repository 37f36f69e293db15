import { matchPath } from 'react-router';
import { ALL_CATEGORY, LIVE_CATEGORY, type CategorySection } from './category-names.ts';

/**
 * Game list pages of spec §2 read from a locale-free path: which games they list, which
 * menu-categories-games list they show, and where category links point.
 */

export type GamesPage =
  | { kind: 'lobby' }
  /** `page`: the page of a paged path (/pokies/{slug}/{page}), 1 otherwise. */
  | { kind: 'category'; section: CategorySection; slug: string; page: number }
  | { kind: 'provider'; slug: string; page: number }
  | { kind: 'favorites' }
  | { kind: 'game'; producer: string; name: string }
  | { kind: 'other' };

export {
  ALL_CATEGORY,
  LIVE_CATEGORY,
  categoryTitleKey,
  listCategory,
  type CategorySection,
} from './category-names.ts';

type Params = Record<string, string | undefined>;

/** The page number of a paged path: a positive integer, as the route table requires. */
function pageNumber(value: string | undefined): number | null {
  return value !== undefined && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** A paged path: its page must be a number, else the path is not a game list. */
function paged(page: (p: Params, n: number) => GamesPage): (p: Params) => GamesPage | null {
  return (p) => {
    const n = pageNumber(p.page);
    return n === null ? null : page(p, n);
  };
}

const PATTERNS: readonly { pattern: string; page: (p: Params) => GamesPage | null }[] = [
  { pattern: '/', page: () => ({ kind: 'lobby' }) },
  { pattern: '/categories', page: () => ({ kind: 'lobby' }) },
  { pattern: '/games/*', page: () => ({ kind: 'lobby' }) },
  { pattern: '/favorite-games', page: () => ({ kind: 'favorites' }) },
  ...(['pokies', 'live', 'categories'] as const).flatMap((section) => [
    {
      pattern: `/${section}/:slug/:page`,
      page: paged((p, page) => ({ kind: 'category', section, slug: p.slug ?? '', page })),
    },
    {
      pattern: `/${section}/:slug`,
      page: (p: Params): GamesPage => ({ kind: 'category', section, slug: p.slug ?? '', page: 1 }),
    },
  ]),
  {
    pattern: '/table/:slug?',
    page: (p) => ({ kind: 'category', section: 'pokies', slug: p.slug ?? 'table', page: 1 }),
  },
  {
    pattern: '/producers/:slug/:page',
    page: paged((p, page) => ({ kind: 'provider', slug: p.slug ?? '', page })),
  },
  { pattern: '/producers/:slug', page: (p) => ({ kind: 'provider', slug: p.slug ?? '', page: 1 }) },
  {
    pattern: '/play/:producer/:name',
    page: (p) => ({ kind: 'game', producer: p.producer ?? '', name: p.name ?? '' }),
  },
];

/**
 * What a game page path shows (the path without its locale prefix).
 * @example parseGamesPath('/pokies/megaways/3') → { kind: 'category', section: 'pokies', slug: 'megaways', page: 3 }
 */
export function parseGamesPath(path: string): GamesPage {
  for (const { pattern, page } of PATTERNS) {
    const match = matchPath({ path: pattern, end: true }, path);
    const found = match && page(match.params);
    if (found) return found;
  }
  return { kind: 'other' };
}

/** The category identifiers a category page asks `games_filter` for (empty: every game). */
export function categoryIdentifiers(section: CategorySection, slug: string): string[] {
  if (slug === ALL_CATEGORY) return section === 'live' ? [LIVE_CATEGORY] : [];
  return [slug];
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

/**
 * The unprefixed path of page `n` of a game list, for links between its pages (crawlers follow
 * them; players load pages in place). Page 1 is the plain path; /categories/ lists use their
 * canonical /pokies/ form. Null where the route table has no paged path (live categories).
 * @example listPagePath({ kind: 'category', section: 'categories', slug: 'new', page: 1 }, 2) → '/pokies/new/2'
 */
export function listPagePath(page: GamesPage, n: number): string | null {
  let base: string;
  if (page.kind === 'provider') base = `/producers/${page.slug}`;
  else if (page.kind === 'category' && page.section !== 'live') base = `/pokies/${page.slug}`;
  else return null;
  return n > 1 ? `${base}/${n}` : base;
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
