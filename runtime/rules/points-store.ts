import { FALLBACK_CURRENCY } from './currencies.ts';
import { parseUtcDateTime } from './dates.ts';

/** Points-store (rocket-mart) rules of spec §2, §3, §4 and §9. */

/** Card groups starting with this prefix are discounted sale cards. */
export const SALE_GROUP_PREFIX = 'sale';
export const STORE_TABS = ['all', 'discounts', 'freespins', 'money', 'special'] as const;
export type StoreTab = (typeof STORE_TABS)[number];
export const PROMO_LABELS = ['POPULAR', 'NEW', 'VIP'] as const;

export interface RateLike {
  currency: string;
  points: number;
  amount_cents?: number;
}

export function isSaleCard(card: { group: string }): boolean {
  return card.group.startsWith(SALE_GROUP_PREFIX);
}

/**
 * The discount tab is open while today (UTC) is before the sale end day (DD/MM/YYYY, spec §4).
 * @example saleActive('20/06/2026', Date.UTC(2026, 5, 19, 23)) // true
 */
export function saleActive(endDate: string | null | undefined, now: number): boolean {
  const end = endDate ? parseUtcDateTime(endDate) : null;
  return end !== null && now < end;
}

/** The rate for the player's currency, else the EUR one (spec §5). */
export function rateFor<R extends RateLike>(
  rates: readonly R[],
  currency: string | null | undefined,
): R | undefined {
  return rates.find((r) => r.currency === currency) ?? rates.find((r) => r.currency === FALLBACK_CURRENCY);
}

/** Points still missing for a card (shown on the card), never negative. */
export function missingPoints(points: number, cost: number): number {
  return Math.max(0, cost - points);
}

export type ExchangeStep = 'register' | 'confirm-multi-account' | 'enable-bonuses' | 'exchange';

/**
 * What the exchange button does (spec §4): guests register; multi-account players confirm first;
 * players who cannot be issued bonuses are asked to enable them; everyone else exchanges.
 */
export function exchangeStep(player: {
  loggedIn: boolean;
  multiAccount: boolean;
  canIssueBonuses: boolean;
}): ExchangeStep {
  if (!player.loggedIn) return 'register';
  if (player.multiAccount) return 'confirm-multi-account';
  if (!player.canIssueBonuses) return 'enable-bonuses';
  return 'exchange';
}

/** Comp-point bet and deposit sums per currency (spec §9), in cents. */
const EUR_SUMS = { bets: 6_000_000, deposits: 600_000 };
export const COMP_POINT_SUMS: Readonly<Record<string, { bets: number; deposits: number }>> = {
  USD: EUR_SUMS,
  EUR: EUR_SUMS,
  AUD: { bets: 9_000_000, deposits: 900_000 },
  CAD: { bets: 9_000_000, deposits: 900_000 },
  NZD: { bets: 9_000_000, deposits: 900_000 },
  BRL: { bets: 30_000_000, deposits: 3_000_000 },
};

/** VIP thresholds used when the progress call fails (spec §9), in cents. */
export const FALLBACK_VIP_THRESHOLDS = { depositCents: 900_000, betsCents: 9_000_000 } as const;
