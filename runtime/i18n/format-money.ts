// Money display (spec §9). Amounts arrive in integer minor units (`*_cents`). Crypto is shown in
// smaller display units so that everyday amounts are readable: milli for ETH and LTC, micro for BTC.

/** Crypto currencies of the platform (spec §3). */
export const CRYPTO_CURRENCIES = ['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT'] as const;

/** Minor units per whole coin of crypto amounts, unless the currency list says otherwise. */
export const CRYPTO_SUBUNITS_TO_UNIT = 100_000_000;

/** Display unit of a crypto currency, as a fraction of one coin, and its label. */
export const CRYPTO_DISPLAY_UNITS: Readonly<Record<string, { factor: number; label: string }>> = {
  BTC: { factor: 1e-6, label: 'µBTC' },
  ETH: { factor: 1e-3, label: 'mETH' },
  LTC: { factor: 1e-3, label: 'mLTC' },
};

/** Most fraction digits a crypto amount shows. */
export const CRYPTO_MAX_FRACTION_DIGITS = 8;
/** Fraction digits of a jackpot total. */
export const JACKPOT_FRACTION_DIGITS = 2;

export function isCrypto(currency: string): boolean {
  return (CRYPTO_CURRENCIES as readonly string[]).includes(currency.toUpperCase());
}

export interface MoneyFormatOptions {
  /** Minor units per unit, from `/api/info/currencies`; defaults to ISO for fiat and 1e8 for crypto. */
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

/** Fiat minor units per unit from ISO 4217 (as Intl knows it): 100 for EUR, 1 for JPY. */
function fiatSubunits(currency: string, locale: string): number {
  const digits = numberFormat(locale, { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** The unit label and amount in display units of a crypto amount. */
export function cryptoDisplay(cents: number, currency: string, subunits = CRYPTO_SUBUNITS_TO_UNIT) {
  const code = currency.toUpperCase();
  const unit = CRYPTO_DISPLAY_UNITS[code];
  const coins = cents / subunits;
  // Rounded to the shown precision first, so that float noise (0.1 + 0.2) never reaches the label.
  const amount = unit ? Number((coins / unit.factor).toFixed(CRYPTO_MAX_FRACTION_DIGITS)) : coins;
  return { amount, label: unit?.label ?? code };
}

/**
 * Formats an amount of minor units for a locale: fiat with the currency symbol, crypto in its display
 * unit with up to 8 fraction digits.
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
  const subunits = options.subunits ?? fiatSubunits(currency, locale);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(fixed !== undefined && { minimumFractionDigits: fixed, maximumFractionDigits: fixed }),
  }).format(cents / subunits);
}

/** A jackpot total: always two fraction digits. */
export function formatJackpotTotal(
  cents: number,
  currency: string,
  locale: string,
  subunits?: number,
): string {
  return formatMoney(cents, currency, locale, { subunits, fractionDigits: JACKPOT_FRACTION_DIGITS });
}
