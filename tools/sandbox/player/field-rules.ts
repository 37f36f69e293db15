/**
 * Server-side field rules of SPEC §5. The client checks the same rules; the server never
 * trusts it, so each rule answers with the message a 422 carries under the field name.
 */
import { isValidPostalCode } from '../../../runtime/rules/postal-codes.ts';
import { buildPlayerFields, MINIMUM_AGE, MINIMUM_AGE_EE, NICKNAME_LENGTH } from '../catalog/player-fields.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Letters, digits and | @ # $ ^ & = ! № ' ; % : ? ( ) _ + - / , . < > */
export const PASSWORD_PATTERN = /^[\p{L}\d|@#$^&=!№';%:?()_+\-/,.<>]+$/u;
const passwordField = buildPlayerFields().fields.find((field) => field.field === 'password');
export const PASSWORD_LENGTH = {
  min: passwordField?.length?.minimum ?? 6,
  max: passwordField?.length?.maximum ?? 128,
} as const;
export const NAME_PATTERN = /^[\p{L}\d .-]+$/u;
export const PHONE_PATTERN = /^[\d+() -]+$/;
export const PHONE_MIN_DIGITS = 8;
/** Estonia (EE) requires players to be 21. */
export const ADULT_AGE_BY_COUNTRY: Readonly<Record<string, number>> = { EE: MINIMUM_AGE_EE };

/** An e-mail as accounts are stored and limited: trimmed, lower case. */
export const normaliseEmail = (email: string | undefined): string => (email ?? '').trim().toLowerCase();

export function emailError(email: string | undefined): string | null {
  if (!email) return "can't be blank";
  return EMAIL_PATTERN.test(email) ? null : 'is invalid';
}

export function passwordError(password: string | undefined): string | null {
  if (!password) return "can't be blank";
  if (!PASSWORD_PATTERN.test(password)) return 'contains wrong chars';
  if (password.length < PASSWORD_LENGTH.min)
    return `is too short (minimum is ${PASSWORD_LENGTH.min} characters)`;
  if (password.length > PASSWORD_LENGTH.max)
    return `is too long (maximum is ${PASSWORD_LENGTH.max} characters)`;
  return null;
}

export function nicknameError(nickname: string | undefined | null): string | null {
  if (!nickname) return null;
  if (!NAME_PATTERN.test(nickname)) return 'contains wrong chars';
  if (nickname.length < NICKNAME_LENGTH.minimum || nickname.length > NICKNAME_LENGTH.maximum) {
    return `length must be ${NICKNAME_LENGTH.minimum} to ${NICKNAME_LENGTH.maximum} characters`;
  }
  return null;
}

export function nameError(name: string | undefined | null): string | null {
  if (!name) return null;
  return NAME_PATTERN.test(name) ? null : 'contains wrong chars';
}

export function phoneError(phone: string | undefined | null): string | null {
  if (!phone) return null;
  if (!PHONE_PATTERN.test(phone)) return 'is invalid';
  return phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? null : 'is too short';
}

/** The client's own postal-code rule, so a code the form accepts is one the server accepts. */
export function postalCodeError(code: string | undefined | null, country: string | null): string | null {
  if (!code) return null;
  return isValidPostalCode(country ?? '', code) ? null : 'is invalid';
}

/** Parses YYYY-MM-DD or DD/MM/YYYY into a real calendar date (UTC), or null. */
export function parseBirthday(text: string): Date | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whole years between a birthday and now. */
export function ageOn(birthday: Date, now: Date): number {
  let age = now.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthday.getUTCMonth() ||
    (now.getUTCMonth() === birthday.getUTCMonth() && now.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function birthdayError(
  text: string | undefined | null,
  country: string,
  now = new Date(),
): string | null {
  if (!text) return null;
  const birthday = parseBirthday(text);
  if (!birthday) return 'is not a valid date';
  const minimum = ADULT_AGE_BY_COUNTRY[country] ?? MINIMUM_AGE;
  return ageOn(birthday, now) >= minimum ? null : `you must be at least ${minimum} years old`;
}

/** Normalises a valid birthday to YYYY-MM-DD (the API's format). */
export function isoBirthday(text: string): string {
  const date = parseBirthday(text);
  return date ? date.toISOString().slice(0, 10) : text;
}
