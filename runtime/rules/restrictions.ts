import type { RestrictionLevel } from '../context/types.ts';

/** Countries where the casino is closed to everyone (spec §9 table: full restriction). */
export const FULLY_RESTRICTED_COUNTRIES = ['BY', 'CW', 'LV', 'PL', 'RU', 'UA', 'CY'] as const;

/**
 * Countries with partial restriction: guests may browse and play demos but see the persistent
 * OOPS.RESTRICTED_GEO toast, cannot log in or register and cannot open game routes (spec §1, §2).
 *
 * The spec gives only the rule ("mostly partial"); this list is our choice: markets with their own
 * gambling regulator or a ban on offshore casinos (US, UK, FR, NL, ES, IL, TR, SG and similar).
 * The served countries (CA, AU, NZ, DE, IT, EE, AT, NO, JP, IE) are never in it — a test checks.
 */
export const PARTIALLY_RESTRICTED_COUNTRIES = [
  'US', // federal and state bans on offshore online casinos
  'GB', // UK Gambling Commission licence required
  'FR', // ANJ licence required
  'NL', // KSA licence required
  'ES', // DGOJ licence required
  'IL', // online gambling prohibited
  'TR', // online gambling prohibited
  'SG', // Remote Gambling Act
  'BE', // Gaming Commission licence required
  'DK', // Spillemyndigheden licence required
  'SE', // Spelinspektionen licence required
  'PT', // SRIJ licence required
  'GR', // HGC licence required
  'HU', // state monopoly
  'LT', // licence required
  'SK', // licence required
  'CZ', // licence required
  'RO', // ONJN licence required
  'BG', // licence required
  'HK', // online gambling prohibited
  'CN', // online gambling prohibited
  'KR', // online gambling prohibited
  'AE', // gambling prohibited
  'SA', // gambling prohibited
  'IR', // sanctions
  'KP', // sanctions
  'SY', // sanctions
  'CU', // sanctions
] as const;

/** Countries the product is built for (spec §1); kept here so a test can keep them unrestricted. */
export const SERVED_COUNTRIES = ['CA', 'AU', 'NZ', 'DE', 'IT', 'EE', 'AT', 'NO', 'JP', 'IE'] as const;

/** Toast shown to guests of partially restricted countries (spec §1, §8). */
export const RESTRICTED_GEO_MESSAGE = 'OOPS.RESTRICTED_GEO';

const FULL: ReadonlySet<string> = new Set(FULLY_RESTRICTED_COUNTRIES);
const PARTIAL: ReadonlySet<string> = new Set(PARTIALLY_RESTRICTED_COUNTRIES);

/**
 * How much of the casino a visitor from this country may use.
 * @example restrictionLevel('ru') // 'full'
 */
export function restrictionLevel(country: string): RestrictionLevel {
  const code = country.toUpperCase();
  if (FULL.has(code)) return 'full';
  if (PARTIAL.has(code)) return 'partial';
  return 'none';
}

/** Whether the visitor is in any restricted country (partial or full). */
export function isRestricted(level: RestrictionLevel): boolean {
  return level !== 'none';
}

export interface AuthButtonsInput {
  auth: 'guest' | 'player';
  restriction: RestrictionLevel;
  country: string;
}

/**
 * Whether the login and registration buttons are usable (spec §5 context rules): both are
 * disabled for guests of restricted geos, and registration also in Estonia.
 */
export function authButtonsState(input: AuthButtonsInput): { login: boolean; registration: boolean } {
  if (input.auth === 'player') return { login: true, registration: true };
  const restricted = isRestricted(input.restriction);
  return {
    login: !restricted,
    registration: !restricted && input.country.toUpperCase() !== 'EE',
  };
}

/** Whether a guest should see the persistent restricted-geo toast (spec §1). */
export function showsRestrictedGeoToast(input: Pick<AuthButtonsInput, 'auth' | 'restriction'>): boolean {
  return input.auth === 'guest' && input.restriction === 'partial';
}
