import { describe, expect, it } from 'vitest';
import {
  ageRuleCountry,
  birthday,
  cardExpiry,
  cardNumber,
  email,
  englishOnly,
  firstError,
  iban,
  integer,
  maxBalance,
  maxLength,
  minLength,
  minValue,
  maxValue,
  multipleOf,
  mustBeChecked,
  nameChars,
  nickname,
  passwordChars,
  passwordConfirm,
  personalId,
  phone,
  postalCode,
  required,
  VALIDATION,
} from './validation.ts';

const NOW = Date.UTC(2026, 5, 15, 12);
const keyOf = (check: { key: string } | null) => check?.key ?? null;

describe('email and password', () => {
  it.each(['player@example.com', 'a.b+c@mail.co.uk', ' spaced@example.org '])('accepts %j', (v) => {
    expect(email(v)).toBeNull();
  });

  it.each(['', 'player', 'player@', '@example.com', 'a@b', 'a b@example.com', 'a@example.c'])(
    'rejects %j',
    (v) => {
      expect(keyOf(email(v))).toBe(VALIDATION.email);
    },
  );

  it("accepts letters, digits and | @ # $ ^ & = ! № ' ; % : ? ( ) _ + - / , . < > in a password", () => {
    expect(passwordChars("Abc123|@#$^&=!№';%:?()_+-/,.<>Ünï")).toBeNull();
  });

  it.each(['pass word', 'tab\tbed', 'emoji😀', 'star*', 'tilde~', 'quote"'])(
    'reports wrong chars in %j',
    (v) => {
      expect(keyOf(passwordChars(v))).toBe(VALIDATION.passwordChars);
    },
  );

  it('requires the confirmation to match', () => {
    expect(passwordConfirm('secret1', 'secret1')).toBeNull();
    expect(keyOf(passwordConfirm('secret1', 'secret2'))).toBe(VALIDATION.passwordConfirm);
  });
});

describe('nickname and names', () => {
  it.each(['', 'Bob', 'J. Doe-Smith 2', 'Jürgen', 'abcdefghijklmno'])('accepts the nickname %j', (v) => {
    expect(nickname(v)).toBeNull();
  });

  it('rejects a nickname shorter than 3 or longer than 15', () => {
    expect(nickname('ab')).toEqual({ key: VALIDATION.nicknameLength, params: { min: 3, max: 15 } });
    expect(keyOf(nickname('abcdefghijklmnop'))).toBe(VALIDATION.nicknameLength);
  });

  it('rejects a nickname with other characters', () => {
    expect(keyOf(nickname('bob_the_best'))).toBe(VALIDATION.nicknameChars);
  });

  it('allows letters, spaces, digits, dot and hyphen in names', () => {
    expect(nameChars('Anne-Marie St. 2')).toBeNull();
    expect(keyOf(nameChars('Bob!'))).toBe(VALIDATION.nameChars);
  });
});

describe('phone and personal id', () => {
  it.each(['+1 (555) 123-4567', '12345678'])('accepts the phone %j', (v) => {
    expect(phone(v)).toBeNull();
  });

  it.each(['1234567', '+1 555 CALL ME', ''])('rejects the phone %j', (v) => {
    expect(keyOf(phone(v))).toBe(VALIDATION.phone);
  });

  it('needs exactly 11 characters for a personal id', () => {
    expect(personalId('38001010000')).toBeNull();
    expect(personalId('3800101000')).toEqual({ key: VALIDATION.personalId, params: { length: 11 } });
    expect(keyOf(personalId('380010100000'))).toBe(VALIDATION.personalId);
  });
});

describe('birthday', () => {
  it('accepts an adult born on a real date', () => {
    expect(birthday('15/06/2008', 'DE', NOW)).toBeNull();
  });

  it('rejects someone a day short of 18', () => {
    expect(birthday('16/06/2008', 'DE', NOW)).toEqual({ key: VALIDATION.birthdayAge, params: { age: 18 } });
  });

  it('requires 21 in Estonia', () => {
    expect(birthday('15/06/2008', 'EE', NOW)).toEqual({ key: VALIDATION.birthdayAge, params: { age: 21 } });
    expect(birthday('15/06/2005', 'EE', NOW)).toBeNull();
  });

  it.each([
    ['1/06/2000', VALIDATION.birthdayDay],
    ['32/06/2000', VALIDATION.birthdayDay],
    ['01/6/2000', VALIDATION.birthdayMonth],
    ['01/13/2000', VALIDATION.birthdayMonth],
    ['01/06/00', VALIDATION.birthdayFormat],
    ['2000-06-01', VALIDATION.birthdayFormat],
    ['31/04/2000', VALIDATION.birthdayInvalid],
    ['29/02/2001', VALIDATION.birthdayInvalid],
    ['01/01/2099', VALIDATION.birthdayInvalid],
  ])('rejects %j with %s', (v, key) => {
    expect(keyOf(birthday(v, 'CA', NOW))).toBe(key);
  });

  it('accepts 29 February of a leap year', () => {
    expect(birthday('29/02/2000', 'CA', NOW)).toBeNull();
  });
});

