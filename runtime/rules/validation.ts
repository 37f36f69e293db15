import { ESTONIA, isEstonia } from './licence.ts';
import { isValidPostalCode } from './postal-codes.ts';

/**
 * Field rules of spec §5. Each returns null when the value passes, or the message KEY (with its
 * parameters) that the form translates; wording lives in brands/_base/messages.
 */
export interface ValidationError {
  key: ValidationKey;
  params?: Record<string, string | number>;
}
export type Check = ValidationError | null;

/** Every message key the rules return: the messages files must translate each one. */
export const VALIDATION = {
  required: 'VALIDATION.REQUIRED',
  email: 'VALIDATION.EMAIL',
  passwordChars: 'VALIDATION.PASSWORD_WRONG_CHARS',
  passwordConfirm: 'VALIDATION.PASSWORD_CONFIRM',
  nicknameChars: 'VALIDATION.NICKNAME_CHARS',
  nicknameLength: 'VALIDATION.NICKNAME_LENGTH',
  nameChars: 'VALIDATION.NAME_CHARS',
  phone: 'VALIDATION.PHONE',
  personalId: 'VALIDATION.PERSONAL_ID',
  birthdayFormat: 'VALIDATION.BIRTHDAY_FORMAT',
  birthdayDay: 'VALIDATION.BIRTHDAY_DAY',
  birthdayMonth: 'VALIDATION.BIRTHDAY_MONTH',
  birthdayInvalid: 'VALIDATION.BIRTHDAY_INVALID',
  birthdayAge: 'VALIDATION.BIRTHDAY_AGE',
  cardExpiryFormat: 'VALIDATION.CARD_EXPIRY_FORMAT',
  cardExpiryMonth: 'VALIDATION.CARD_EXPIRY_MONTH',
  cardExpired: 'VALIDATION.CARD_EXPIRED',
  cardNumber: 'VALIDATION.CARD_NUMBER',
  cardBinBlocked: 'VALIDATION.CARD_BIN_BLOCKED',
  englishOnly: 'VALIDATION.ENGLISH_ONLY',
  ibanChars: 'VALIDATION.IBAN_CHARS',
  ibanLt: 'VALIDATION.IBAN_LT',
  postalCode: 'VALIDATION.POSTAL_CODE',
  multipleOf: 'VALIDATION.MULTIPLE_OF',
  notEnoughMoney: 'VALIDATION.NOT_ENOUGH_MONEY',
  minLength: 'VALIDATION.MIN_LENGTH',
  maxLength: 'VALIDATION.MAX_LENGTH',
  minValue: 'VALIDATION.MIN_VALUE',
  maxValue: 'VALIDATION.MAX_VALUE',
  integer: 'VALIDATION.INTEGER',
  mustBeChecked: 'VALIDATION.MUST_BE_CHECKED',
} as const;
export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 15;
export const PHONE_MIN_LENGTH = 8;
export const PERSONAL_ID_LENGTH = 11;
export const MINIMUM_AGE = 18;
/** Estonia (by country) requires players to be 21 (spec §5). */
export const MINIMUM_AGE_ESTONIA = 21;
/** A search runs only for queries longer than 2 characters (spec §4, §5). */
export const SEARCH_MIN_LENGTH = 3;
/** A BIN is the first six digits of a card number. */
export const CARD_BIN_LENGTH = 6;

