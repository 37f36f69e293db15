import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../api/fake-api.ts';
import type { MessageTree } from '../api/cms.ts';
import type { Locale } from '../context/types.ts';
import { changeLocale, createI18n } from './create-i18n.ts';

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
    const i18n = await createI18n('de', { loadMessages: loader(['de']), react: false });
    expect(i18n.t('SEARCH_POPUP.LIST_EMPTY')).toBe('Nothing found');
    expect(error).toHaveBeenCalledWith('[i18n] messages for de could not be loaded:', expect.any(Error));
  });

  it('shows keys when no messages could be loaded at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('it', { loadMessages: loader(['it', 'en']), react: false });
    expect(i18n.t('OOPS.TITLE')).toBe('OOPS.TITLE');
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
