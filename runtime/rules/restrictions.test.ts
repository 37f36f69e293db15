import { describe, expect, it } from 'vitest';
import {
  authButtonsState,
  FULLY_RESTRICTED_COUNTRIES,
  PARTIALLY_RESTRICTED_COUNTRIES,
  restrictionLevel,
  SERVED_COUNTRIES,
  showsRestrictedGeoToast,
} from './restrictions.ts';

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

describe('login and registration buttons', () => {
  it('are enabled for guests of unrestricted countries', () => {
    expect(authButtonsState({ auth: 'guest', restriction: 'none', country: 'CA' })).toEqual({
      login: true,
      registration: true,
    });
  });

  it('are disabled for guests of partially restricted countries', () => {
    expect(authButtonsState({ auth: 'guest', restriction: 'partial', country: 'US' })).toEqual({
      login: false,
      registration: false,
    });
  });

  it('disable only registration for guests in Estonia', () => {
    expect(authButtonsState({ auth: 'guest', restriction: 'none', country: 'EE' })).toEqual({
      login: true,
      registration: false,
    });
  });

  it('do not concern a logged-in player', () => {
    expect(authButtonsState({ auth: 'player', restriction: 'partial', country: 'US' })).toEqual({
      login: true,
      registration: true,
    });
  });
});

describe('restricted-geo toast', () => {
  it('shows only to guests in partially restricted countries', () => {
    expect(showsRestrictedGeoToast({ auth: 'guest', restriction: 'partial' })).toBe(true);
    expect(showsRestrictedGeoToast({ auth: 'player', restriction: 'partial' })).toBe(false);
    expect(showsRestrictedGeoToast({ auth: 'guest', restriction: 'none' })).toBe(false);
  });
});
