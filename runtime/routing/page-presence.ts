import { routePath } from './links.ts';
import { stripAnyLocalePrefix } from './locale-prefix.ts';
import { matchRoute, type Matched, type RouteLookup } from './match-route.ts';
import { buildPath, isSitePath, matchPattern, pathWithoutQuery } from './path-pattern.ts';
import { getRoute, REDIRECTS, type RouteDefinition, type RouteName } from './route-table.ts';

/**
 * What decides whether a page exists: the pages (layout ids) of the brand, its own and `_base`'s,
 * and the CMS static pages. A route of the table whose layout the brand does not have is absent
 * until that page is built: it is not found, and nothing links to it.
 */
export interface PagePresence extends RouteLookup {
  pages: readonly string[];
}

/** A link as configuration gives it: a site path or an https address, or a route by name. */
export interface LinkTarget {
  href?: string;
  route?: string;
}

/**
 * Whether a route has its page: the brand (or `_base`) has the route's layout.
 * @example routePresent(getRoute('tournaments'), ['lobby', 'category']) → false
 */
export function routePresent(route: Pick<RouteDefinition, 'layout'>, pages: readonly string[]): boolean {
  return pages.includes(route.layout);
}

/** Redirects followed at most, in case two of them ever pointed at each other. */
const MAX_REDIRECTS = 3;

/**
 * The route an unprefixed path (without query) shows once the table's redirects are followed,
 * present or not; null when no route matches.
 */
export function routeOfPath(path: string, lookup: RouteLookup, depth = 0): Matched | null {
  for (const redirect of REDIRECTS) {
    const params = matchPattern(redirect.from, path);
    if (!params) continue;
    return depth < MAX_REDIRECTS ? routeOfPath(buildPath(redirect.to, params), lookup, depth + 1) : null;
  }
  return matchRoute(path, lookup);
}

/** The present route an unprefixed path (without query) shows, or null when it leads to no page. */
export function presentRouteOf(path: string, presence: PagePresence): Matched | null {
  const matched = routeOfPath(path, presence);
  return matched && routePresent(matched.route, presence.pages) ? matched : null;
}

/**
 * Whether a configured link leads to a page (the one rule for menus, banners and footers): a site
 * path whose route (after redirects, with or without a locale prefix) is present, a named route
 * that is present, or any address elsewhere (the other site answers for itself). A link that
 * names neither leads nowhere.
 * @example leadsToPage({ href: '/tournaments' }, presence) // false while there is no tournaments layout
 * @example leadsToPage({ href: 'https://blog.example' }, presence) // true
 */
export function leadsToPage(target: LinkTarget, presence: PagePresence): boolean {
  if (target.href) {
    if (!isSitePath(target.href)) return true;
    return presentRouteOf(pathWithoutQuery(stripAnyLocalePrefix(target.href)) || '/', presence) !== null;
  }
  if (!target.route) return false;
  try {
    return routePresent(getRoute(target.route as RouteName), presence.pages);
  } catch {
    return false;
  }
}

/**
 * Where a player whose limit is reached goes instead of a game: the limits tab of the profile
 * when the brand has that page, the lobby until then (an unprefixed path).
 */
export function limitsPathFor(presence: PagePresence): string {
  const limits = routePath('profile-limits');
  return presentRouteOf(limits, presence) ? limits : '/';
}
