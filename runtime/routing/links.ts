import type { Locale } from '../context/types.ts';
import { joinPrefix, stripAnyLocalePrefix } from './locale-prefix.ts';
import { buildPath, isSitePath, pathWithoutQuery } from './path-pattern.ts';
import { getRoute, type RouteName } from './route-table.ts';
import { isSameOriginPath } from './same-origin-path.ts';

/**
 * Language-switcher link: the current path with its locale prefix removed, under the new
 * locale; the default locale goes unprefixed. Query and hash are kept.
 * @example localeHref('de', '/en-CA/pokies/all?x=1', 'en') → '/de/pokies/all?x=1'
 */
export function localeHref(locale: Locale, path: string, defaultLocale: Locale): string {
  const bare = stripAnyLocalePrefix(path);
  return locale === defaultLocale ? bare : joinPrefix(`/${locale}`, bare);
}

/**
 * An in-app link under the current locale; absolute URLs and non-path links pass unchanged.
 * @example withLocale('/promotions', 'de', 'en') → '/de/promotions'
 */
export function withLocale(path: string, locale: Locale, defaultLocale: Locale): string {
  if (!isSitePath(path) || locale === defaultLocale) return path;
  return joinPrefix(`/${locale}`, path);
}

export interface HreflangLink {
  /** A locale code, or 'x-default' for the default locale's unprefixed page. */
  hreflang: string;
  href: string;
}

/**
 * `<link rel="alternate" hreflang>` entries of a page for every enabled locale, plus x-default.
 * @example hreflangLinks('/de/support', ['en', 'de'], 'https://nova.localhost', 'en')
 *   → [{ hreflang: 'en', href: 'https://nova.localhost/support' }, { hreflang: 'de', ... '/de/support' }, { hreflang: 'x-default', ... '/support' }]
 */
export function hreflangLinks(
  path: string,
  enabledLocales: readonly Locale[],
  origin: string,
  defaultLocale: Locale,
): HreflangLink[] {
  const base = origin.replace(/\/+$/, '');
  const bare = pathWithoutQuery(path);
  const links = enabledLocales.map((locale) => ({
    hreflang: locale,
    href: `${base}${localeHref(locale, bare, defaultLocale)}`,
  }));
  return [
    ...links,
    { hreflang: 'x-default', href: `${base}${localeHref(defaultLocale, bare, defaultLocale)}` },
  ];
}

/**
 * The unprefixed path of a named route; fixed params of the route (tabs) need not be given.
 * @example routePath('game', { producer: 'netent', name: 'starburst' }) → '/play/netent/starburst'
 */
export function routePath(name: RouteName, params: Readonly<Record<string, string | number>> = {}): string {
  return buildPath(getRoute(name).path, params);
}

/**
 * The target of a `redirect` query, a `continueTo` or a game's redirect message, followed only
 * when `isSameOriginPath` accepts it (DESIGN.md Safety); anything else gives the fallback.
 * @example safeRedirectTarget('//evil.example/x', '/') → '/'
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string): string {
  if (!value || !isSameOriginPath(value)) return fallback;
  return value;
}
