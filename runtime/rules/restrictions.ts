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

/**
 * Where guests can neither log in nor register (spec §2, §5 context rules): every restricted
 * country, partially or fully. A `when` condition: the guest buttons of the header and the bottom
 * bar are disabled by default under it, each with a reason of its own.
 */
export const AUTH_RESTRICTED_WHEN = { restriction: ['partial', 'full'] } as const;

/** Where registration is closed as well (spec §1, §5): the EE geo. A `when` condition, as above. */
export const REGISTRATION_CLOSED_WHEN = { country: ['EE'] } as const;
