import type { AuthState, Licence, Locale, RestrictionLevel } from '../context/types.ts';
import { MAX_INDEXED_PATH_SEGMENTS } from '../rules/layout.ts';
import { joinPrefix, splitLocalePrefix } from './locale-prefix.ts';
import { matchRoute, staticPageSlug, type Matched } from './match-route.ts';
import { limitsPathFor, presentRouteOf, routePresent, type PagePresence } from './page-presence.ts';
import { buildPath, matchPattern, pathSegments, pathWithoutQuery, type PathParams } from './path-pattern.ts';
import { isSameOriginPath } from './same-origin-path.ts';
import {
  REDIRECTS,
  REGISTRATION_ROUTES,
  type LayoutId,
  type ModalName,
  type RestrictedWarning,
  type RouteDefinition,
  type RouteName,
} from './route-table.ts';

export { staticPageSlug } from './match-route.ts';

/** Where a player with a limit reached goes instead of a game (spec §2 game guard). */

export interface RouteInput extends PagePresence {
  pathname: string;
  /** '' or '?a=b'. */
  search: string;
  /** '' or '#x'. */
  hash: string;
  auth: AuthState;
  restriction: RestrictionLevel;
  enabledLocales: readonly Locale[];
  /** The visitor's default locale: served unprefixed. */
  defaultLocale: Locale;
  features: Readonly<Record<string, boolean>>;
  /** Slugs of the CMS static pages, licence variants included (`terms-and-conditions/EE`). */
  cmsPageSlugs: readonly string[];
  /**
   * The brand's pages (layout ids, its own and `_base`'s): a route whose layout is not among
   * them is absent, so its path is not found (as is a redirect or feature fallback to it).
   */
  pages: readonly string[];
  licence: Licence;
  country: string;
  /** A player with any limit reached cannot open a game. */
  limitReached: boolean;
  /** The path (with query) of the page rendered before this one; null on the first page. */
  previousPath: string | null;
  /** Identifiers of jackpots served at `/{identifier}`. */
  jackpotSlugs?: readonly string[];
  /** Profile incomplete for a fiat currency: the personal-info popup replaces the cashbox. */
  profileIncomplete?: boolean;
  /** Whether the points-store sale is on; false sends the discounts tab to the all tab. */
  saleActive?: boolean;
}

export interface RouteModal {
  name: ModalName;
  /** Route params (cashbox `step`, popup `name`) and the query (tokens, `redirect`). */
  params: Record<string, string>;
  /** Where closing the popup goes: the previous page, or main. */
  closeTo: string;
}

/**
 * The popup a route opens: the named-popup route (/popup/:name) opens the popup its path names.
 * @example popupName({ name: 'named', params: { name: 'currency-select' } }) // 'currency-select'
 */
export function popupName(modal: Pick<RouteModal, 'name' | 'params'>): string {
  return modal.name === 'named' && modal.params.name ? modal.params.name : modal.name;
}

export interface RouteSeo {
  noindex: boolean;
  /** Canonical path (prefix kept, no query); the page puts the origin before it. */
  canonical: string;
  /** False for pages without SEO meta (the wheel). */
  meta: boolean;
}

export interface RouteRender {
  kind: 'render';
  route: RouteDefinition & { name: RouteName };
  params: PathParams;
  query: Record<string, string>;
  locale: Locale;
  localePrefix: string;
  layout: LayoutId;
  fullWidth: boolean;
  /** The page counts as the lobby (banner, lobby menu item). */
  lobby: boolean;
  modal?: RouteModal;
  restrictedWarning?: RestrictedWarning;
  seo: RouteSeo;
}

export interface RouteRedirect {
  kind: 'redirect';
  to: string;
  /** A popup to open once the target renders (the cashbox guard lands on main with it). */
  modal?: RouteModal;
}

export interface RouteNotFound {
  kind: 'not-found';
  locale: Locale;
  localePrefix: string;
}

export type RouteResolution = RouteRender | RouteRedirect | RouteNotFound;

/** Fixed static pages always render; their slug may still take the licence variant. */
function withStaticVariant(matched: Matched, input: RouteInput): Matched {
  if (matched.route.layout !== 'static-page' || matched.route.name === 'static-page') return matched;
  const slug = matched.params.slug;
  if (slug === undefined) return matched;
  return { ...matched, params: { ...matched.params, slug: staticPageSlug(`/${slug}`, input) ?? slug } };
}

