import type { Licence } from '../context/types.ts';
import { ESTONIA } from './licence.ts';

/** The cookie of the cookie banner that records the visitor's consent (spec §9: a year). */
export const CONSENT_COOKIE = 'cookies_accepted';
export const CONSENT_VALUE = '1';

/**
 * Countries whose law asks consent before cookies and tracking that a site does not strictly
 * need (the EEA's ePrivacy rules, the United Kingdom and Switzerland), whatever the licence.
 */
export const CONSENT_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  ESTONIA,
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
];

/**
 * Whether attribution cookies, UTM logging, analytics events and page reports wait for the
 * visitor's consent: always under the EE licence (an EU licence), and for visitors from a
 * country of `CONSENT_COUNTRIES` under any licence. Elsewhere (CW, e.g. Canada) they start at once.
 * @example consentRequired({ licence: 'CW', country: 'CA' }) // false
 */
export function consentRequired({ licence, country }: { licence: Licence; country: string }): boolean {
  return licence === 'EE' || CONSENT_COUNTRIES.includes(country.toUpperCase());
}

/** Whether the visitor accepted cookies, from the page's cookie string. */
export function consentGiven(cookieValue: string | null): boolean {
  return cookieValue === CONSENT_VALUE;
}
