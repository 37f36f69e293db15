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

/** An account as the account list reads it: hidden accounts carry the moment they were hidden. */
export interface ListableAccount extends AccountLike {
  hidden_at?: string | null;
}

/**
 * The accounts the balance dropdown lists (spec §3 Balance per currency): every account that is not
 * hidden, the one in use always, that one first and the others in the platform's order.
 * @example listedAccounts([cad, btc], 'BTC').map((a) => a.currency) // ['BTC', 'CAD']
 */
export function listedAccounts<T extends ListableAccount>(accounts: readonly T[], currency?: string): T[] {
  const current = currentAccount(accounts, currency);
  const rest = accounts.filter((account) => account !== current && !account.hidden_at);
  return current ? [current, ...rest] : rest;
}

/** A currency as the currency list (`/api/info/currencies`) names it. */
export interface CurrencyChoice {
  code: string;
  fiat: boolean;
}

/**
 * The currencies a player may open an account in, fiat and crypto apart, in the order of the
 * currency list: every listed currency without a listed account (a hidden account's currency can be
 * opened again).
 */
export function openableCurrencies<C extends CurrencyChoice>(
  currencies: readonly C[],
  accounts: readonly ListableAccount[],
  currency?: string,
): { fiat: C[]; crypto: C[] } {
  const held = new Set(listedAccounts(accounts, currency).map((account) => account.currency));
  const open = currencies.filter((entry) => !held.has(entry.code));
  return { fiat: open.filter((entry) => entry.fiat), crypto: open.filter((entry) => !entry.fiat) };
}
