import { WAGERING_STAGE } from './gifts.ts';

/** One entry of `GET /api/player/accounts` (the fields the balance rules read). */
export interface AccountLike {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
  active?: boolean;
}

/** The three display balances of one currency, in cents (API-SHAPES §1 derivations). */
export interface DisplayBalance {
  currency: string;
  /** What can be cashed out. */
  real: number;
  /** Bonus money: common − real, never negative. */
  bonus: number;
  /** Everything on the account. */
  common: number;
}

/** The account the balance shows: the active one, else the one in `currency`, else the first. */
export function currentAccount<T extends AccountLike>(
  accounts: readonly T[],
  currency?: string,
): T | undefined {
  return accounts.find((a) => a.active) ?? accounts.find((a) => a.currency === currency) ?? accounts[0];
}

/**
 * Real, bonus and common balance of an account.
 * @example displayBalance({ currency: 'EUR', amount_cents: 1500, available_to_cashout_cents: 1000 })
 * // { currency: 'EUR', real: 1000, bonus: 500, common: 1500 }
 */
export function displayBalance(account: AccountLike): DisplayBalance {
  const common = account.amount_cents;
  const real = account.available_to_cashout_cents;
  return { currency: account.currency, real, bonus: Math.max(0, common - real), common };
}

/** The fields of a player bonus that wagering progress reads. */
export interface WageringBonus {
  stage: string;
  currency: string;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
}

/** Wagered and required amounts over the bonuses being wagered in the player's currency. */
export function wageringTotals(
  bonuses: readonly WageringBonus[],
  currency: string,
): { wagered: number; total: number } {
  let wagered = 0;
  let total = 0;
  for (const b of bonuses) {
    if (b.stage !== WAGERING_STAGE || b.currency !== currency) continue;
    wagered += b.amount_wager_cents;
    total += b.amount_wager_requirement_cents;
  }
  return { wagered, total };
}

/**
 * Wagering progress in whole percent, floor(wagered / total × 100) capped to 0..100, or null when
 * there is no bonus balance (the bar is then hidden, spec §5).
 */
export function wageringProgress(
  balance: Pick<DisplayBalance, 'bonus'>,
  totals: { wagered: number; total: number },
): number | null {
  if (balance.bonus <= 0) return null;
  if (totals.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((totals.wagered / totals.total) * 100)));
}
