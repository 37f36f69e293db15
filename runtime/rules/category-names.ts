/**
 * What names a game category page: its section, slug and title key. Apart from game-pages.ts
 * (the path parser, which the widgets use) so that the shell's page title takes only this.
 */

/** Sections of category pages: their paths start with `/pokies`, `/live` or `/categories`. */
export type CategorySection = 'pokies' | 'live' | 'categories';

/** Category slug that stands for a whole section (`/pokies/all`, `/live/all`). */
export const ALL_CATEGORY = 'all';
/** The live section's own category identifier. */
export const LIVE_CATEGORY = 'live';
/** The category of recommended games, offered when a search finds nothing (spec §4). */
export const RECOMMENDED_CATEGORY = 'recommended';

/** The category slug whose list rules (random card, cashback card) apply to a category page. */
export function listCategory(section: CategorySection, slug: string): string {
  return section === 'live' && slug === ALL_CATEGORY ? LIVE_CATEGORY : slug;
}

/** Message key of a category title: `CATEGORIES.BONUS_BUY` for 'bonus-buy'. */
export function categoryTitleKey(slug: string): string {
  return `CATEGORIES.${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}
