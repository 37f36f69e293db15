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
  /** The language's own name, e.g. "Deutsch", "Eesti", "Français (Canada)". */
  name: string;
  /** The current page under that locale (spec §2: `/{locale}{path}`, the default unprefixed). */
  href: string;
  current: boolean;
}

/**
 * The name of a language in that language, capitalised: the switch is read by people who do not
 * read the current one. Falls back to the code where the runtime has no display names.
 * @example languageName('de') // 'Deutsch'
 */
export function languageName(locale: Locale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // No Intl.DisplayNames (old runtimes): the code is still understandable.
  }
  return locale;
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
