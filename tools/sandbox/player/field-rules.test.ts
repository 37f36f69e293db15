import { describe, expect, it } from 'vitest';
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

  it('checks postal codes by country', () => {
    expect(postalCodeError('M5H 2N2', 'CA')).toBeNull();
    expect(postalCodeError('12345', 'CA')).toBe('is invalid');
    expect(postalCodeError('2000', 'AU')).toBeNull();
    expect(postalCodeError('10115', 'DE')).toBeNull();
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
