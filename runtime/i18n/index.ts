// Public entry of the i18n runtime: the translator and the display formats of spec §9.
export {
  changeLocale,
  createI18n,
  FALLBACK_LOCALE,
  prefetchMessages,
  type I18nOptions,
} from './create-i18n.ts';
export { DATE_FORMAT, DATE_TIME_FORMAT, formatDate, formatDateTime } from './format-date.ts';
export {
  CRYPTO_CURRENCIES,
  displayUnit,
  formatMoney,
  isCrypto,
  JACKPOT_FRACTION_DIGITS,
  type DisplayUnit,
  type MoneyFormatOptions,
} from './format-money.ts';
export { useMoney, type Money } from './use-money.ts';
