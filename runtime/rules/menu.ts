import { FEATURE, isOn } from './features.ts';

/** Header top-menu items in their fixed order (spec §2); CMS pages tagged top-menu follow. */
export const TOP_MENU_ORDER = [
  'lobby',
  'pokies',
  'live',
  'sports',
  'activity-hub',
  'rocket-mart',
  'rocket-chance',
  'tournaments',
  'mystic-jackpots',
  'achievements',
  'vip-club',
] as const;
export type TopMenuItemId = (typeof TOP_MENU_ORDER)[number];

/** CMS category that puts a static page into the top menu (API-SHAPES CmsPageListItem). */
export const TOP_MENU_CMS_CATEGORY = 'top-menu';
/** CMS categories whose pages the footer appends to its info links and to its help links. */
export const BOTTOM_MENU_CMS_CATEGORY = 'bottom-menu';
export const BOTTOM_MENU_HELP_CMS_CATEGORY = 'bottom-menu-help';

export interface TopMenuItem {
  /** A TOP_MENU_ORDER id; other ids keep their place after the known items. */
  id: string;
  label?: string;
  href?: string;
  external?: boolean;
}

export interface CmsMenuPage {
  path: string;
  title: string;
  categories: readonly string[];
  hidden?: boolean;
}

export interface TopMenuContext {
  features: Readonly<Record<string, boolean>>;
  /** Host of the sports site; null hides the sports item (e.g. Estonia). */
  bettingHost: string | null;
  /** manage-promotion-pages (API-SHAPES §2): a page set to false is off for this user. */
  promotionPages?: Readonly<Record<string, boolean>>;
  /** CMS pages (GET /api/cms/pages); those tagged top-menu are appended. */
  cmsPages?: readonly CmsMenuPage[];
}

/** Items shown only when their feature is on (and not switched off in manage-promotion-pages). */
const GATED: Readonly<Partial<Record<TopMenuItemId, string>>> = {
  'activity-hub': FEATURE.activityHub,
  'rocket-mart': FEATURE.rocketMart,
  'rocket-chance': FEATURE.rocketChance,
  'mystic-jackpots': FEATURE.mysticJackpots,
};

/** Whether the external sports link is shown: the feature is on and a betting host applies. */
export function sportsLinkShown(ctx: Pick<TopMenuContext, 'features' | 'bettingHost'>): boolean {
  return isOn(ctx.features, FEATURE.sports) && ctx.bettingHost !== null;
}

/** Whether a promotion page (rocket mart, rocket chance, activity hub) is enabled for the user. */
export function promotionEnabled(
  ctx: Pick<TopMenuContext, 'features' | 'promotionPages'>,
  feature: string,
): boolean {
  return isOn(ctx.features, feature) && ctx.promotionPages?.[feature] !== false;
}

function shown(id: string, ctx: TopMenuContext, sports: boolean): boolean {
  if (id === 'lobby') return !sports;
  if (id === 'sports') return sports;
  const feature = GATED[id as TopMenuItemId];
  if (feature === FEATURE.mysticJackpots) return isOn(ctx.features, feature);
  return feature === undefined || promotionEnabled(ctx, feature);
}

/** The sports item points at the betting host; a configured path is kept, a full URL wins. */
function sportsItem(item: TopMenuItem, bettingHost: string): TopMenuItem {
  if (item.href && /^[a-z]+:\/\//i.test(item.href)) return { ...item, external: true };
  // Protocol-relative, so that the sandbox (http) and production (https) both work.
  return { ...item, href: `//${bettingHost}${item.href ?? ''}`, external: true };
}

const rank = (id: string) => {
  const i = (TOP_MENU_ORDER as readonly string[]).indexOf(id);
  return i === -1 ? TOP_MENU_ORDER.length : i;
};

/**
 * The header top menu for this visitor: configured items filtered by the rules of spec §2, in the
 * spec order, then the CMS pages tagged top-menu. Regional differences stay in JSON `when`.
 */
export function visibleTopMenu(items: readonly TopMenuItem[], ctx: TopMenuContext): TopMenuItem[] {
  const sports = sportsLinkShown(ctx);
  const known = items
    .filter((item) => shown(item.id, ctx, sports))
    .map((item, i) => ({ item, i }))
    .sort((a, b) => rank(a.item.id) - rank(b.item.id) || a.i - b.i)
    .map(({ item }) => (item.id === 'sports' && ctx.bettingHost ? sportsItem(item, ctx.bettingHost) : item));
  const pages = (ctx.cmsPages ?? [])
    .filter((p) => !p.hidden && p.categories.includes(TOP_MENU_CMS_CATEGORY))
    .map((p): TopMenuItem => ({ id: `cms:${p.path}`, label: p.title, href: p.path }));
  return [...known, ...pages];
}