function queryRecord(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

function routeOfPath(fullPath: string, input: RouteInput): Matched | null {
  const { path } = splitLocalePrefix(pathWithoutQuery(fullPath), input.enabledLocales, input.defaultLocale);
  return matchRoute(path, input);
}

function canonicalPath(localePrefix: string, path: string): string {
  return joinPrefix(localePrefix, path.replace(/^\/categories\//, '/pokies/'));
}

/**
 * Decides what a URL shows (spec §2): a redirect, a page with its layout (and popup), or
 * not found. Pure: everything it depends on is in `input`.
 * @example resolveRoute({ ...input, pathname: '/cashbox', auth: 'guest' }) → { kind: 'redirect', to: '/registration?redirect=%2Fcashbox' }
 */
export function resolveRoute(input: RouteInput): RouteResolution {
  const { pathname, search, hash, auth } = input;

  if (pathname.length > 1 && pathname.endsWith('/')) {
    const stripped = pathname.replace(/\/+$/, '');
    const target = `${stripped === '' ? '/' : stripped}${search}${hash}`;
    // `//evil.example/` would strip to `//evil.example`: a redirect leaves the site never.
    return { kind: 'redirect', to: isSameOriginPath(target) ? target : '/' };
  }

  const { locale, localePrefix, path } = splitLocalePrefix(
    pathname,
    input.enabledLocales,
    input.defaultLocale,
  );
  const main = joinPrefix(localePrefix, '/');

  const notFound: RouteNotFound = { kind: 'not-found', locale, localePrefix };
  // A redirect or a feature fallback to a page that does not exist yet leads nowhere.
  const leadsToPage = (target: string) => presentRouteOf(target, input) !== null;

  for (const redirect of REDIRECTS) {
    const params = matchPattern(redirect.from, path);
    if (params) {
      const to = buildPath(redirect.to, params);
      if (!leadsToPage(to)) return notFound;
      return { kind: 'redirect', to: `${joinPrefix(localePrefix, to)}${redirect.keepQuery ? search : ''}` };
    }
  }

  const found = matchRoute(path, input);
  if (!found || !routePresent(found.route, input.pages)) return notFound;
  const { route, params } = withStaticVariant(found, input);
  const query = queryRecord(search);

  if (route.feature && input.features[route.feature.key] !== true) {
    if (!leadsToPage(route.feature.fallback)) return notFound;
    return { kind: 'redirect', to: joinPrefix(localePrefix, route.feature.fallback) };
  }

  const seo: RouteSeo = {
    noindex: pathSegments(pathname).length > MAX_INDEXED_PATH_SEGMENTS,
    canonical: canonicalPath(localePrefix, path),
    meta: route.seoMeta !== false,
  };
  const render = (extra: Partial<RouteRender> = {}): RouteRender => ({
    kind: 'render',
    route,
    params,
    query,
    locale,
    localePrefix,
    layout: route.layout,
    fullWidth: route.fullWidth === true,
    lobby: route.lobby === true,
    seo,
    ...extra,
  });

  if (auth === 'guest' && input.restriction !== 'none' && route.restricted) {
    // The page stays, without its popup; a game cannot show, so its place is the lobby.
    return render({ layout: route.modal ? route.layout : 'lobby', restrictedWarning: route.restricted });
  }

  if (route.auth === 'required' && auth === 'guest') {
    const redirect = new URLSearchParams({ redirect: `${pathname}${search}` });
    return { kind: 'redirect', to: `${joinPrefix(localePrefix, '/registration')}?${redirect.toString()}` };
  }
  if (route.auth === 'guest-only' && auth === 'player') return { kind: 'redirect', to: main };

  if (route.game && auth === 'player' && input.limitReached) {
    return { kind: 'redirect', to: joinPrefix(localePrefix, limitsPathFor(input)) };
  }

  if (route.name === 'rocket-mart-discounts' && (auth === 'guest' || input.saleActive === false)) {
    return { kind: 'redirect', to: joinPrefix(localePrefix, '/rocket-mart/all') };
  }

  if (route.game) {
    const mode = auth === 'player' && query.mode !== 'demo' ? 'real' : 'demo';
    return render({ params: { ...params, mode } });
  }

  if (route.modal) {
    const previous = input.previousPath === null ? null : routeOfPath(input.previousPath, input);
    const personalInfo = route.cashbox && input.profileIncomplete === true;
    const modal: RouteModal = {
      name: personalInfo ? 'personal-info' : route.modal,
      // Once the profile is complete the player goes on to the cashbox step they asked for.
      params: { ...query, ...params, ...(personalInfo ? { continueTo: `${path}${search}` } : {}) },
      closeTo: input.previousPath !== null && previous && !previous.route.modal ? input.previousPath : main,
    };
    if (
      route.cashbox &&
      (input.previousPath === null || (previous && REGISTRATION_ROUTES.includes(previous.route.name)))
    ) {
      return { kind: 'redirect', to: main, modal: { ...modal, closeTo: main } };
    }
    return render({ modal });
  }

  return render();
}
