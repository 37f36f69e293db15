import { LOCALES, type Locale } from './types.ts';

/** The fallback locale (spec §1: first of the ten). */
export const FALLBACK_LOCALE: Locale = LOCALES[0];

/** Country → default locale (spec §1: chosen from the visitor's country; Canada is en). */
export const COUNTRY_DEFAULT_LOCALE: Readonly<Record<string, Locale>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  NO: 'no',
  IT: 'it',
  EE: 'et',
  AU: 'en-AU',
  NZ: 'en-NZ',
  IE: 'en-IE',
  CA: 'en',
};

/**
 * The locale a visitor from this country gets on an unprefixed path.
 * @example defaultLocaleFor('at') // 'de'
 */
export function defaultLocaleFor(country: string): Locale {
  return COUNTRY_DEFAULT_LOCALE[country.toUpperCase()] ?? FALLBACK_LOCALE;
}

/** Whether a string is one of the ten locales, exactly as spelled in LOCALES. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale whose messages a regional locale's extend: `en-AU`, `en-CA`, `en-NZ` and `en-IE`
 * hold only what differs from `en` (spelling, currency words), every other text is `en`'s. A
 * locale whose language is no locale of its own (`fr-CA`: there is no `fr`) is whole, as are
 * the others.
 * @example messagesBaseLocale('en-AU') // 'en'; messagesBaseLocale('fr-CA') // null
 */
export function messagesBaseLocale(locale: Locale): Locale | null {
  const language = locale.split('-', 1)[0] ?? locale;
  return language !== locale && isLocale(language) ? language : null;
}

/**
 * The locales whose messages stand in for a text the locale lacks, nearest first: its base
 * (a regional locale), then the fallback locale (spec §8).
 * @example messageFallbacks('en-AU') // ['en']; messageFallbacks('de') // ['en']; messageFallbacks('en') // []
 */
export function messageFallbacks(locale: Locale): Locale[] {
  const chain = [messagesBaseLocale(locale), FALLBACK_LOCALE].filter(
    (fallback): fallback is Locale => fallback !== null && fallback !== locale,
  );
  return [...new Set(chain)];
}

/**
 * The locale named by the first path segment, when it is a locale enabled for the brand.
 * Matching ignores case (`/en-au/` is `en-AU`) so that hand-typed links still work.
 * @example localeFromPath('/de/pokies/all', ['en', 'de']) // 'de'
 */
export function localeFromPath(pathname: string, enabled: readonly Locale[]): Locale | null {
  return matchLocale(
    pathname.split('/').find((s) => s !== ''),
    enabled,
  );
}

/**
 * The locale of `candidates` that a path segment names, ignoring case: the one rule of what a
 * locale prefix is, for the site context and the router alike.
 * @example matchLocale('en-au', LOCALES) // 'en-AU'; matchLocale('pokies', LOCALES) // null
 */
export function matchLocale(segment: string | undefined, candidates: readonly Locale[]): Locale | null {
  if (!segment) return null;
  const lower = segment.toLowerCase();
  return candidates.find((l) => l.toLowerCase() === lower) ?? null;
}

/** The path without its locale prefix, e.g. `/de/pokies` → `/pokies`, `/de` → `/`. */
export function stripLocalePrefix(pathname: string, enabled: readonly Locale[]): string {
  const locale = localeFromPath(pathname, enabled);
  if (!locale) return pathname;
  const rest = pathname.replace(/^\/*[^/]+/, '');
  return rest === '' ? '/' : rest;
}
