/** Responsible-gaming limits (spec §3, §4) and the numbers that go with them. */

export const LIMIT_TYPES = ['deposit', 'wager', 'loss', 'session', 'coolingoff', 'selfexclusion'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Periods a limit runs over; the server may send more (API-SHAPES §4), so strings pass through. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A cooling-off limit blocks play for its whole duration, whatever its amounts. */
export const COOLING_OFF: LimitType = 'coolingoff';
/** Deposit limits stop deposits, not play: the cashbox checks them (spec §4). */
export const DEPOSIT: LimitType = 'deposit';

/** Warning shown when a limit stops play (spec §8). */
export const LIMIT_REACHED_MESSAGE = 'NOTIFICATIONS.ON_LIMIT_REACHED';

export interface LimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
}

export interface Limit {
  type: string;
  period?: string | null;
  accounts: readonly LimitAccount[];
}

/** amount − |current value| ≤ 0: the account has used up its limit. */
export function isAccountReached(account: LimitAccount): boolean {
  return account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0;
}

/**
 * Whether a limit stops play: cooling-off always does; deposit limits never do here (they are
 * checked separately); others when any account (or the one in `currency`) has reached its amount.
 */
export function isLimitReached(limit: Limit, currency?: string): boolean {
  if (limit.type === COOLING_OFF) return true;
  if (limit.type === DEPOSIT) return false;
  return limit.accounts.some(
    (a) => (currency === undefined || a.currency === currency) && isAccountReached(a),
  );
}

/** Whether any limit stops play (game guard: send the player to profile limits). */
export function anyLimitReached(limits: readonly Limit[], currency?: string): boolean {
  return limits.some((l) => isLimitReached(l, currency));
}

/** Whether a deposit limit stops further deposits (in `currency`, or in any account). */
export function isDepositLimitReached(limit: Limit, currency?: string): boolean {
  return (
    limit.type === DEPOSIT &&
    limit.accounts.some((a) => (currency === undefined || a.currency === currency) && isAccountReached(a))
  );
}

/** What is left of a limit account, never below zero. */
export function remainingCents(account: LimitAccount): number {
  return Math.max(0, account.amount_cents - Math.abs(account.current_value_amount_cents));
}
