import { describe, expect, it } from 'vitest';
import {
  FULLY_RESTRICTED_COUNTRIES,
  PARTIALLY_RESTRICTED_COUNTRIES,
  restrictionLevel,
} from './restrictions.ts';

/** Countries the product is built for (spec §1): none of them may be restricted. */
const SERVED_COUNTRIES = ['CA', 'AU', 'NZ', 'DE', 'IT', 'EE', 'AT', 'NO', 'JP', 'IE'] as const;

describe('restrictionLevel', () => {
  it.each(['BY', 'CW', 'LV', 'PL', 'RU', 'UA', 'CY'])('closes the casino fully to visitors from %s', (c) => {
    expect(restrictionLevel(c)).toBe('full');
  });

  it.each(['US', 'GB', 'FR', 'NL', 'ES', 'IL', 'TR', 'SG'])('restricts visitors from %s partially', (c) => {
    expect(restrictionLevel(c)).toBe('partial');
  });

  it.each([...SERVED_COUNTRIES, 'BR', 'ZZ'])('leaves visitors from %s unrestricted', (c) => {
    expect(restrictionLevel(c)).toBe('none');
  });

  it('reads the country code in any case', () => {
    expect(restrictionLevel('ru')).toBe('full');
    expect(restrictionLevel('us')).toBe('partial');
  });

  it('never lists a country both fully and partially, nor a served country at all', () => {
    const partial = new Set<string>(PARTIALLY_RESTRICTED_COUNTRIES);
    const full = new Set<string>(FULLY_RESTRICTED_COUNTRIES);
    for (const c of full) expect(partial.has(c)).toBe(false);
    for (const c of SERVED_COUNTRIES) expect(partial.has(c) || full.has(c)).toBe(false);
  });
});
