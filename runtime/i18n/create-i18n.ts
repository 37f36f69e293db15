import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getMessages, translationBucket, type MessageTree } from '../api/cms.ts';
import { LOCALES, type Locale } from '../context/types.ts';

/** The locale whose messages stand in for a missing key (spec §1: the first locale). */
export const FALLBACK_LOCALE: Locale = LOCALES[0];
const NAMESPACE = 'translation';

export interface I18nOptions {
  /** Loads a locale's messages; defaults to `GET /messages/<lang>.json?t=<bucket>`. */
  loadMessages?: (locale: Locale) => Promise<MessageTree>;
  /** Clock for the cache bucket (tests). */
  now?: () => number;
  /** Bind the instance to React (`useTranslation`); off for plain use such as tests of text. */
  react?: boolean;
}

let current: { i18n: I18n; load: (locale: Locale) => Promise<void> } | null = null;

const prefetched = new Map<string, Promise<MessageTree>>();
const prefetchKey = (locale: Locale, now: number) => `${locale}:${translationBucket(now)}`;

/**
 * Starts loading a locale's messages at boot, before the site context is known; `createI18n`
 * then uses the request in flight instead of sending another.
 */
export function prefetchMessages(locale: Locale, now: number = Date.now()): void {
  const key = prefetchKey(locale, now);
  if (prefetched.has(key)) return;
  const request = getMessages(locale, now);
  // A failure is handled (logged) where createI18n awaits it.
  request.catch(() => undefined);
  prefetched.set(key, request);
}

/**
 * Creates the translator for a locale: messages of the locale and of `en` (the fallback) are loaded
 * before it resolves. A failed load is logged to the console and never shown to the player: missing
 * texts fall back to `en`, then to the key itself (spec §8).
 * @example const i18n = await createI18n('de'); i18n.t('SEARCH_POPUP.LIST_EMPTY');
 */
export async function createI18n(locale: Locale, options: I18nOptions = {}): Promise<I18n> {
  const now = options.now ?? Date.now;
  const loadMessages =
    options.loadMessages ??
    ((lang: Locale) => prefetched.get(prefetchKey(lang, now())) ?? getMessages(lang, now()));
  const instance = i18next.createInstance();
  if (options.react !== false) instance.use(initReactI18next);
  await instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    // Messages are whole per locale (`fr-CA` is complete on its own), so no `fr` is looked for.
    load: 'currentOnly',
    resources: {},
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: '.',
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

  const loaded = new Set<Locale>();
  const load = async (lang: Locale) => {
    if (loaded.has(lang)) return;
    try {
      instance.addResourceBundle(lang, NAMESPACE, await loadMessages(lang), true, true);
      loaded.add(lang);
    } catch (error) {
      console.error(`[i18n] messages for ${lang} could not be loaded:`, error);
    }
  };

  await Promise.all([load(locale), locale === FALLBACK_LOCALE ? undefined : load(FALLBACK_LOCALE)]);
  // Emits `loaded` so that components bound before the messages arrived render them.
  await instance.changeLanguage(locale);
  setDocumentLanguage(locale);
  current = { i18n: instance, load };
  return instance;
}

/** Switches the language of the current translator, loading the locale's messages first. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!current) throw new Error('changeLocale called before createI18n');
  await current.load(locale);
  await current.i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
