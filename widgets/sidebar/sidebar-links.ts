import { filterByCondition } from '../../runtime/config/index.ts';
import type { SiteContext } from '../../runtime/context/index.ts';
import { cmsSlug } from '../../runtime/queries/index.ts';
import {
  isSitePath,
  joinPrefix,
  leadsToPage,
  type PagePresence,
  type RouteName,
  routePath,
} from '../../runtime/routing/index.ts';
import { promotionEnabled, TOP_MENU_CMS_CATEGORY, type CmsMenuPage } from '../../runtime/rules/index.ts';
import type { SidebarIcon, SidebarItem } from './sidebar.schema.ts';

/** A sidebar link ready to render. */
export interface SidebarLink {
  key: string;
  /** Translation key, or null for a CMS page (then `label` holds its title). */
  labelKey: string | null;
  label?: string;
  href: string;
  external: boolean;
  icon?: SidebarIcon;
  count?: 'tournaments';
}

/** `name/EE`, `name/AU`: licence variants are reached through their base page, never listed. */
const LICENCE_VARIANT = /\/[A-Z]{2}$/;

function pathOf(item: SidebarItem): string | undefined {
  if (item.href) return item.href;
  if (!item.route) return undefined;
  try {
    return routePath(item.route as RouteName);
  } catch {
    // An unknown route name in a layout: the link is left out rather than leading nowhere.
    return undefined;
  }
}

export interface SidebarLinksInput {
  ctx: SiteContext;
  /** manage-promotion-pages: a page set to false is off for this player. */
  promotionPages?: Readonly<Record<string, boolean>>;
  /** CMS pages; those tagged top-menu follow the configured links. */
  cmsPages?: readonly CmsMenuPage[];
  /** Which pages exist: a link whose page does not is left out. */
  presence: PagePresence;
}

/**
 * The sidebar links of this visitor: configured links whose `when` holds, whose page exists and
 * whose promotion page (if any) is enabled for them, then the CMS pages tagged top-menu.
 */
export function sidebarLinks(
  items: readonly SidebarItem[],
  { ctx, promotionPages, cmsPages, presence }: SidebarLinksInput,
): SidebarLink[] {
  const localePrefix = ctx.localeFromPath ? `/${ctx.locale}` : '';
  const configured = filterByCondition(items, ctx).flatMap((item): SidebarLink[] => {
    if (item.feature && !promotionEnabled({ features: ctx.features, promotionPages }, item.feature))
      return [];
    const path = pathOf(item);
    if (!path || !leadsToPage({ href: path }, presence)) return [];
    const site = isSitePath(path);
    return [
      {
        key: item.id,
        labelKey: item.labelKey,
        href: site ? joinPrefix(localePrefix, path) : path,
        external: !site,
        icon: item.icon,
        count: item.count,
      },
    ];
  });
  const pages = (cmsPages ?? [])
    .filter((page) => !page.hidden && page.categories.includes(TOP_MENU_CMS_CATEGORY))
    .map((page) => cmsSlug(page.path))
    .filter((slug) => !LICENCE_VARIANT.test(slug))
    .map((slug): SidebarLink => {
      const page = cmsPages?.find((p) => cmsSlug(p.path) === slug);
      return {
        key: `cms:${slug}`,
        labelKey: null,
        label: page?.title ?? slug,
        href: joinPrefix(localePrefix, `/${slug}`),
        external: false,
        icon: 'info',
      };
    });
  return [...configured, ...pages];
}
