import { useMemo } from 'react';
import { useSiteContext } from '../context/site-context-react.tsx';
import { useCurrencies } from '../queries/info.ts';
import { displayUnit, formatMoney, type DisplayUnit, type MoneyFormatOptions } from './format-money.ts';

/** Money formatting of this page: the page's locale and the subunits of the currency list. */
export interface Money {
  /** Minor units as text: '€1,234.56', '250 µBTC'. */
  format: (cents: number, currency: string, options?: Pick<MoneyFormatOptions, 'fractionDigits'>) => string;
  /** The unit a currency is shown and typed in. */
  unit: (currency: string) => DisplayUnit;
  /** `subunits_to_unit` of the currency list, or undefined when the list does not name the currency. */
  subunitsOf: (currency: string) => number | undefined;
  /** True while the currency list loads: amounts shown now may change unit when it answers. */
  pending: boolean;
  locale: string;
}

/**
 * The one way widgets turn amounts into text, so that the same amount never reads two ways on one
 * page (header, sidebar, cashbox, history, limits, jackpots).
 * @example const money = useMoney(); money.format(account.amount_cents, account.currency)
 */
export function useMoney(): Money {
  const { locale } = useSiteContext();
  const currencies = useCurrencies();
  const list = currencies.data;
  return useMemo(() => {
    const subunitsOf = (currency: string) =>
      list?.find((entry) => entry.code === currency.toUpperCase())?.subunits_to_unit;
    return {
      format: (cents, currency, options = {}) =>
        formatMoney(cents, currency, locale, { ...options, subunits: subunitsOf(currency) }),
      unit: (currency) => displayUnit(currency, subunitsOf(currency)),
      subunitsOf,
      pending: currencies.isPending,
      locale,
    };
  }, [list, locale, currencies.isPending]);
}
