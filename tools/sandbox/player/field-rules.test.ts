import { describe, expect, it } from 'vitest';
import { isValidPostalCode, POSTAL_CODE_PATTERNS } from '../../../runtime/rules/postal-codes.ts';
import {
  ageOn,
  birthdayError,
  isoBirthday,
  nicknameError,
  parseBirthday,
  passwordError,
  phoneError,
  postalCodeError,
} from './field-rules.ts';

describe('registration field rules (SPEC §5)', () => {
  it('accepts the allowed password characters and refuses others as wrong chars', () => {
    expect(passwordError("Ab1|@#$^&=!№';%:?()_+-/,.<>")).toBeNull();
    expect(passwordError('with space1')).toBe('contains wrong chars');
    expect(passwordError('emoji😀1')).toBe('contains wrong chars');
    expect(passwordError('a1')).toMatch(/too short/);
  });

  it('takes nicknames of 3 to 15 letters, digits, spaces, dots and hyphens, or none', () => {
    expect(nicknameError('')).toBeNull();
    expect(nicknameError('Ace-7 .Jr')).toBeNull();
    expect(nicknameError('ab')).toMatch(/3 to 15/);
    expect(nicknameError('a'.repeat(16))).toMatch(/3 to 15/);
    expect(nicknameError('bad_name')).toBe('contains wrong chars');
  });

  it('needs at least 8 digits in a phone number', () => {
    expect(phoneError('+1 (416) 555-01')).toBeNull();
    expect(phoneError('+1 555 12')).toBe('is too short');
    expect(phoneError('call me')).toBe('is invalid');
  });

  it.each([
    ['CA', 'M5H 2N2', null],
    ['CA', '12345', 'is invalid'],
    ['AU', '2000', null],
    ['DE', '10115', null],
    ['IE', 'D02 X285', null],
    ['IE', 'ABC 1234', 'is invalid'],
    ['IE', '1234567', 'is invalid'],
    ['CH', '8001', null],
    ['CH', '80010', 'is invalid'],
    ['GB', 'SW1A 1AA', null],
    ['GB', 'SW1A 11A', 'is invalid'],
    ['BR', '01310-100', null],
    ['BR', '0131-0100', 'is invalid'],
    ['FR', '75001', null],
    ['FR', '-75001', 'is invalid'],
    [null, '75001', null],
    [null, '!', 'is invalid'],
  ])('checks a postal code of %s: %j → %j', (country, code, error) => {
    expect(postalCodeError(code, country)).toBe(error);
  });

  it('leaves an absent postal code to the required-field check', () => {
    expect(postalCodeError(undefined, 'CA')).toBeNull();
    expect(postalCodeError(null, 'CA')).toBeNull();
    expect(postalCodeError('', 'CA')).toBeNull();
  });

  it('accepts exactly the postal codes the client form accepts', () => {
    const codes = [
      'M5V 2T6',
      'm5v-2t6',
      '2000',
      '10115',
      '8001',
      '100-0001',
      'D6W 1234',
      'ABC 1234',
      '90210-1234',
      'sw1a 1aa',
      '01310-100',
      ' 0150 ',
      '1012 AB',
      '-1',
      'A',
      '12345678901',
    ];
    for (const country of [...Object.keys(POSTAL_CODE_PATTERNS), 'FR', 'ca', '']) {
      for (const code of codes) {
        const serverAccepts = postalCodeError(code, country || null) === null;
        expect(serverAccepts, `${country} ${JSON.stringify(code)}`).toBe(isValidPostalCode(country, code));
      }
    }
  });

  it('reads DD/MM/YYYY and YYYY-MM-DD birthdays and refuses impossible dates', () => {
    expect(parseBirthday('29/02/2000')?.toISOString().slice(0, 10)).toBe('2000-02-29');
    expect(parseBirthday('29/02/2001')).toBeNull();
    expect(parseBirthday('2001-13-01')).toBeNull();
    expect(isoBirthday('05/03/1990')).toBe('1990-03-05');
  });

  it('requires 18 years, or 21 in Estonia, counted to the day', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(ageOn(new Date('2008-06-15T00:00:00Z'), now)).toBe(18);
    expect(ageOn(new Date('2008-06-16T00:00:00Z'), now)).toBe(17);
    expect(birthdayError('2008-06-15', 'CA', now)).toBeNull();
    expect(birthdayError('2008-06-16', 'CA', now)).toMatch(/18/);
    expect(birthdayError('2005-06-15', 'EE', now)).toBeNull();
    expect(birthdayError('2005-06-16', 'EE', now)).toMatch(/21/);
  });
});
