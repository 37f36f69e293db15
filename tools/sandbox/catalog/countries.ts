import { DEFAULT_CURRENCY } from './currencies.ts';
import type { Country } from './types.ts';

/** Per-country default currency (SPEC §3); every other country gets DEFAULT_CURRENCY. */
export const COUNTRY_DEFAULT_CURRENCY: Readonly<Record<string, string>> = {
  AU: 'AUD',
  GB: 'GBP',
  CA: 'CAD',
  NZ: 'NZD',
  US: 'USD',
  IE: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  CH: 'EUR',
  JP: 'JPY',
  NO: 'NOK',
  BR: 'BRL',
};

/** Spec §1: Canada is the default country. */
export const DEFAULT_COUNTRY = 'CA';

const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  AU: 'Australia',
  BE: 'Belgium',
  BR: 'Brazil',
  BY: 'Belarus',
  CA: 'Canada',
  CH: 'Switzerland',
  CL: 'Chile',
  CW: 'Curaçao',
  CY: 'Cyprus',
  CZ: 'Czech Republic',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  GR: 'Greece',
  HU: 'Hungary',
  IE: 'Ireland',
  IN: 'India',
  IT: 'Italy',
  JP: 'Japan',
  KZ: 'Kazakhstan',
  LT: 'Lithuania',
  LV: 'Latvia',
  MX: 'Mexico',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  PE: 'Peru',
  PL: 'Poland',
  PT: 'Portugal',
  RU: 'Russia',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  UA: 'Ukraine',
  US: 'United States',
  ZA: 'South Africa',
};

export function defaultCurrencyOf(countryCode: string): string {
  return COUNTRY_DEFAULT_CURRENCY[countryCode.toUpperCase()] ?? DEFAULT_CURRENCY;
}

export function buildCountries(): Country[] {
  return Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => ({ name, code, default_currency: defaultCurrencyOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
