import { displayUnit, isCrypto, type DisplayUnit } from '../../runtime/i18n/index.ts';
import { FIRST_DEPOSIT_SUGGESTION } from '../../runtime/rules/index.ts';

// The player types amounts in the unit the site shows money in: whole currency units for fiat,
// the display unit for crypto (µBTC, mETH: spec §9). The API takes integer minor units
// (`amount_cents`), whose size comes from `/api/info/currencies` (`subunits_to_unit`).

/** How amounts of one currency are typed and converted: the site's display unit of it. */
export type AmountUnit = DisplayUnit;

/**
 * The typing unit of a currency.
 * @example amountUnit('BTC', 100_000_000) // { label: 'µBTC', minorPerUnit: 100, decimals: 2, ... }
 */
export function amountUnit(currency: string, subunits?: number): AmountUnit {
  return displayUnit(currency, subunits);
}

/** A typed amount as a number: digits with an optional decimal point or comma; null otherwise. */
export function parseAmount(text: string): number | null {
  const compact = text.trim().replace(/\s+/g, '').replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(compact) ? Number(compact) : null;
}

/** Decimal places of a typed amount ('12,50' has 2). */
export function typedDecimals(text: string): number {
  const compact = text.trim().replace(',', '.');
  const point = compact.indexOf('.');
  return point < 0 ? 0 : compact.length - point - 1;
}

/** A typed amount in minor units, rounded to the nearest one. */
export function toMinorUnits(amount: number, unit: AmountUnit): number {
  return Math.round(amount * unit.minorPerUnit);
}

/** Minor units as the text of the amount field: '50', '12.5', '1000'. */
export function amountInputText(minor: number, unit: AmountUnit): string {
  const text = (minor / unit.minorPerUnit).toFixed(unit.decimals);
  return unit.decimals > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** Deposit amount rules of a currency from the CMS currency-config (major units). */
export interface CurrencyAmountRules {
  defaultAmount?: number;
  rounding?: number;
}

export interface AmountRange {
  min_cents: number | null;
  max_cents: number | null;
}

/** Multiples of the suggested amount offered as quick picks. */
export const QUICK_PICK_FACTORS = [1, 2, 5, 10] as const;

function clamp(value: number, range: AmountRange): number {
  const low = Math.max(value, range.min_cents ?? 1);
  return range.max_cents === null ? low : Math.min(low, range.max_cents);
}

function inRange(value: number, range: AmountRange): boolean {
  return value >= (range.min_cents ?? 1) && (range.max_cents === null || value <= range.max_cents);
}

/**
 * The amount suggested first, in minor units: the CMS default amount of the currency, else the
 * first-deposit suggestion of spec §9 (50 in major units) for fiat and the method's minimum for
 * crypto; always inside the method's range.
 * @example suggestedAmount(undefined, { min_cents: 1000, max_cents: 500000 }, amountUnit('EUR')) // 5000
 */
export function suggestedAmount(
  rules: CurrencyAmountRules | undefined,
  range: AmountRange,
  unit: AmountUnit,
): number {
  const major = rules?.defaultAmount ?? (isCrypto(unit.currency) ? null : FIRST_DEPOSIT_SUGGESTION);
  const minor = major === null ? (range.min_cents ?? 1) : Math.round(major * unit.subunits);
  return clamp(minor, range);
}

/**
 * Quick-pick amounts in minor units: multiples of the suggestion, rounded to the currency's
 * rounding step, inside the method's range; at least the suggestion itself.
 */
export function quickPickAmounts(
  rules: CurrencyAmountRules | undefined,
  range: AmountRange,
  unit: AmountUnit,
): number[] {
  const base = suggestedAmount(rules, range, unit);
  const rounding = rules?.rounding ? Math.round(rules.rounding * unit.subunits) : 0;
  const picks = QUICK_PICK_FACTORS.map((factor) => {
    const value = base * factor;
    return rounding > 0 ? Math.max(rounding, Math.round(value / rounding) * rounding) : value;
  }).filter((value) => inRange(value, range));
  return [...new Set(picks.length > 0 ? picks : [base])];
}
