/** Limit types of SPEC §4. Money limits count wallet movements; the two locks stop play for a time. */
export const MONEY_LIMIT_TYPES = ['deposit', 'wager', 'loss', 'session'] as const;
export const LOCK_LIMIT_TYPES = ['coolingoff', 'selfexclusion'] as const;
/** Self-exclusion ends every session and refuses sign-in; cooling-off only stops bets and deposits. */
export const EXCLUSION_TYPES = ['selfexclusion'] as const;
export const LIMIT_TYPES = [...MONEY_LIMIT_TYPES, ...LOCK_LIMIT_TYPES] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
/** Cooling-off lasts at most a month; self-exclusion can be longer ("and more", SPEC §4). */
export const LOCK_PERIODS: Readonly<Record<string, number>> = {
  day: 1,
  week: 7,
  month: 30,
  half_year: 182,
  year: 365,
  forever: 36_500,
};
export const COOLING_OFF_PERIODS = ['day', 'week', 'month'] as const;
export const LIMIT_PERIODS = Object.keys(LOCK_PERIODS);

/** Raising a limit or removing it waits for a confirmation link valid this long. */
export const LIMIT_CONFIRMATION_HOURS = 24;

/** Start of the current period (UTC): today, this ISO week (Monday) or this month. */
export function periodStart(period: string, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return day;
}

/** SPEC §4: reached when amount minus the absolute current value is at most 0. */
export function limitReached(amountCents: number, currentCents: number): boolean {
  return amountCents - Math.abs(currentCents) <= 0;
}