const fail = (key: ValidationKey, params?: ValidationError['params']): ValidationError =>
  params ? { key, params } : { key };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const PASSWORD_CHARS = /^[\p{L}\d|@#$^&=!№';%:?()_+\-/,.<>]*$/u;
const NAME_CHARS = /^[\p{L}\d .-]*$/u;
const PHONE = /^[\d+() -]+$/;

/** Empty, whitespace-only and unchecked values fail; `field` names the field in the message. */
export function required(value: unknown, field: string): Check {
  const empty = value === null || value === undefined || value === false || String(value).trim() === '';
  return empty ? fail(VALIDATION.required, { field }) : null;
}

export function email(value: string): Check {
  return EMAIL.test(value.trim()) ? null : fail(VALIDATION.email);
}

export function passwordChars(value: string): Check {
  return PASSWORD_CHARS.test(value) ? null : fail(VALIDATION.passwordChars);
}

export function passwordConfirm(password: string, confirm: string): Check {
  return password === confirm ? null : fail(VALIDATION.passwordConfirm);
}

/** Letters, spaces, digits, dot, hyphen; 3 to 15 characters when filled (it is optional). */
export function nickname(value: string): Check {
  if (value === '') return null;
  if (!NAME_CHARS.test(value)) return fail(VALIDATION.nicknameChars);
  const length = Array.from(value).length;
  return length < NICKNAME_MIN_LENGTH || length > NICKNAME_MAX_LENGTH
    ? fail(VALIDATION.nicknameLength, { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH })
    : null;
}

/** First name, last name, city: letters, spaces, digits, dot, hyphen. */
export function nameChars(value: string): Check {
  return NAME_CHARS.test(value) ? null : fail(VALIDATION.nameChars);
}

/** At least 8 characters, all of them digits, +, (, ), space or -. */
export function phone(value: string): Check {
  return PHONE.test(value) && value.length >= PHONE_MIN_LENGTH
    ? null
    : fail(VALIDATION.phone, { min: PHONE_MIN_LENGTH });
}

export function personalId(value: string): Check {
  return value.length === PERSONAL_ID_LENGTH
    ? null
    : fail(VALIDATION.personalId, { length: PERSONAL_ID_LENGTH });
}

/**
 * The country whose age rule applies to a player (spec §5: 21 for Estonia): Estonia when the
 * visitor is there, the page runs under the EE licence, or the player lives there; otherwise the
 * player's country.
 * @example ageRuleCountry({ geo: 'EE', licence: 'CW', country: 'FI' }) // 'EE'
 */
export function ageRuleCountry(where: { geo: string; licence: string; country: string }): string {
  const estonian = isEstonia(where.geo) || where.licence === ESTONIA || isEstonia(where.country);
  return estonian ? ESTONIA : where.country;
}

/** 18, or 21 for Estonia. */
export function minimumAgeFor(country: string): number {
  return isEstonia(country) ? MINIMUM_AGE_ESTONIA : MINIMUM_AGE;
}

/** Whole years between a birth date (UTC) and now. */
export function ageOn(birth: { year: number; month: number; day: number }, now: number): number {
  const today = new Date(now);
  const y = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return y - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * DD/MM/YYYY, a real date, and the person old enough for the country (18; 21 in Estonia).
 * @example birthday('29/02/2001', 'DE', Date.now()) // { key: 'VALIDATION.BIRTHDAY_INVALID' }
 */
export function birthday(value: string, country: string, now: number): Check {
  const parts = value.trim().split('/');
  if (parts.length !== 3) return fail(VALIDATION.birthdayFormat);
  const [d = '', m = '', y = ''] = parts;
  if (!/^\d{2}$/.test(d) || Number(d) < 1 || Number(d) > 31) return fail(VALIDATION.birthdayDay);
  if (!/^\d{2}$/.test(m) || Number(m) < 1 || Number(m) > 12) return fail(VALIDATION.birthdayMonth);
  if (!/^\d{4}$/.test(y)) return fail(VALIDATION.birthdayFormat);
  const date = { day: Number(d), month: Number(m), year: Number(y) };
  const ms = Date.UTC(date.year, date.month - 1, date.day);
  if (new Date(ms).getUTCDate() !== date.day || ms > now) return fail(VALIDATION.birthdayInvalid);
  const min = minimumAgeFor(country);
  return ageOn(date, now) >= min ? null : fail(VALIDATION.birthdayAge, { age: min });
}

/** MM/YY with a month from 1 to 12, not before the current month (a card works to its month's end). */
export function cardExpiry(value: string, now: number): Check {
  const m = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return fail(VALIDATION.cardExpiryFormat);
  const month = Number(m[1]);
  if (month < 1 || month > 12) return fail(VALIDATION.cardExpiryMonth);
  const today = new Date(now);
  const year = 2000 + Number(m[2]);
  const expired =
    year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1);
  return expired ? fail(VALIDATION.cardExpired) : null;
}

/** 12 to 19 digits (spaces allowed) passing the Luhn checksum; a blocked BIN fails on its own key. */
export function cardNumber(value: string, blockedBins: readonly string[] = []): Check {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return fail(VALIDATION.cardNumber);
  return blockedBins.includes(digits.slice(0, CARD_BIN_LENGTH)) ? fail(VALIDATION.cardBinBlocked) : null;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** No letters outside A–Z (digits, spaces and punctuation are fine). */
export function englishOnly(value: string): Check {
  return /^[^\p{L}]*$/u.test(value.replace(/[A-Za-z]/g, '')) ? null : fail(VALIDATION.englishOnly);
}

/** Whether an IBAN is Lithuanian: the form then adds the player to group 1101 (GROUP.ibanLt). */
export function isLithuanianIban(value: string): boolean {
  return /^LT/i.test(value.replace(/\s/g, ''));
}

/** Letters and digits only (spaces ignored); a Lithuanian IBAN returns the LT message. */
export function iban(value: string): Check {
  const compact = value.replace(/\s/g, '');
  if (!/^[A-Za-z\d]+$/.test(compact)) return fail(VALIDATION.ibanChars);
  return isLithuanianIban(compact) ? fail(VALIDATION.ibanLt) : null;
}

export function postalCode(value: string, country: string): Check {
  return isValidPostalCode(country, value) ? null : fail(VALIDATION.postalCode);
}

/** Amounts in steps: the value must be a whole multiple of `step` (float-safe to 1e-9). */
export function multipleOf(value: number, step: number): Check {
  if (step <= 0) return null;
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 ? null : fail(VALIDATION.multipleOf, { step });
}

/** A stake or withdrawal above what the player has. */
export function maxBalance(value: number, balance: number): Check {
  return value <= balance ? null : fail(VALIDATION.notEnoughMoney);
}

export function minLength(value: string, min: number, field: string): Check {
  return Array.from(value).length >= min ? null : fail(VALIDATION.minLength, { field, min });
}

export function maxLength(value: string, max: number, field: string): Check {
  return Array.from(value).length <= max ? null : fail(VALIDATION.maxLength, { field, max });
}

export function minValue(value: number, min: number, field: string): Check {
  return value >= min ? null : fail(VALIDATION.minValue, { field, min });
}

export function maxValue(value: number, max: number, field: string): Check {
  return value <= max ? null : fail(VALIDATION.maxValue, { field, max });
}

export function integer(value: number, field: string): Check {
  return Number.isInteger(value) ? null : fail(VALIDATION.integer, { field });
}

export function mustBeChecked(value: boolean, field: string): Check {
  return value ? null : fail(VALIDATION.mustBeChecked, { field });
}

/** The first failing check, or null: `firstError(required(v, 'email'), email(v))`. */
export function firstError(...checks: Check[]): Check {
  return checks.find((c) => c !== null) ?? null;
}
