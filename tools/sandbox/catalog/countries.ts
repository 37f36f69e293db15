import { countryDefaultCurrency } from '../../../runtime/rules/currencies.ts';
import type { Country } from './types.ts';

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

/** Per-country default currency (SPEC §3): the client's rule, so that both sides agree; otherwise EUR. */
export const defaultCurrencyOf = countryDefaultCurrency;

export function buildCountries(): Country[] {
  return Object.entries(COUNTRY_NAMES)
    .map(([code, name]) => ({ name, code, default_currency: defaultCurrencyOf(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
