import { act } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../tests/harness/fake-api.ts';
import type { MessageTree } from '../api/cms.ts';
import { MAX_RETRIES, RETRY_BASE_DELAY_MS, RETRY_JITTER_MS } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import type { Locale } from '../context/types.ts';
import { changeLocale, createI18n, MESSAGES_HYDRATION_WAIT_MS } from './create-i18n.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

const messages: Partial<Record<Locale, MessageTree>> = {
  en: {
    SEARCH_POPUP: { LIST_EMPTY: 'Nothing found', LIST_EMPTY_SPECIFY: 'Try another name' },
    OOPS: { TITLE: 'Oops' },
  },
  de: { SEARCH_POPUP: { LIST_EMPTY: 'Nichts gefunden' } },
  no: { SEARCH_POPUP: { LIST_EMPTY: 'Ingenting funnet' } },
};

function loader(failing: Locale[] = []) {
  return vi.fn(async (locale: Locale) => {
    if (failing.includes(locale)) throw new Error('offline');
    return messages[locale] ?? {};
  });
}

describe('createI18n', () => {
  it('loads the locale and en, reads nested keys with dots and falls back to en', async () => {
    const loadMessages = loader();
    const i18n = await createI18n('de', { loadMessages, react: false });
    expect(loadMessages.mock.calls.map(([locale]) => locale).sort()).toEqual(['de', 'en']);
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY_SPECIFY')).toBe('Try another name');
    expect(i18n.t('NOTIFY_BAR.MESSAGES.UNKNOWN')).toBe('NOTIFY_BAR.MESSAGES.UNKNOWN');
  });

  it('adds the messages in a task after the one their answer arrived in, when asked to take steps in tasks', async () => {
    const { default: i18next } = await import('i18next');
    const created: I18n[] = [];
    const createInstance = i18next.createInstance.bind(i18next);
    const spy = vi.spyOn(i18next, 'createInstance').mockImplementation((...args) => {
      const instance = createInstance(...args);
      created.push(instance);
      return instance;
    });
    try {
      let answer: (tree: MessageTree) => void = () => undefined;
      const german = new Promise<MessageTree>((resolve) => (answer = resolve));
      const loadMessages = vi.fn(async (locale: Locale) => (locale === 'de' ? german : (messages.en ?? {})));
      const ready = createI18n('de', { loadMessages, react: false, stepsInTasks: true });
      await vi.waitFor(() => expect(loadMessages).toHaveBeenCalledWith('de'));
      answer(messages.de ?? {});
      for (let i = 0; i < 10; i++) await Promise.resolve();
      const instance = created.at(-1)!;
      expect(instance.hasResourceBundle('de', 'translation')).toBe(false);
      const i18n = await ready;
      expect(i18n).toBe(instance);
      expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
    } finally {
      spy.mockRestore();
    }
  });

  it('translates regional locales such as fr-CA from their own messages', async () => {
    const loadMessages = vi.fn(async (locale: Locale) =>
      locale === 'fr-CA' ? { SEARCH_POPUP: { LIST_EMPTY: 'Aucun résultat' } } : (messages.en ?? {}),
    );
    const i18n = await createI18n('fr-CA', { loadMessages, react: false });
    expect(i18n.language).toBe('fr-CA');
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Aucun résultat');
    expect(i18n.t('OOPS.TITLE')).toBe('Oops');
  });

  it('loads en once when the locale is en', async () => {
    const loadMessages = loader();
    await createI18n('en', { loadMessages, react: false });
    expect(loadMessages).toHaveBeenCalledTimes(1);
  });

  it('logs a failed load to the console and shows the fallback text, without throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('de', { loadMessages: loader(['de']), react: false, retry: false });
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
    expect(error).toHaveBeenCalledWith('[i18n] messages for de could not be loaded:', expect.any(Error));
  });

  it('shows the English compiled into the build, never keys, when no messages can be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('it', { loadMessages: loader(['it', 'en']), react: false, retry: false });
    expect(i18n.t('HEADER.LOGIN')).toBe('Log in');
    expect(i18n.t('UI.CLOSE')).not.toBe('UI.CLOSE');
  });

  it('lets a regional locale hold only its differences: every other text is en', async () => {
    const loadMessages = vi.fn(async (locale: Locale) =>
      locale === 'en-AU'
        ? { CATEGORIES: { POKIES: 'Pokies' } }
        : { ...messages.en, CATEGORIES: { POKIES: 'Slots' } },
    );
    const i18n = await createI18n('en-AU', { loadMessages, react: false });
    expect(loadMessages.mock.calls.map(([locale]) => locale).sort()).toEqual(['en', 'en-AU']);
    expect(i18n.t('CATEGORIES.POKIES')).toBe('Pokies');
    expect(i18n.t('OOPS.TITLE')).toBe('Oops');
  });

  it('fetches /messages/<lang>.json with the 5-minute bucket by default', async () => {
    const api = fakeApi((request) => (request.path === '/messages/en.json' ? messages.en : messages.no));
    restore = api.restore;
    const i18n = await createI18n('no', { now: () => 900_000, react: false });
    expect(api.requests.map((r) => `${r.path}?${r.query.toString()}`).sort()).toEqual([
      '/messages/en.json?t=3',
      '/messages/no.json?t=3',
    ]);
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Ingenting funnet');
  });

  it('changes the locale after loading its messages, and marks the document language', async () => {
    const loadMessages = loader();
    const i18n = await createI18n('en', { loadMessages, react: false });
    await changeLocale('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
    expect(document.documentElement.lang).toBe('de');
    await changeLocale('en');
    await changeLocale('de');
    expect(loadMessages).toHaveBeenCalledTimes(2);
  });
});

