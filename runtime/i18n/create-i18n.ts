import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getMessages, translationBucket, type MessageTree } from '../api/cms.ts';
import { MAX_RETRIES, retryDelay } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { nextTask } from '../ui/next-task.ts';
import { FALLBACK_LOCALE, isLocale, messageFallbacks } from '../context/locales.ts';
import { LOCALES, type Locale } from '../context/types.ts';

export { FALLBACK_LOCALE };
const NAMESPACE = 'translation';

export interface I18nOptions {
  /** Loads a locale's messages; defaults to `GET /messages/<lang>.json?t=<bucket>`. */
  loadMessages?: (locale: Locale) => Promise<MessageTree>;
  /** Clock for the cache bucket (tests). */
  now?: () => number;
  /** Bind the instance to React (`useTranslation`); off for plain use such as tests of text. */
  react?: boolean;
  /**
   * Retry a failed load with the API client's backoff (default true). A server render does not:
   * the browser loads what the server could not.
   */
  retry?: boolean;
  /** Waits between retries (tests). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Resolve only once the locale's own messages have loaded, or their retries have failed, or
   * MESSAGES_HYDRATION_WAIT_MS has passed: a server-rendered page keeps its words on screen rather
   * than hydrating with others, but does not stay unusable for the whole of the retries.
   */
  waitForMessages?: boolean;
  /** The English messages compiled into the build; defaults to their lazy chunk (tests replace it). */
  loadBundledMessages?: () => Promise<readonly MessageTree[]>;
  /**
   * Each step (setting up, adding each locale's messages, switching to the locale) in a task of its
   * own: a page that starts while the player looks at it (start-client.tsx). Together they were
   * one task of about 55 ms at 4× CPU slow-down.
   */
  stepsInTasks?: boolean;
}

interface Translator {
  i18n: I18n;
  /** Loads a locale's messages and those it falls back to (first attempts; retries go on behind). */
  prepare: (locale: Locale) => Promise<void>;
}

let current: Translator | null = null;

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
  // A failure is handled (logged, retried) where createI18n awaits it; a later load asks again.
  request.catch(() => prefetched.delete(key));
  prefetched.set(key, request);
}

/** A 4xx answer (no such locale) is final; no answer, a timeout, 429 or a 5xx such as 503 passes. */
function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * How long a server-rendered page waits at most for its messages before it hydrates anyway (with
 * the bundled English, re-rendering what differs): two failed loads and their retries fit in it,
 * and taps held before hydration (runtime/app/early-clicks.ts) wait longer.
 */
export const MESSAGES_HYDRATION_WAIT_MS = 10_000;
const bundledEnglish = () => import('./bundled-messages.ts').then((module) => module.bundledEnglishMessages);

/**
 * Creates the translator for a locale, with the messages of the locale and of those it falls back
 * to (`en`; a regional locale such as `en-AU` holds only its differences from `en`). A failed
 * load is logged (spec §8: no user message) and retried with the API client's backoff; until
 * `en` arrives the page shows the English compiled into the build, never keys, and each
 * locale's messages replace what stood in for them as they arrive, without a reload.
 * @example const i18n = await createI18n('de'); i18n.t('SEARCH_POPUP.LIST_EMPTY');
 */
export async function createI18n(locale: Locale, options: I18nOptions = {}): Promise<I18n> {
  const now = options.now ?? Date.now;
  const load = options.loadMessages ?? ((lang: Locale) => getMessages(lang, now()));
  const firstLoad =
    options.loadMessages ?? ((lang: Locale) => prefetched.get(prefetchKey(lang, now())) ?? load(lang));
  const sleep = options.sleep ?? sleepFor;
  const step = () => (options.stepsInTasks ? nextTask() : Promise.resolve());
  const instance = i18next.createInstance();
  if (options.react !== false) instance.use(initReactI18next);
  await instance.init({
    lng: locale,
    fallbackLng: (code: string) => (isLocale(code) ? messageFallbacks(code) : [FALLBACK_LOCALE]),
    supportedLngs: [...LOCALES],
    // Only the fallbacks above are looked in: there is no `fr` for `fr-CA`, `en-AU` names `en` itself.
    load: 'currentOnly',
    resources: {},
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    keySeparator: '.',
    nsSeparator: false,
    returnNull: false,
    interpolation: { escapeValue: false },
    // Messages that arrive after the first render (a retry) re-render every translated component.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  await step();

  const loaded = new Set<Locale>();
  /** Per locale: its first attempt, and the attempt that loaded it in the end (or gave up). */
  const loads = new Map<Locale, { first: Promise<void>; last: Promise<void> }>();
  const loadWithRetries = (lang: Locale) => {
    const known = loads.get(lang);
    if (known) return known;
    let final = false;
    const attempt = async (fetchOnce: (lang: Locale) => Promise<MessageTree>, n: number) => {
      try {
        const messages = await fetchOnce(lang);
        await step();
        instance.addResourceBundle(lang, NAMESPACE, messages, true, true);
        loaded.add(lang);
      } catch (error) {
        final = !isWorthRetrying(error);
        if (n === 0) console.error(`[i18n] messages for ${lang} could not be loaded:`, error);
      }
    };
    const first = attempt(firstLoad, 0);
    const last = first.then(async () => {
      if (options.retry === false) return;
      for (let n = 1; !loaded.has(lang) && !final && n <= MAX_RETRIES; n++) {
        await sleep(retryDelay(n));
        await attempt(load, n);
      }
    });
    const entry = { first, last: last.catch(() => undefined) };
    loads.set(lang, entry);
    return entry;
  };

  let bundled: Promise<void> | null = null;
  const standInForEnglish = () => {
    if (loaded.has(FALLBACK_LOCALE)) return Promise.resolve();
    bundled ??= (options.loadBundledMessages ?? bundledEnglish)().then(
      (trees) => {
        // Not over the real messages, should they have arrived meanwhile.
        for (const tree of trees) instance.addResourceBundle(FALLBACK_LOCALE, NAMESPACE, tree, true, false);
      },
      (error: unknown) => console.error('[i18n] the bundled English messages could not be loaded:', error),
    );
    return bundled;
  };

  const prepare = async (lang: Locale) => {
    const entries = [lang, ...messageFallbacks(lang)].map(loadWithRetries);
    await Promise.all(entries.map((entry) => entry.first));
    await standInForEnglish();
  };

  if (options.waitForMessages) {
    await Promise.race([
      Promise.all([locale, ...messageFallbacks(locale)].map((lang) => loadWithRetries(lang).last)),
      sleepFor(MESSAGES_HYDRATION_WAIT_MS),
    ]);
  }
  await prepare(locale);
  await step();
  // Emits `languageChanged` so that components bound before the messages arrived render them.
  await instance.changeLanguage(locale);
  setDocumentLanguage(locale);
  current = { i18n: instance, prepare };
  return instance;
}

/** Switches the language of the current translator, loading the locale's messages first. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!current) throw new Error('changeLocale called before createI18n');
  await current.prepare(locale);
  await current.i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
}

function setDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
