import { displayUnit } from '../../runtime/i18n/index.ts';
import {
  ApiError,
  firstMessage,
  isNotFound,
  validationErrors,
  type UserLimit,
} from '../../runtime/queries/index.ts';
import { SESSION, isLockLimit, pendingLimitChange, validation } from '../../runtime/rules/index.ts';

// What the limits tab reads from the player's typing and from the platform's answers. Money limits
// are typed in the unit the site shows money in (whole units for fiat, µBTC or mETH for crypto:
// spec §9) and sent in integer minor units; a session limit is typed and sent in minutes.

/** How the amount of one limit is typed. */
export interface LimitUnit {
  /** What the amount field names: the currency code, its crypto display unit, or minutes. */
  label: string;
  /** Minor units (or minutes) in one typed unit. */
  perUnit: number;
  /** Decimal places a typed amount may have. */
  decimals: number;
}

/**
 * The typing unit of a limit: minutes for a session limit, else the currency's display unit.
 * @example limitUnit('deposit', 'EUR') // { label: 'EUR', perUnit: 100, decimals: 2 }
 */
export function limitUnit(type: string, currency: string, subunits?: number): LimitUnit {
  if (type === SESSION) return { label: 'min', perUnit: 1, decimals: 0 };
  const unit = displayUnit(currency, subunits);
  return { label: unit.label, perUnit: unit.minorPerUnit, decimals: unit.decimals };
}

/** An amount as the text of its field: '50', '12.5'. */
export function amountText(cents: number, unit: LimitUnit): string {
  const text = (cents / unit.perUnit).toFixed(unit.decimals);
  return unit.decimals > 0 ? text.replace(/\.?0+$/, '') : text;
}

/** A message key with its values: a spec §5 rule, or one of this tab. */
export interface FieldMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** Message of a typed amount that is no number at all. */
export const AMOUNT_INVALID = 'PROFILE_LIMITS.AMOUNT_INVALID';

/**
 * Reads a typed amount: minor units (or minutes), or what is wrong with it (spec §5: required,
 * a number, above zero, in steps of the smallest unit).
 * @example parseAmount('12,50', limitUnit('loss', 'EUR'), 'Amount') // { cents: 1250 }
 */
export function parseAmount(text: string, unit: LimitUnit, field: string): { cents: number } | FieldMessage {
  const required = validation.required(text, field);
  if (required) return required;
  const compact = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(compact)) return { key: AMOUNT_INVALID };
  const value = Number(compact);
  const step = 1 / unit.perUnit;
  const wrong =
    (unit.decimals === 0 ? validation.integer(value, field) : validation.multipleOf(value, step)) ??
    validation.minValue(value, unit.decimals === 0 ? 1 : step, field);
  if (wrong) return wrong;
  return { cents: Math.round(value * unit.perUnit) };
}

/** What became of a saved change: in force now, or waiting for the e-mailed confirmation. */
export type SaveOutcome = 'applied' | 'confirmation';

/**
 * Reads the platform's answer to a saved limit: a change that waits for confirmation shows a
 * confirmation deadline. Without an answer body, the rule decides what was asked: a raise waits.
 */
export function saveOutcome(answer: UserLimit | null | undefined, loosening: boolean): SaveOutcome {
  if (answer && typeof answer === 'object' && 'type' in answer) {
    return pendingLimitChange(answer) === null ? 'applied' : 'confirmation';
  }
  return loosening ? 'confirmation' : 'applied';
}

/** Where a lock limit ends: its account's end, else its scheduled removal. */
export function lockEnd(limit: UserLimit): string | null {
  return limit.accounts[0]?.active_until ?? limit.disable_at ?? null;
}

/** The limits the tab lists: amount limits first in their type order, then the locks. */
export function sortedLimits(limits: readonly UserLimit[], order: readonly string[]): UserLimit[] {
  const rank = (limit: UserLimit) => {
    const index = order.indexOf(limit.type);
    return (isLockLimit(limit.type) ? 100 : 0) + (index < 0 ? 50 : index);
  };
  return [...limits].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** Why a confirmation link did not confirm: too old, no such link (used, replaced), or no answer. */
export type ConfirmationFailure = 'expired' | 'invalid' | 'failed';

/**
 * Reads a failed confirmation: the platform names an old link under `token` ("has expired"); any
 * other refusal of the token means it is not (or no longer) valid; the rest is a failed call.
 */
export function confirmationFailure(error: unknown): ConfirmationFailure {
  const token = firstMessage(validationErrors(error)?.token);
  if (token) return /expired/i.test(token) ? 'expired' : 'invalid';
  if (isNotFound(error)) return 'invalid';
  if (error instanceof ApiError && (error.status === 410 || error.status === 422)) {
    return error.status === 410 ? 'expired' : 'invalid';
  }
  return 'failed';
}
