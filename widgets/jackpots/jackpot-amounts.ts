/** The part of the platform's exchange rates (GET /api/info/crypto_exchange_rates) a conversion reads. */
export type ExchangeRates = Readonly<Record<string, Readonly<Record<string, { exchange_rate: number }>>>>;

/** Minor units per unit of a currency (the currency list's `subunits_to_unit`, 100 when unknown). */
export type SubunitsOf = (currency: string) => number | undefined;

/**
 * The rate from one currency to another out of the platform's exchange rates
 * (GET /api/info/crypto_exchange_rates): the direct pair, else through a coin both sides are
 * quoted against (EUR → BTC → CAD); null when the rates join them by no such path.
 * @example exchangeRate(rates, 'EUR', 'CAD') // 1.47
 */
export function exchangeRate(rates: ExchangeRates, from: string, to: string): number | null {
  if (from === to) return 1;
  const direct = rates[from]?.[to]?.exchange_rate;
  if (direct !== undefined && direct > 0) return direct;
  for (const [via, toVia] of Object.entries(rates[from] ?? {})) {
    const onward = rates[via]?.[to]?.exchange_rate;
    if (toVia.exchange_rate > 0 && onward !== undefined && onward > 0) return toVia.exchange_rate * onward;
  }
  return null;
}

/**
 * An amount in minor units of `from` as minor units of the visitor's currency `to`; the amount as
 * it is (with its own currency) when the rates cannot convert it.
 * @example inCurrency(25_000, 'EUR', 'CAD', rates, subunitsOf) // { cents: 36_765, currency: 'CAD' }
 */
export function inCurrency(
  cents: number,
  from: string,
  to: string,
  rates: ExchangeRates | undefined,
  subunitsOf: SubunitsOf,
): { cents: number; currency: string } {
  const rate = rates ? exchangeRate(rates, from, to) : from === to ? 1 : null;
  if (rate === null) return { cents, currency: from };
  const units = cents / (subunitsOf(from) ?? 100);
  return { cents: Math.round(units * rate * (subunitsOf(to) ?? 100)), currency: to };
}
