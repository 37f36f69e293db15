import { describe, expect, it } from 'vitest';
import {
  isLocale,
  localeFromPath,
  messageFallbacks,
  messagesBaseLocale,
  stripLocalePrefix,
} from './locales.ts';
import { LOCALES } from './types.ts';

describe('locale prefix', () => {
  it('finds the locale in the first segment only', () => {
    expect(localeFromPath('/pokies/de', LOCALES)).toBeNull();
    expect(localeFromPath('/fr-CA/live', LOCALES)).toBe('fr-CA');
    expect(localeFromPath('/', LOCALES)).toBeNull();
  });

  it('strips the prefix and keeps the rest of the path', () => {
    expect(stripLocalePrefix('/de/pokies/all', LOCALES)).toBe('/pokies/all');
    expect(stripLocalePrefix('/de', LOCALES)).toBe('/');
    expect(stripLocalePrefix('/pokies', LOCALES)).toBe('/pokies');
  });

  it('recognises exactly the ten locales', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('en-US')).toBe(false);
    expect(isLocale('DE')).toBe(false);
  });
});

describe('message fallbacks', () => {
  it('lets the regional English locales hold only their differences from en, and keeps fr-CA whole', () => {
    for (const locale of ['en-AU', 'en-CA', 'en-NZ', 'en-IE'] as const) {
      expect(messagesBaseLocale(locale)).toBe('en');
    }
    for (const locale of ['en', 'de', 'fr-CA', 'no', 'it', 'et'] as const) {
      expect(messagesBaseLocale(locale)).toBeNull();
    }
  });

  it('looks a missing text up in the base locale, then in en, and en in nothing else', () => {
    expect(messageFallbacks('en-AU')).toEqual(['en']);
    expect(messageFallbacks('fr-CA')).toEqual(['en']);
    expect(messageFallbacks('de')).toEqual(['en']);
    expect(messageFallbacks('en')).toEqual([]);
  });
});
