/**
 * Currency rules of spec §3: the lists and the per-country default. The display units and minor
 * units of §9 are in currency-units.ts (only the pages that show money load them).
 */

/** Used wherever a currency is unknown or has no value of its own (spec §3, §9: fallback EUR). */
export const FALLBACK_CURRENCY = 'EUR';

/** Currencies enabled by default (spec §3). */
export const ENABLED_CURRENCIES = [
  'AUD',
  'CAD',
  'NZD',
  'EUR',
  'USD',
  'JPY',
  'NOK',
  'BRL',
  'BTC',
  'ETH',
  'BCH',
  'LTC',
  'DOG',
  'USDT',
] as const;

export const FIAT_CURRENCIES = ['EUR', 'USD', 'AUD', 'CAD', 'NZD', 'BRL', 'NOK', 'JPY', 'KZT'] as const;

export const CRYPTO_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'] as const;
export type CryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

const CRYPTO_SET: ReadonlySet<string> = new Set(CRYPTO_CURRENCIES);

/** Whether a currency code is one of the crypto currencies (case-insensitive). */
export function isCrypto(currency: string): boolean {
  return CRYPTO_SET.has(currency.toUpperCase());
}

/** Per-country default currency (spec §3); every other country gets EUR. */
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

/**
 * The currency shown to a visitor from this country before they pick one.
 * @example countryDefaultCurrency('au') // 'AUD'
 */
export function countryDefaultCurrency(country: string): string {
  return COUNTRY_DEFAULT_CURRENCY[country.toUpperCase()] ?? FALLBACK_CURRENCY;
}
