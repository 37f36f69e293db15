import { describe, expect, it } from 'vitest';
import { AU_STATE_RANGES, CA_PROVINCE_BY_LETTER } from './postal-codes.ts';
import {
  autoFillState,
  contextFieldNames,
  isFiatCurrency,
  isProfileFieldRequired,
  isProfileIncomplete,
  launchGateFields,
  missingFields,
  profileFieldNames,
  STATES_BY_COUNTRY,
  type ProfileFieldsInfo,
} from './profile-completeness.ts';

// The shape GET /api/info/player_fields answers with (the sandbox's field sets).
const info: ProfileFieldsInfo = {
  fields: [
    { field: 'email', type: 'email' },
    { field: 'password', type: 'password' },
    { field: 'nickname', type: 'string' },
    { field: 'first_name', type: 'string' },
    { field: 'last_name', type: 'string' },
    { field: 'date_of_birth', type: 'date' },
    { field: 'gender', type: 'select' },
    { field: 'country', type: 'country' },
    { field: 'city', type: 'string' },
    { field: 'address', type: 'string' },
    { field: 'postal_code', type: 'postal_code' },
    { field: 'state', type: 'state' },
    { field: 'mobile_phone', type: 'phone' },
    { field: 'currency', type: 'currency' },
    { field: 'receive_promos', type: 'boolean' },
    { field: 'terms_acceptance', type: 'boolean' },
    { field: 'iban', type: 'iban' },
  ],
  contexts: {
    registration: ['email', 'password', 'currency', 'country', 'receive_promos', 'terms_acceptance'],
    deposit: [
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'country',
      'city',
      'address',
      'postal_code',
      'state',
      'mobile_phone',
    ],
    edition: ['nickname', 'first_name', 'country', 'state', 'receive_promos'],
    evolution: ['first_name', 'last_name', 'date_of_birth', 'country', 'city'],
    kyc: ['personal_id_number'],
    payment_systems: { card: { base: { deposit: 'first_name', cashout: 'address' } } },
  },
};

const complete = {
  id: 1,
  first_name: 'Ann',
  last_name: 'Lee',
  date_of_birth: '1990-04-01',
  gender: 'f',
  country: 'DE',
  city: 'Berlin',
  address: 'Unter den Linden 1',
  postal_code: '10117',
  state: undefined,
  mobile_phone: '+49 30 1234567',
  nickname: null,
  currency: 'EUR',
};

describe('context field sets', () => {
  it.each([
    ['deposit', 10],
    ['evolution', 5],
    ['payment_systems', 0],
    ['unknown-provider', 0],
  ])('reads the %s field set (%i fields)', (context, count) => {
    expect(contextFieldNames(info, context)).toHaveLength(count);
  });

  it('leaves credentials, the currency and opt-ins out of the profile fields', () => {
    expect(profileFieldNames(info, 'registration')).toEqual(['country']);
    expect(profileFieldNames(info, 'edition')).toEqual(['nickname', 'first_name', 'country', 'state']);
  });

  it('treats a field the server gives no rule for as a profile field', () => {
    expect(profileFieldNames(info, 'kyc')).toEqual(['personal_id_number']);
  });
});

describe('required profile fields', () => {
  it.each([
    ['first_name', 'DE', true],
    ['nickname', 'DE', false],
    ['state', 'DE', false],
    ['state', 'CA', true],
    ['state', 'au', true],
    ['state', null, false],
  ])('%s with country %j is required: %s', (field, country, required) => {
    expect(isProfileFieldRequired(field, { country })).toBe(required);
  });
});

describe('missing fields', () => {
  it('finds nothing missing in a complete German profile (the state is optional there)', () => {
    expect(missingFields(complete, info, 'deposit')).toEqual([]);
  });

  it('lists every deposit field of a fresh player, in the server order', () => {
    expect(missingFields({ id: 2, country: 'CA', currency: 'CAD' }, info, 'deposit')).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'gender',
      'city',
      'address',
      'postal_code',
      'state',
      'mobile_phone',
    ]);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['spaces', '   '],
  ])('counts a field holding %s as missing', (_, value) => {
    expect(missingFields({ ...complete, city: value }, info, 'deposit')).toEqual(['city']);
  });

  it('asks a Canadian or Australian player for the state', () => {
    expect(missingFields({ ...complete, country: 'CA' }, info, 'deposit')).toEqual(['state']);
    expect(missingFields({ ...complete, country: 'AU', state: 'NSW' }, info, 'deposit')).toEqual([]);
  });

  it("checks a provider's own field set", () => {
    expect(missingFields({ ...complete, city: '' }, info, 'evolution')).toEqual(['city']);
    expect(missingFields({ ...complete, address: '' }, info, 'evolution')).toEqual([]);
  });

  it('finds nothing missing in an unknown context', () => {
    expect(missingFields({}, info, 'unknown-provider')).toEqual([]);
  });
});