describe('React binding', () => {
  it('lets components translate with useTranslation in the created locale', async () => {
    const { renderHook } = await import('@testing-library/react');
    const { useTranslation } = await import('react-i18next');
    await createI18n('de', { loadMessages: loader() });
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
  });
});

describe('when the messages fail to load', () => {
  const unavailable = (lang: string) =>
    new ApiError({ url: `/messages/${lang}.json`, method: 'GET', status: 503, statusText: '', body: null });

  /** A loader whose locale answers 503 `times` times before it gives its messages. */
  function flaky(locale: Locale, times: number, error: (lang: string) => unknown = unavailable) {
    let failures = 0;
    return vi.fn(async (lang: Locale) => {
      if (lang === locale && failures < times) {
        failures += 1;
        throw error(lang);
      }
      return messages[lang] ?? {};
    });
  }

  /** Retries wait on this: each wait is recorded, and released when the test says so. */
  function controlledSleep() {
    const waits: { ms: number; release: () => void }[] = [];
    const sleep = vi.fn((ms: number) => new Promise<void>((resolve) => waits.push({ ms, release: resolve })));
    const releaseNext = async () => {
      await vi.waitFor(() => expect(waits.length).toBeGreaterThan(0));
      waits.shift()?.release();
      // Lets the attempt after the wait settle.
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    return { sleep, waits, releaseNext };
  }

  it('shows English at once, retries with the API backoff, and switches to the locale when it arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadMessages = flaky('de', 3);
    const { sleep, releaseNext } = controlledSleep();
    const i18n = await createI18n('de', { loadMessages, sleep, react: false });
    expect(i18n.language).toBe('de');
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');

    await releaseNext();
    await releaseNext();
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
    await releaseNext();
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
    // Retry n waits 2^n s plus jitter under a second, as the API client's retries do.
    const waited = sleep.mock.calls.map(([ms]) => ms);
    waited.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(2 ** (i + 1) * RETRY_BASE_DELAY_MS);
      expect(ms).toBeLessThan(2 ** (i + 1) * RETRY_BASE_DELAY_MS + RETRY_JITTER_MS);
    });
    expect(waited).toHaveLength(3);
  });

  it('replaces the bundled English with the real messages once en arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sleep, releaseNext } = controlledSleep();
    const i18n = await createI18n('en', {
      loadMessages: flaky('en', 1),
      loadBundledMessages: async () => [{ SEARCH_POPUP: { LIST_EMPTY: 'Nothing found (bundled)' } }],
      sleep,
      react: false,
    });
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found (bundled)');
    await releaseNext();
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
  });

  it("gives up after the API client's six retries and keeps what it shows", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loadMessages = flaky('de', Number.POSITIVE_INFINITY, () => new Error('offline'));
    const i18n = await createI18n('de', { loadMessages, sleep: async () => undefined, react: false });
    await vi.waitFor(() =>
      expect(loadMessages.mock.calls.filter(([l]) => l === 'de')).toHaveLength(1 + MAX_RETRIES),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loadMessages.mock.calls.filter(([l]) => l === 'de')).toHaveLength(1 + MAX_RETRIES);
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
  });

  it('does not retry a locale the server says it does not have (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const notFound = (lang: string) =>
      new ApiError({ url: `/messages/${lang}.json`, method: 'GET', status: 404, statusText: '', body: null });
    const sleep = vi.fn(async () => undefined);
    await createI18n('de', { loadMessages: flaky('de', 1, notFound), sleep, react: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits for the locale itself when asked to (a server-rendered page keeps its words)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sleep, releaseNext } = controlledSleep();
    let resolved = false;
    const created = createI18n('de', {
      loadMessages: flaky('de', 1),
      sleep,
      waitForMessages: true,
      react: false,
    });
    void created.then(() => (resolved = true));
    await vi.waitFor(() => expect(sleep).toHaveBeenCalled());
    expect(resolved).toBe(false);
    await releaseNext();
    const i18n = await created;
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
  });

  it('stops waiting after MESSAGES_HYDRATION_WAIT_MS when the retries take longer: the page hydrates with the bundled English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      // Every retry waits for ever: only the cap ends the wait.
      const sleep = vi.fn(() => new Promise<void>(() => undefined));
      let resolved = false;
      const created = createI18n('de', {
        loadMessages: flaky('de', Infinity),
        loadBundledMessages: async () => [{ SEARCH_POPUP: { LIST_EMPTY: 'Nothing found' } }],
        sleep,
        waitForMessages: true,
        react: false,
      });
      void created.then(() => (resolved = true));
      await vi.advanceTimersByTimeAsync(MESSAGES_HYDRATION_WAIT_MS - 1);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const i18n = await created;
      expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-renders translated components when a retry brings the locale', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { renderHook } = await import('@testing-library/react');
    const { useTranslation } = await import('react-i18next');
    const { sleep, releaseNext } = controlledSleep();
    await createI18n('de', { loadMessages: flaky('de', 1), sleep });
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
    await act(releaseNext);
    expect(result.current.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nichts gefunden');
  });
});
