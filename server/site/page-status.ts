import { resolveContext, resolveLocale } from '../../runtime/context/resolve-context.ts';
import type { ContextUser } from '../../runtime/context/types.ts';
import { resolveRoute } from '../../runtime/routing/resolve-route.ts';
import type { BrandConfig } from '../../schemas/brand.schema.ts';

/**
 * The HTTP status of a page document: 404 when the client will show its
 * not-found page, so that crawlers and monitors see the truth while the player still gets the
 * page. Decided by the client's own route resolution with the visitor's context, as
 * runtime/app/page-view.tsx calls it.
 */

export interface PageStatusInput {
  pathname: string;
  /** The Host the page was asked for. */
  host: string;
  brand: BrandConfig;
  /** Body of GET /api/current_ip. */
  geo: unknown;
  /** Body of GET /api/player, or null for a guest. */
  player: unknown;
  /** The brand's pages (layout ids, its own and `_base`'s): a route without one is absent. */
  pages: readonly string[];
  /**
   * Slugs of the CMS static pages in a locale, as the client gets them (GET /api/cms/pages?l=);
   * null when they cannot be read (the page may be one: 200).
   */
  cmsPageSlugs(locale: string): Promise<readonly string[] | null>;
  /**
   * Identifiers of the jackpots served at `/{identifier}` (GET /api/jackpots), asked for only when
   * the brand has the jackpot page; null when they cannot be read.
   */
  jackpotSlugs?(): Promise<readonly string[] | null>;
}

/**
 * 404 when no route, redirect, CMS static page or licence variant of one answers the path, for
 * this visitor; 200 otherwise, and when the CMS page list cannot be read. The CMS page list is asked for only when the route table has no
 * answer.
 * @example await pageStatus({ pathname: '/no-such-page', ... }) // 404
 */
export async function pageStatus(input: PageStatusInput): Promise<200 | 404> {
  const { brand } = input;
  const context = resolveContext({
    host: input.host,
    pathname: input.pathname,
    geoCountry: (input.geo as { country_code?: string | null } | null)?.country_code ?? null,
    user: (input.player as ContextUser | null) ?? null,
    brands: [brand],
    device: 'desktop',
  });
  const resolve = (cmsPageSlugs: readonly string[], jackpotSlugs: readonly string[] = []) =>
    resolveRoute({
      pathname: input.pathname,
      search: '',
      hash: '',
      auth: context.auth,
      restriction: context.restriction,
      enabledLocales: brand.locales,
      defaultLocale: resolveLocale('/', context.country, brand.locales).locale,
      features: context.features,
      cmsPageSlugs,
      jackpotSlugs,
      pages: input.pages,
      licence: context.licence,
      country: context.country,
      limitReached: false,
      previousPath: null,
    }).kind;
  if (resolve([]) !== 'not-found') return 200;
  const slugs = await input.cmsPageSlugs(context.locale);
  if (slugs === null) return 200;
  if (resolve(slugs) !== 'not-found') return 200;
  if (!input.jackpotSlugs || !input.pages.includes('jackpot')) return 404;
  const jackpots = await input.jackpotSlugs();
  return jackpots !== null && resolve(slugs, jackpots) === 'not-found' ? 404 : 200;
}
