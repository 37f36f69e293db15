import {
  CRYPTO_CURRENCIES,
  ENABLED_CURRENCIES,
  FALLBACK_CURRENCY,
  isCrypto,
} from '../../../runtime/rules/currencies.ts';
import { defaultSubunitsToUnit } from '../../../runtime/rules/currency-units.ts';
import type { CryptoExchangeRates, CurrencyInfo } from './types.ts';

// Currency lists of SPEC §3: the client's, so that the sandbox serves exactly what the client expects.
export { CRYPTO_CURRENCIES, ENABLED_CURRENCIES, FIAT_CURRENCIES } from '../../../runtime/rules/currencies.ts';
export const DEFAULT_CURRENCY = FALLBACK_CURRENCY;

/**
 * Currency the demo mode of a game is keyed by in GameRaw.currencies. The client's DEMO_CURRENCY lives in
 * runtime/api/games.ts, which loads React Query at run time, so the sandbox keeps its own.
 */
export const DEMO_CURRENCY = 'FUN';

const SYMBOLS: Record<string, string> = {
  AUD: 'A$',
  CAD: 'C$',
  NZD: 'NZ$',
  EUR: '€',
  USD: '$',
  JPY: '¥',
  NOK: 'kr',
  BRL: 'R$',
  KZT: '₸',
  GBP: '£',
  BTC: '₿',
  ETH: 'Ξ',
  BCH: 'BCH',
  LTC: 'Ł',
  DOG: 'Ð',
  USDT: '₮',
};

/** Minor units per major unit: 1 for JPY (no cents), 1e8 for the crypto coins, 100 otherwise (the client's rule). */
export function subunitsToUnit(code: string): number {
  return defaultSubunitsToUnit(code);
}

export function isFiat(code: string): boolean {
  return !isCrypto(code);
}

/** Integer minor units of an amount given in major units (0.0001 BTC → 10000). */
export function toMinorUnits(amount: number, code: string): number {
  return Math.round(amount * subunitsToUnit(code));
}

export function buildCurrencies(): CurrencyInfo[] {
  return ENABLED_CURRENCIES.map((code) => ({
    code,
    symbol: SYMBOLS[code] ?? code,
    subunits_to_unit: subunitsToUnit(code),
    fiat: isFiat(code),
    default: code === DEFAULT_CURRENCY,
    subcurrencies: [],
  }));
}

/** Approximate value of one unit in EUR: a fixed table, because the sandbox has no market feed. */
export const EUR_VALUE: Record<string, number> = {
  EUR: 1,
  USD: 0.92,
  AUD: 0.61,
  CAD: 0.68,
  NZD: 0.56,
  JPY: 0.0062,
  NOK: 0.087,
  BRL: 0.18,
  KZT: 0.0019,
  GBP: 1.17,
  BTC: 58_000,
  ETH: 2_900,
  BCH: 420,
  LTC: 78,
  DOG: 0.14,
  USDT: 0.92,
};

/** An amount in EUR cents expressed in the minor units of another currency, rounded to a nice step. */
export function convertEurCents(eurCents: number, code: string): number {
  const value = EUR_VALUE[code] ?? 1;
  const minor = (eurCents / 100 / value) * subunitsToUnit(code);
  if (minor < 100) return Math.max(1, Math.round(minor));
  const magnitude = 10 ** (Math.floor(Math.log10(minor)) - 1);
  return Math.round(minor / magnitude) * magnitude;
}

const CRYPTO_FEE = 0.01;

/** Rates from every crypto coin to every enabled fiat currency (and back). */
export function buildCryptoExchangeRates(): CryptoExchangeRates {
  const rates: CryptoExchangeRates = {};
  const fiat = ENABLED_CURRENCIES.filter(isFiat);
  for (const coin of CRYPTO_CURRENCIES) {
    const coinRates: CryptoExchangeRates[string] = {};
    for (const money of fiat) {
      const rate = round((EUR_VALUE[coin] ?? 1) / (EUR_VALUE[money] ?? 1));
      coinRates[money] = {
        exchange_rate: rate,
        fee: CRYPTO_FEE,
        total_exchange_rate: round(rate * (1 - CRYPTO_FEE)),
      };
      const back = round(1 / rate);
      rates[money] ??= {};
      (rates[money] as CryptoExchangeRates[string])[coin] = {
        exchange_rate: back,
        fee: CRYPTO_FEE,
        total_exchange_rate: round(back * (1 - CRYPTO_FEE)),
      };
    }
    rates[coin] = coinRates;
  }
  return rates;
}

function round(value: number): number {
  return Number(value.toPrecision(8));
}
