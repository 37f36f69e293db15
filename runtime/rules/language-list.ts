import type { Locale } from '../context/types.ts';

/**
 * The locales the language switch offers: the brand's, minus those hidden on this host (spec §2:
 * Australian English on some hosts). A hidden locale is still routable, so when the visitor is on
 * it, it stays listed: the switch must be able to show the current language.
 * @example languageChoices(['en', 'de', 'en-AU'], ['en-AU'], 'en') // ['en', 'de']
 */
export function languageChoices(
  brandLocales: readonly Locale[],
  hiddenLocales: readonly Locale[] | undefined,
  current: Locale,
): Locale[] {
  const hidden = new Set(hiddenLocales ?? []);
  return brandLocales.filter((locale) => locale === current || !hidden.has(locale));
}
