import { describe, expect, it } from 'vitest';
import { isLocale, localeFromPath, stripLocalePrefix } from './locales.ts';
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