describe('the real-money launch gate', () => {
  const player = { ...complete, first_name: '', date_of_birth: null, city: '  ' };

  it("lists exactly the provider's fields the player has not filled, in the server's order", () => {
    expect(launchGateFields(player, info, 'evolution', 'real')).toEqual([
      'first_name',
      'date_of_birth',
      'city',
    ]);
    expect(launchGateFields(complete, info, 'evolution', 'real')).toEqual([]);
  });

  it('asks nothing for demo play, for a provider without fields, or while the data is unknown', () => {
    expect(launchGateFields(player, info, 'evolution', 'demo')).toEqual([]);
    expect(launchGateFields(player, info, 'aurora-reels', 'real')).toEqual([]);
    expect(launchGateFields(null, info, 'evolution', 'real')).toEqual([]);
    expect(launchGateFields(player, undefined, 'evolution', 'real')).toEqual([]);
  });

  it('never asks for a provider field that is not profile data (the currency, a consent)', () => {
    const withConsent = {
      ...info,
      contexts: { ...info.contexts, strict: ['currency', 'terms_acceptance', 'city'] },
    };
    expect(
      launchGateFields({ ...complete, city: null, currency: '' }, withConsent, 'strict', 'real'),
    ).toEqual(['city']);
  });
});

describe('fiat currencies', () => {
  it.each([
    ['EUR', true],
    ['CAD', true],
    ['GBP', true],
    ['BTC', false],
    ['usdt', false],
    ['', false],
  ])('%j is fiat: %s', (code, fiat) => {
    expect(isFiatCurrency(code)).toBe(fiat);
  });

  it("trusts the server's fiat flag when the currency entry is given", () => {
    expect(isFiatCurrency({ code: 'KZT', fiat: true })).toBe(true);
    expect(isFiatCurrency({ code: 'XYZ', fiat: false })).toBe(false);
  });
});

describe('profile incomplete for the cashbox', () => {
  const missingAddress = { ...complete, address: null };

  it.each([
    ['a fiat currency with a deposit field missing', missingAddress, 'EUR', true],
    ['a fiat currency and a complete profile', complete, 'EUR', false],
    ['a crypto currency with a deposit field missing', missingAddress, 'BTC', false],
    ['a server currency entry flagged fiat', missingAddress, { code: 'KZT', fiat: true }, true],
    ['a server currency entry flagged crypto', missingAddress, { code: 'ETH', fiat: false }, false],
    ['a Canadian player without a state', { ...complete, country: 'CA' }, 'CAD', true],
    ['only the optional nickname empty', { ...complete, nickname: '' }, 'EUR', false],
  ])('%s → %s', (_, player, currency, incomplete) => {
    expect(isProfileIncomplete(player, info, currency)).toBe(incomplete);
  });

  it('never blocks while the player, the field sets or the currency are unknown', () => {
    expect(isProfileIncomplete(null, info, 'EUR')).toBe(false);
    expect(isProfileIncomplete(missingAddress, undefined, 'EUR')).toBe(false);
    expect(isProfileIncomplete(missingAddress, info, null)).toBe(false);
  });

  it('is complete when the server sends no deposit field set', () => {
    expect(isProfileIncomplete({ id: 1 }, { fields: [], contexts: {} }, 'EUR')).toBe(false);
  });
});

describe('state from the postal code', () => {
  it.each([
    ['CA', 'M5V 2T6', '', 'ON'],
    ['CA', 'h2x 1y4', null, 'QC'],
    ['ca', 'V6B 1A1', undefined, 'BC'],
    ['CA', 'T2P 1J9', '  ', 'AB'],
    ['AU', '2000', '', 'NSW'],
    ['AU', '2600', '', 'ACT'],
    ['AU', '0800', '', 'NT'],
    ['AU', '7000', '', 'TAS'],
  ])('fills %s %j (state %j) with %s', (country, postal_code, state, expected) => {
    expect(autoFillState({ country, postal_code, state })).toBe(expected);
  });

  it.each([
    ['a state already chosen', { country: 'CA', postal_code: 'M5V 2T6', state: 'QC' }],
    ['a country without required state', { country: 'DE', postal_code: '10117', state: '' }],
    ['no country', { postal_code: 'M5V 2T6', state: '' }],
    ['a postal code not valid for the country', { country: 'CA', postal_code: 'M5', state: '' }],
    ['an Australian code outside every range', { country: 'AU', postal_code: '0100', state: '' }],
    ['no postal code', { country: 'AU', state: '' }],
  ])('leaves the state alone with %s', (_, values) => {
    expect(autoFillState(values)).toBeNull();
  });

  it('only ever fills a state the form offers for that country', () => {
    for (const state of Object.values(CA_PROVINCE_BY_LETTER)) expect(STATES_BY_COUNTRY.CA).toContain(state);
    for (const { state } of AU_STATE_RANGES) expect(STATES_BY_COUNTRY.AU).toContain(state);
  });
});