describe('cards', () => {
  it('accepts an expiry in the current month or later', () => {
    expect(cardExpiry('06/26', NOW)).toBeNull();
    expect(cardExpiry('01/27', NOW)).toBeNull();
  });

  it.each([
    ['05/26', VALIDATION.cardExpired],
    ['12/25', VALIDATION.cardExpired],
    ['13/27', VALIDATION.cardExpiryMonth],
    ['00/27', VALIDATION.cardExpiryMonth],
    ['1227', VALIDATION.cardExpiryFormat],
  ])('rejects the expiry %j with %s', (v, key) => {
    expect(keyOf(cardExpiry(v, NOW))).toBe(key);
  });

  it('accepts a card number with a valid checksum', () => {
    expect(cardNumber('4111 1111 1111 1111')).toBeNull();
    expect(cardNumber('5555-5555-5555-4444')).toBeNull();
  });

  it('rejects a card number with a wrong checksum or length', () => {
    expect(keyOf(cardNumber('4111 1111 1111 1112'))).toBe(VALIDATION.cardNumber);
    expect(keyOf(cardNumber('4111'))).toBe(VALIDATION.cardNumber);
  });

  it('rejects a card whose BIN is blocked', () => {
    expect(keyOf(cardNumber('4111111111111111', ['411111']))).toBe(VALIDATION.cardBinBlocked);
  });
});

describe('English letters, IBAN and postal code', () => {
  it('accepts English letters with digits and punctuation, rejects other letters', () => {
    expect(englishOnly('Main Street 5, apt. 2')).toBeNull();
    expect(keyOf(englishOnly('Hauptstraße'))).toBe(VALIDATION.englishOnly);
    expect(keyOf(englishOnly('Иван'))).toBe(VALIDATION.englishOnly);
  });

  it('accepts an IBAN of letters and digits', () => {
    expect(iban('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(keyOf(iban('DE89-3704'))).toBe(VALIDATION.ibanChars);
  });

  it('answers a Lithuanian IBAN with the LT message', () => {
    expect(keyOf(iban('LT12 1000 0111 0100 1000'))).toBe(VALIDATION.ibanLt);
  });

  it('checks the postal code against the country pattern', () => {
    expect(postalCode('10115', 'DE')).toBeNull();
    expect(keyOf(postalCode('ABC', 'DE'))).toBe(VALIDATION.postalCode);
  });
});

describe('generic rules', () => {
  it('reports a missing value with the field name', () => {
    expect(required('', 'email')).toEqual({ key: VALIDATION.required, params: { field: 'email' } });
    expect(keyOf(required('  ', 'email'))).toBe(VALIDATION.required);
    expect(keyOf(required(null, 'email'))).toBe(VALIDATION.required);
    expect(required(0, 'amount')).toBeNull();
  });

  it('checks lengths, values, integers and checkboxes with their bounds', () => {
    expect(minLength('ab', 3, 'city')).toEqual({
      key: VALIDATION.minLength,
      params: { field: 'city', min: 3 },
    });
    expect(minLength('abc', 3, 'city')).toBeNull();
    expect(maxLength('abcd', 3, 'city')).toEqual({
      key: VALIDATION.maxLength,
      params: { field: 'city', max: 3 },
    });
    expect(minValue(9, 10, 'amount')).toEqual({
      key: VALIDATION.minValue,
      params: { field: 'amount', min: 10 },
    });
    expect(maxValue(11, 10, 'amount')).toEqual({
      key: VALIDATION.maxValue,
      params: { field: 'amount', max: 10 },
    });
    expect(integer(1.5, 'amount')).toEqual({ key: VALIDATION.integer, params: { field: 'amount' } });
    expect(integer(2, 'amount')).toBeNull();
    expect(mustBeChecked(false, 'terms')).toEqual({
      key: VALIDATION.mustBeChecked,
      params: { field: 'terms' },
    });
    expect(mustBeChecked(true, 'terms')).toBeNull();
  });

  it('checks amounts against their step, including decimal steps', () => {
    expect(multipleOf(30, 10)).toBeNull();
    expect(multipleOf(0.3, 0.1)).toBeNull();
    expect(multipleOf(25, 10)).toEqual({ key: VALIDATION.multipleOf, params: { step: 10 } });
  });

  it('says not enough money above the balance', () => {
    expect(maxBalance(100, 100)).toBeNull();
    expect(keyOf(maxBalance(101, 100))).toBe(VALIDATION.notEnoughMoney);
  });

  it('returns the first failing check', () => {
    expect(keyOf(firstError(null, email('x'), required('', 'email')))).toBe(VALIDATION.email);
    expect(firstError(null, null)).toBeNull();
  });
});

describe('ageRuleCountry', () => {
  it.each([
    [{ geo: 'EE', licence: 'CW', country: 'FI' }, 'EE'],
    [{ geo: 'CA', licence: 'EE', country: 'CA' }, 'EE'],
    [{ geo: 'CA', licence: 'CW', country: 'ee' }, 'EE'],
    [{ geo: 'DE', licence: 'CW', country: 'AT' }, 'AT'],
  ])('%j → %s', (where, country) => {
    expect(ageRuleCountry(where)).toBe(country);
  });
});
