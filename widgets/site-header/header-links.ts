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
import { visibleTopMenu, type CmsMenuPage, type TopMenuItem } from '../../runtime/rules/index.ts';
import type { SiteHeaderIcon, SiteHeaderMenuItem } from './site-header.schema.ts';

/** A top-menu entry ready to render: translated label, localised href. */
export interface HeaderLink {
  key: string;
  label: string;
  href: string;
  external: boolean;
  icon?: SiteHeaderIcon;
}

export interface HeaderLinksInput {
  t: (key: string) => string;
  ctx: SiteContext;
  /** '/de' when the locale came from the path, '' for the default locale. */
  localePrefix: string;
  /** manage-promotion-pages: a page set to false is off for this user. */
  promotionPages?: Readonly<Record<string, unknown>> | null;
  cmsPages?: readonly CmsMenuPage[];
  /** Which pages exist: an item whose page does not is left out. */
  presence: PagePresence;
}

/** `name/EE`, `name/AU`: licence variants are reached through their base page, never listed. */
const LICENCE_VARIANT = /\/[A-Z]{2}$/;

function pathOf(item: SiteHeaderMenuItem): string | undefined {
  if (item.href) return item.href;
  if (!item.route) return undefined;
  try {
    return routePath(item.route as RouteName);
  } catch {
    // An unknown route name in a layout: the item is left out rather than linking nowhere.
    return undefined;
  }
}

/**
 * The top menu of this visitor: the configured items whose `when` holds, filtered and ordered by
 * the spec §2 rules (runtime/rules/menu.ts), then the CMS pages tagged top-menu; an item whose
 * page does not exist (yet) is left out.
 */
export function headerLinks(
  items: readonly SiteHeaderMenuItem[],
  { t, ctx, localePrefix, promotionPages, cmsPages, presence }: HeaderLinksInput,
): HeaderLink[] {
  const icons = new Map<string, SiteHeaderIcon | undefined>();
  const configured = filterByCondition(items, ctx).map((item): TopMenuItem => {
    icons.set(item.id, item.icon);
    return { id: item.id, label: t(item.labelKey), href: pathOf(item), external: item.external };
  });
  const pages = (cmsPages ?? [])
    .filter((page) => !LICENCE_VARIANT.test(page.path))
    .map((page) => ({ ...page, path: `/${cmsSlug(page.path)}` }));
  const menu = visibleTopMenu(configured, {
    features: ctx.features,
    bettingHost: ctx.bettingHost,
    promotionPages: Object.fromEntries(
      Object.entries(promotionPages ?? {}).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    ),
    cmsPages: pages,
  });
  const seen = new Map<string, number>();
  return menu.flatMap((item) => {
    if (!item.href || !leadsToPage({ href: item.href }, presence)) return [];
    // The same id may be configured twice (e.g. two mystic jackpot entries): keys stay unique.
    const n = seen.get(item.id) ?? 0;
    seen.set(item.id, n + 1);
    return [
      {
        key: n === 0 ? item.id : `${item.id}-${n}`,
        label: item.label ?? item.id,
        href: isSitePath(item.href) ? joinPrefix(localePrefix, item.href) : item.href,
        external: item.external === true,
        icon: icons.get(item.id),
      },
    ];
  });
}
