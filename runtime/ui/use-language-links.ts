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
  let name = languageNames.get(locale);
  if (name === undefined) {
    name = displayedLanguageName(locale);
    languageNames.set(locale, name);
  }
  return name;
}

/**
 * Each language's name once: building an Intl.DisplayNames costs some 5 ms at 4× CPU slow-down,
 * and the language list names ten of them on every render of the phone menu.
 */
const languageNames = new Map<Locale, string>();

/**
 * Builds the names of `locales` ahead of a menu that lists them, one per idle moment of the
 * browser (each is a few milliseconds at 4× CPU slow-down, ten at once were a long task when the
 * phone menu opened). Returns what stops it.
 * @example useEffect(() => warmLanguageNames(brand.locales), [brand]);
 */
export function warmLanguageNames(locales: readonly Locale[]): () => void {
  const left = locales.filter((locale) => !languageNames.has(locale));
  let stopped = false;
  const idle = (task: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 1);
  const next = () => {
    const locale = left.shift();
    if (stopped || locale === undefined) return;
    languageName(locale);
    idle(next);
  };
  idle(next);
  return () => {
    stopped = true;
  };
}

function displayedLanguageName(locale: Locale): string {
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
