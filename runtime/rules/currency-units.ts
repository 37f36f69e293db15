import { isCrypto, type CryptoCurrency } from './currencies.ts';

// How amounts of a currency are counted and shown (spec §9). Apart from currencies.ts, whose lists
// the app's first view needs: only the pages that show money load these.

/**
 * Crypto amounts are shown in smaller units so that they read as whole-ish numbers (spec §9):
 * milli for ETH and LTC, micro for BTC. `factor` is the value of one display unit in coins.
 */
export const CRYPTO_DISPLAY_UNITS: Readonly<
  Partial<Record<CryptoCurrency, { prefix: string; factor: number }>>
> = {
  BTC: { prefix: 'µ', factor: 1e-6 },
  ETH: { prefix: 'm', factor: 0.001 },
  LTC: { prefix: 'm', factor: 0.001 },
};

/** Minor units per whole coin of a crypto currency, unless the currency list says otherwise. */
export const CRYPTO_SUBUNITS_TO_UNIT = 100_000_000;

/** Crypto currencies whose minor unit is not the 1e-8 coin: USDT, a dollar token, counts cents. */
const CRYPTO_SUBUNITS_EXCEPTIONS: Readonly<Partial<Record<CryptoCurrency, number>>> = { USDT: 100 };

/**
 * Minor units per whole unit of a currency when the currency list (`subunits_to_unit` of
 * `/api/info/currencies`) has not said: the ISO 4217 digits of a fiat currency as Intl knows them,
 * 1e8 for crypto coins, 100 for USDT. The sandbox's currency list is built from this same rule.
 * @example defaultSubunitsToUnit('JPY') // 1
 */
export function defaultSubunitsToUnit(currency: string): number {
  const code = currency.toUpperCase();
  if (isCrypto(code)) return CRYPTO_SUBUNITS_EXCEPTIONS[code as CryptoCurrency] ?? CRYPTO_SUBUNITS_TO_UNIT;
  // Building a NumberFormat is costly (a jackpot ticker asks on every tick): once per currency.
  let subunits = fiatSubunits.get(code);
  if (subunits === undefined) {
    subunits = intlSubunits(code);
    fiatSubunits.set(code, subunits);
  }
  return subunits;
}

const fiatSubunits = new Map<string, number>();

function intlSubunits(code: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits;
    return 10 ** (digits ?? 2);
  } catch {
    // Not an ISO code Intl knows: two decimals, like most currencies.
    return 100;
  }
}

/** Most fraction digits a crypto amount is shown with (spec §9). */
export const CRYPTO_MAX_FRACTION_DIGITS = 8;
/** Fraction digits of a jackpot total (spec §9). */
export const JACKPOT_FRACTION_DIGITS = 2;
