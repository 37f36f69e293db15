import { useLocation } from 'react-router';
import { useBrand } from '../config/use-brand.ts';
import { resolveLocale } from '../context/resolve-context.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import type { Locale } from '../context/types.ts';
import { localeHref } from '../routing/links.ts';
import { languageChoices } from '../rules/language-list.ts';

/** One entry of the language switch. */
export interface LanguageLink {
  locale: Locale;
  /** The language's own name, e.g. "Deutsch", "Eesti", "Français canadien". */
  name: string;
  /** The current page under that locale (spec §2: `/{locale}{path}`, the default unprefixed). */
  href: string;
  current: boolean;
}

/**
 * Each locale's language named in itself, capitalised, as Intl.DisplayNames names it (a test
 * checks that): the switch is read by people who do not read the current one. A table, not
 * Intl.DisplayNames at run time: building one costs 4-30 ms at 4× CPU slow-down (its first loads
 * the browser's locale data), and the phone menu names ten.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'Australian English',
  'en-CA': 'Canadian English',
  'fr-CA': 'Français canadien',
  'en-NZ': 'English (New Zealand)',
  no: 'Norsk',
  it: 'Italiano',
  et: 'Eesti',
  'en-IE': 'English (Ireland)',
};

/**
 * The name of a language in that language.
 * @example languageName('de') // 'Deutsch'
 */
export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale] ?? locale;
}

/**
 * The language switch entries of this page view: brand locales minus the host's hidden ones,
 * each linking to the current path, query and hash under that locale.
 */
export function useLanguageLinks(): LanguageLink[] {
  const ctx = useSiteContext();
  const { pathname, search, hash } = useLocation();
  const brandLocales = useBrand()?.locales ?? [ctx.locale];
  const defaultLocale = resolveLocale('/', ctx.country, brandLocales).locale;
  return languageChoices(brandLocales, ctx.hiddenLocales, ctx.locale).map((locale) => ({
    locale,
    name: languageName(locale),
    href: localeHref(locale, `${pathname}${search}${hash}`, defaultLocale),
    current: locale === ctx.locale,
  }));
}
