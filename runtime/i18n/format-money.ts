// Money display (spec §9): the one formatter of the client. Amounts arrive in integer minor units
// (`*_cents`). Crypto is shown in smaller display units so that everyday amounts are readable:
// milli for ETH and LTC, micro for BTC. The currency rules (lists, units, default subunits) live in
// runtime/rules/currencies.ts and currency-units.ts; this module only turns them into text.
import { CRYPTO_CURRENCIES, isCrypto, type CryptoCurrency } from '../rules/currencies.ts';
import {
  CRYPTO_DISPLAY_UNITS as UNIT_PREFIXES,
  CRYPTO_MAX_FRACTION_DIGITS,
  CRYPTO_SUBUNITS_TO_UNIT,
  defaultSubunitsToUnit,
  JACKPOT_FRACTION_DIGITS,
} from '../rules/currency-units.ts';

export { CRYPTO_CURRENCIES, CRYPTO_MAX_FRACTION_DIGITS, CRYPTO_SUBUNITS_TO_UNIT, isCrypto };
export { JACKPOT_FRACTION_DIGITS };

/** Display unit of a crypto currency, as a fraction of one coin, and its label ('µBTC'). */
export const CRYPTO_DISPLAY_UNITS: Readonly<Record<string, { factor: number; label: string }>> =
  Object.fromEntries(
    Object.entries(UNIT_PREFIXES).map(([code, unit]) => [
      code,
      { factor: unit.factor, label: `${unit.prefix}${code as CryptoCurrency}` },
    ]),
  );

export interface MoneyFormatOptions {
  /** Minor units per unit, from `/api/info/currencies`; defaults to `defaultSubunitsToUnit`. */
  subunits?: number;
  /** Exactly this many fraction digits (jackpot totals use 2). */
  fractionDigits?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options: building one costs far more than formatting
 * with it, and a lobby formats hundreds of amounts.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** How amounts of one currency are shown and typed: the unit money is displayed in. */
export interface DisplayUnit {
  currency: string;
  /** The currency code, or the crypto display unit ('µBTC', 'mETH'). */
  label: string;
  /** Minor units in one whole currency unit (`subunits_to_unit`). */
  subunits: number;
  /** Minor units in one display unit: 100 for EUR and µBTC, 1 for JPY, 100,000 for mETH. */
  minorPerUnit: number;
  /** Decimal places an amount in the display unit needs to name every minor unit. */
  decimals: number;
}

/**
 * The display unit of a currency, with the subunits of the currency list when known.
 * @example displayUnit('BTC', 100_000_000) // { label: 'µBTC', minorPerUnit: 100, decimals: 2, ... }
 */
export function displayUnit(currency: string, subunits?: number): DisplayUnit {
  const code = currency.toUpperCase();
  const display = CRYPTO_DISPLAY_UNITS[code];
  const whole = subunits ?? defaultSubunitsToUnit(code);
  const perUnit = whole * (display?.factor ?? 1);
  // 1e-6 × 1e8 is 100.00000000000001 in floating point: round to the integer it means.
  const minorPerUnit = perUnit >= 1 ? Math.round(perUnit) : perUnit;
  return {
    currency: code,
    label: display?.label ?? code,
    subunits: whole,
    minorPerUnit,
    decimals: Math.max(0, Math.ceil(Math.log10(minorPerUnit) - 1e-9)),
  };
}

/** The unit label and amount in display units of a crypto amount. */
export function cryptoDisplay(cents: number, currency: string, subunits?: number) {
  const code = currency.toUpperCase();
  const unit = CRYPTO_DISPLAY_UNITS[code];
  const coins = cents / (subunits ?? defaultSubunitsToUnit(code));
  // Rounded to the shown precision first, so that float noise (0.1 + 0.2) never reaches the label.
  const amount = unit ? Number((coins / unit.factor).toFixed(CRYPTO_MAX_FRACTION_DIGITS)) : coins;
  return { amount, label: unit?.label ?? code };
}

/**
 * Formats an amount of minor units for a locale: fiat with the currency symbol, crypto in its display
 * unit with up to 8 fraction digits. Widgets format through `useMoney()`, which passes the subunits
 * of the currency list, so that an amount reads the same in the header, the sidebar and the cashbox.
 * @example formatMoney(123456, 'EUR', 'de') // '1.234,56 €'; formatMoney(10000, 'BTC', 'en') // '100 µBTC'
 */
export function formatMoney(
  cents: number,
  currency: string,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  const fixed = options.fractionDigits;
  if (isCrypto(currency)) {
    const { amount, label } = cryptoDisplay(cents, currency, options.subunits);
    const number = numberFormat(locale, {
      minimumFractionDigits: fixed ?? 0,
      maximumFractionDigits: fixed ?? CRYPTO_MAX_FRACTION_DIGITS,
    }).format(amount);
    return `${number} ${label}`;
  }
  const subunits = options.subunits ?? defaultSubunitsToUnit(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(fixed !== undefined && { minimumFractionDigits: fixed, maximumFractionDigits: fixed }),
  }).format(cents / subunits);
}
