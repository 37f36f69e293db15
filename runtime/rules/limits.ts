/** Responsible-gaming limits (spec §3, §4) and the numbers that go with them. */

export const LIMIT_TYPES = ['deposit', 'wager', 'loss', 'session', 'coolingoff', 'selfexclusion'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** Periods a limit runs over; the server may send more (API-SHAPES §4), so strings pass through. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** A self-exclusion may last longer than a month ("and more", spec §4). */
export const SELF_EXCLUSION_PERIODS = [...LIMIT_PERIODS, 'half_year', 'year', 'forever'] as const;

/** A cooling-off limit blocks play for its whole duration, whatever its amounts. */
export const COOLING_OFF: LimitType = 'coolingoff';
/** A self-exclusion closes the account for its duration: the player is signed out at once. */
export const SELF_EXCLUSION: LimitType = 'selfexclusion';
/** Deposit limits stop deposits, not play: the platform refuses a deposit above one (spec §4). */
export const DEPOSIT: LimitType = 'deposit';
/** Session limits count minutes of a session, not money. */
export const SESSION: LimitType = 'session';
/** Limits that are a period without play rather than an amount: they have no accounts to set. */
export const LOCK_LIMIT_TYPES: readonly LimitType[] = [COOLING_OFF, SELF_EXCLUSION];

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
 * Whether a limit stops play: cooling-off always does; deposit limits never do (they stop
 * deposits); others when any account (or the one in `currency`) has reached its amount.
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

/** What is left of a limit account, never below zero. */
export function remainingCents(account: LimitAccount): number {
  return Math.max(0, account.amount_cents - Math.abs(account.current_value_amount_cents));
}

/** Whether a limit type is a period without play (cooling-off, self-exclusion) rather than an amount. */
export function isLockLimit(type: string): boolean {
  return (LOCK_LIMIT_TYPES as readonly string[]).includes(type);
}

/** The periods a player may choose for a type of limit. */
export function limitPeriodsFor(type: string): readonly string[] {
  return type === SELF_EXCLUSION ? SELF_EXCLUSION_PERIODS : LIMIT_PERIODS;
}

/**
 * Whether a new amount loosens a limit: a raise takes effect only once the player confirms it by
 * the e-mailed link; the same or a lower amount protects the player and applies at once. Removing
 * a limit always loosens it.
 */
export function isLoosening(currentCents: number, nextCents: number): boolean {
  return nextCents > currentCents;
}

/** A change of a limit that waits for the player's e-mail confirmation. */
export type PendingLimitChange = 'removal' | 'raise' | null;

/** What waits for confirmation on a limit: its removal (status), or a raise (a confirmation deadline). */
export function pendingLimitChange(limit: {
  status?: string | null;
  confirm_until?: string | null;
}): PendingLimitChange {
  if (limit.status === 'pending_removal') return 'removal';
  return limit.confirm_until ? 'raise' : null;
}

/**
 * What of a list of limits counts as reached for the warning of spec §8, deposit limits included
 * (a player told "limit reached" may be told it of a deposit limit too): one key per lock limit and
 * per used-up account.
 */
function reachedKeys(limits: readonly Limit[]): Set<string> {
  const keys = new Set<string>();
  for (const limit of limits) {
    const key = `${limit.type}:${limit.period ?? ''}`;
    if (isLockLimit(limit.type)) keys.add(key);
    else for (const a of limit.accounts) if (isAccountReached(a)) keys.add(`${key}:${a.currency}`);
  }
  return keys;
}

/**
 * Whether `after` shows a limit reached that `before` (what the client knew) did not: the
 * `game_limits` message then earns the NOTIFICATIONS.ON_LIMIT_REACHED warning, once per limit.
 * @example hasNewlyReachedLimit([], [{ type: 'coolingoff', accounts: [] }]) // true
 */
export function hasNewlyReachedLimit(before: readonly Limit[] | undefined, after: readonly Limit[]): boolean {
  const known = reachedKeys(before ?? []);
  for (const key of reachedKeys(after)) if (!known.has(key)) return true;
  return false;
}

function isLimitShape(value: unknown): value is Limit {
  if (typeof value !== 'object' || value === null) return false;
  const limit = value as { type?: unknown; accounts?: unknown };
  return (
    typeof limit.type === 'string' &&
    Array.isArray(limit.accounts) &&
    limit.accounts.every(
      (a: unknown) =>
        typeof a === 'object' &&
        a !== null &&
        typeof (a as LimitAccount).currency === 'string' &&
        typeof (a as LimitAccount).amount_cents === 'number' &&
        typeof (a as LimitAccount).current_value_amount_cents === 'number',
    )
  );
}

/**
 * The limits a `game_limits` message carries (the payload's shape is the platform's to choose,
 * API-SHAPES §3): a list of limits, or one limit; null when it holds no limits at all.
 */
export function limitsOfMessage(payload: unknown): Limit[] | null {
  if (Array.isArray(payload)) return payload.every(isLimitShape) ? payload : null;
  return isLimitShape(payload) ? [payload] : null;
}
