import { filterByCondition } from '../../runtime/config/index.ts';
import type { SiteContext } from '../../runtime/context/index.ts';
import {
  isSitePath,
  joinPrefix,
  leadsToPage,
  type PagePresence,
  type RouteName,
  routePath,
} from '../../runtime/routing/index.ts';
import { visibleTopMenu } from '../../runtime/rules/index.ts';
import type { BottomBarIcon, BottomBarItem } from './bottom-bar.schema.ts';

/** What a cell of the bar is, once its `when`, route and the sports rule are applied. */
export type BottomBarCell =
  | { kind: 'account'; key: string }
  | { kind: 'menu'; key: string; labelKey: string; icon?: BottomBarIcon }
  | {
      kind: 'link';
      key: string;
      labelKey: string;
      icon?: BottomBarIcon;
      href: string;
      external: boolean;
      /** Unprefixed paths on which the cell is the current one. */
      activeOn: readonly string[];
    };

function pathOf(item: BottomBarItem): string | undefined {
  if (item.href) return item.href;
  if (!item.route) return undefined;
  try {
    return routePath(item.route as RouteName);
  } catch {
    // An unknown route name in a layout: the cell is left out rather than linking nowhere.
    return undefined;
  }
}

/** The cells of the bar for this visitor, in the configured order; a link to no page is left out. */
export function bottomBarCells(
  items: readonly BottomBarItem[],
  ctx: SiteContext,
  presence: PagePresence,
): BottomBarCell[] {
  const localePrefix = ctx.localeFromPath ? `/${ctx.locale}` : '';
  return filterByCondition(items, ctx).flatMap((item): BottomBarCell[] => {
    if (item.id === 'account') return [{ kind: 'account', key: item.id }];
    if (!item.labelKey) return [];
    if (item.id === 'menu') return [{ kind: 'menu', key: item.id, labelKey: item.labelKey, icon: item.icon }];
    if (item.id === 'sports') {
      // The one sports rule of the site (feature on, a betting host, never Estonia) and its link.
      const [sports] = visibleTopMenu([{ id: 'sports', href: item.href }], {
        features: ctx.features,
        bettingHost: ctx.bettingHost,
      });
      if (!sports?.href) return [];
      return [
        {
          kind: 'link',
          key: item.id,
          labelKey: item.labelKey,
          icon: item.icon,
          href: sports.href,
          external: true,
          activeOn: [],
        },
      ];
    }
    const path = pathOf(item);
    if (!path || !leadsToPage({ href: path }, presence)) return [];
    const site = isSitePath(path);
    return [
      {
        kind: 'link',
        key: item.id,
        labelKey: item.labelKey,
        icon: item.icon,
        href: site ? joinPrefix(localePrefix, path) : path,
        external: !site,
        activeOn: item.activeOn ?? (site ? [path] : []),
      },
    ];
  });
}

/**
 * Whether a cell is the current section: "/" only on the home page, other paths also below them.
 * @example isActivePath('/pokies/megaways', ['/pokies']) // true
 */
export function isActivePath(path: string, activeOn: readonly string[]): boolean {
  return activeOn.some((p) => (p === '/' ? path === '/' : path === p || path.startsWith(`${p}/`)));
}
