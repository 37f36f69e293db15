import { describe, expect, it } from 'vitest';
import {
  checkField,
  defaultCurrency,
  emptyValues,
  isEstonianRegistration,
  registrationBody,
  registrationFieldSet,
  type RuleContext,
} from './registration-fields.ts';

const rules: RuleContext = {
  configs: new Map([
    ['password', { field: 'password', type: 'password', length: { minimum: 6, maximum: 12 } }],
  ]),
  ageCountry: 'CA',
  postalCountry: 'CA',
  now: Date.UTC(2026, 5, 15),
  label: (field) => field,
};

describe('registration field set', () => {
  it('asks for what the server requires even when its field set leaves it out, in form order', () => {
    expect(
      registrationFieldSet({
        serverFields: ['terms_acceptance', 'email'],
        extraFields: [],
        confirmPassword: false,
        estonian: false,
      }),
    ).toEqual(['email', 'password', 'currency', 'terms_acceptance']);
  });

  it('adds the confirmation, the extras, the fields a 422 named, and the birthday for Estonia', () => {
    expect(
      registrationFieldSet({
        serverFields: ['email', 'password', 'currency', 'personal_id_number', 'terms_acceptance'],
        extraFields: ['bonus_code', 'nickname'],
        confirmPassword: true,
        estonian: true,
        addedByServer: ['mobile_phone'],
      }),
    ).toEqual([
      'email',
      'password',
      'password_confirmation',
      'currency',
      'nickname',
      'date_of_birth',
      'mobile_phone',
      'bonus_code',
      'terms_acceptance',
    ]);
  });

  it('falls back to the usual registration set when player_fields could not be loaded', () => {
    expect(
      registrationFieldSet({
        serverFields: undefined,
        extraFields: [],
        confirmPassword: false,
        estonian: false,
      }),
    ).toEqual(['email', 'password', 'currency', 'country', 'receive_promos', 'terms_acceptance']);
  });

  it.each([
    ['EE', 'CW', '', true],
    ['CA', 'EE', '', true],
    ['CA', 'CW', 'EE', true],
    ['CA', 'CW', 'DE', false],
  ])('geo %s, licence %s, country %s: Estonian rules %s', (geo, licence, country, expected) => {
    expect(isEstonianRegistration(geo, licence, country)).toBe(expected);
  });
});

describe('registration field rules', () => {
  it.each([
    ['password', { password: 'abc12' }, 'VALIDATION.MIN_LENGTH'],
    ['password', { password: 'abcdefghijklm' }, 'VALIDATION.MAX_LENGTH'],
    ['password', { password: 'abc 123' }, 'VALIDATION.PASSWORD_WRONG_CHARS'],
    [
      'password_confirmation',
      { password: 'abc123', password_confirmation: 'abc124' },
      'VALIDATION.PASSWORD_CONFIRM',
    ],
    ['postal_code', { postal_code: '12345' }, 'VALIDATION.POSTAL_CODE'],
    ['date_of_birth', { date_of_birth: '1/1/2000' }, 'VALIDATION.BIRTHDAY_DAY'],
    ['date_of_birth', { date_of_birth: '16/06/2008' }, 'VALIDATION.BIRTHDAY_AGE'],
    ['first_name', { first_name: 'Ann!' }, 'VALIDATION.NAME_CHARS'],
    ['gender', { gender: '' }, 'VALIDATION.REQUIRED'],
    ['terms_acceptance', { terms_acceptance: false }, 'VALIDATION.MUST_BE_CHECKED'],
  ] as const)('%s %j fails with %s', (field, values, key) => {
    expect(checkField(field, { ...emptyValues(), ...values }, rules)?.key).toBe(key);
  });

  it.each([
    ['nickname', { nickname: '' }],
    ['bonus_code', { bonus_code: '' }],
    ['receive_promos', { receive_promos: false }],
    ['postal_code', { postal_code: 'K1A 0B1' }],
    ['date_of_birth', { date_of_birth: '15/06/2008' }],
    ['mobile_phone', { mobile_phone: '+1 (613) 555-0100' }],
  ] as const)('%s %j passes', (field, values) => {
    expect(checkField(field, { ...emptyValues(), ...values }, rules)).toBeNull();
  });

  it('applies the Estonian age of 21', () => {
    const values = { ...emptyValues(), date_of_birth: '15/06/2006' };
    expect(checkField('date_of_birth', values, rules)).toBeNull();
    expect(checkField('date_of_birth', values, { ...rules, ageCountry: 'EE' })).toEqual({
      key: 'VALIDATION.BIRTHDAY_AGE',
      params: { age: 21 },
    });
  });
});

describe('registration body', () => {
  it('sends the shown fields trimmed, the birthday as YYYY-MM-DD, and leaves empty optional fields out', () => {
    const values = {
      ...emptyValues(),
      email: ' ann@example.com ',
      password: 'Secret#1',
      password_confirmation: 'Secret#1',
      currency: 'EUR',
      country: 'EE',
      nickname: '  ',
      date_of_birth: '05/03/1990',
      bonus_code: ' WELCOME ',
      receive_promos: true,
      terms_acceptance: true,
      mobile_phone: '+372 5555 5555',
    };
    expect(
      registrationBody(
        [
          'email',
          'password',
          'password_confirmation',
          'currency',
          'country',
          'nickname',
          'date_of_birth',
          'bonus_code',
          'receive_promos',
          'terms_acceptance',
        ],
        values,
        'et',
      ),
    ).toEqual({
      email: 'ann@example.com',
      password: 'Secret#1',
      password_confirmation: 'Secret#1',
      currency: 'EUR',
      country: 'EE',
      date_of_birth: '1990-03-05',
      bonus_code: 'WELCOME',
      receive_promos: true,
      terms_acceptance: true,
      language: 'et',
    });
  });
});

describe('default currency', () => {
  const list = [
    { code: 'AUD', default: false },
    { code: 'EUR', default: false },
    { code: 'USD', default: true },
  ];
  it.each([
    ['AU', 'EUR', list, 'AUD'],
    ['GB', 'EUR', list, 'EUR'],
    ['GB', undefined, list, 'USD'],
    ['JP', 'NOK', [{ code: 'BTC', default: false }], 'BTC'],
    ['CA', 'EUR', [], ''],
  ] as const)('country %s, brand %s → %s', (country, brand, currencies, expected) => {
    expect(defaultCurrency(country, brand, currencies)).toBe(expected);
  });
});
