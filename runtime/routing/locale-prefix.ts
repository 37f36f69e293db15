import { matchLocale } from '../context/locales.ts';
import { LOCALES, type Locale } from '../context/types.ts';

export interface LocaleSplit {
  locale: Locale;
  /** '/de' when the path carries the locale, '' for the unprefixed default. */
  localePrefix: string;
  /** The path without the prefix, always starting with '/'. */
  path: string;
}

/**
 * Reads the locale from the first path segment when it is one of the ten locales and enabled
 * for the brand, in any case (`/en-au/` is `en-AU`); otherwise the default locale applies and the
 * path is left whole.
 * @example splitLocalePrefix('/de/pokies/all', ['en', 'de'], 'en') → { locale: 'de', localePrefix: '/de', path: '/pokies/all' }
 */
export function splitLocalePrefix(
  pathname: string,
  enabledLocales: readonly Locale[],
  defaultLocale: Locale,
): LocaleSplit {
  const first = pathname.split('/')[1];
  const locale = matchLocale(first, enabledLocales);
  if (first && locale) {
    const rest = pathname.slice(first.length + 1);
    return { locale, localePrefix: `/${locale}`, path: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, localePrefix: '', path: pathname === '' ? '/' : pathname };
}

/**
 * Removes any of the ten locale prefixes (enabled or not): the switcher builds on the bare path.
 * A query or hash after the path is kept: '/de?x=1' → '/?x=1'.
 */
export function stripAnyLocalePrefix(pathname: string): string {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  if (!match || !matchLocale(match[1], LOCALES)) return pathname === '' ? '/' : pathname;
  const rest = match[2] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Puts a locale prefix before an unprefixed path: ('/de', '/') → '/de', ('', '/') → '/'. */
export function joinPrefix(localePrefix: string, path: string): string {
  if (localePrefix === '') return path;
  if (path === '/') return localePrefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${localePrefix}${path.slice(1)}`;
  return `${localePrefix}${path}`;
}
