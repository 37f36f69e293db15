import type { Licence } from '../context/types.ts';
import { matchPattern, pathSegments, type PathParams } from './path-pattern.ts';
import { DYNAMIC_ROUTES, ROUTES, type RouteDefinition, type RouteName } from './route-table.ts';

/** The licence-suffix country: CW-licence visitors from here read `name/AU` static pages. */
const COUNTRY_WITH_OWN_STATIC_PAGES = 'AU';

/** What besides the table decides which route a path is: the CMS pages and jackpots served. */
export interface RouteLookup {
  /** Slugs of the CMS static pages, licence variants included (`terms-and-conditions/EE`). */
  cmsPageSlugs: readonly string[];
  licence: Licence;
  country: string;
  /** Identifiers of jackpots served at `/{identifier}`. */
  jackpotSlugs?: readonly string[];
}

export interface Matched {
  route: RouteDefinition & { name: RouteName };
  params: PathParams;
}

/** Finds the table route (or CMS page, or jackpot) for an unprefixed path: the first that matches. */
export function matchRoute(path: string, lookup: RouteLookup): Matched | null {
  for (const route of ROUTES) {
    const params = matchPattern(route.path, path, 'constraints' in route ? route.constraints : undefined);
    if (params) return { route, params: { ...params, ...('params' in route ? route.params : {}) } };
  }
  const slug = staticPageSlug(path, lookup);
  if (slug) return { route: DYNAMIC_ROUTES.staticPage, params: { slug } };
  const segments = pathSegments(path);
  const [only] = segments;
  if (segments.length === 1 && only !== undefined && lookup.jackpotSlugs?.includes(only)) {
    return { route: DYNAMIC_ROUTES.jackpot, params: { jackpot: only } };
  }
  return null;
}

/**
 * The CMS slug a path shows, preferring the licence variant (`name/AU` for the CW licence
 * with AU geo, otherwise `name/{licence}`) when that page exists.
 */
export function staticPageSlug(
  path: string,
  { cmsPageSlugs, licence, country }: Pick<RouteLookup, 'cmsPageSlugs' | 'licence' | 'country'>,
): string | null {
  const params = matchPattern('/*', path);
  const slug = params?.rest;
  if (!slug) return null;
  const suffix = licence === 'CW' && country.toUpperCase() === COUNTRY_WITH_OWN_STATIC_PAGES ? 'AU' : licence;
  const variant = `${slug}/${suffix}`;
  if (cmsPageSlugs.includes(variant)) return variant;
  return cmsPageSlugs.includes(slug) ? slug : null;
}
