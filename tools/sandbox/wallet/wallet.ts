import type { Account, CompatibilityAccount } from '../../../runtime/api/types.ts';
import type { Queryable } from '../db/database.ts';
import { one } from '../db/database.ts';
import { unprocessable } from '../../../server/http/http-error.ts';

/**
 * Largest amount one request may name, in minor units: ten billion in a two-decimal currency, or
 * 10,000 BTC in satoshis. Far above any real payment, and sums of many stay exact numbers.
 */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;

/** An amount in a request body: a whole number of minor units from 0 to MAX_AMOUNT_CENTS. */
export const amountCents = { type: 'integer', minimum: 0, maximum: MAX_AMOUNT_CENTS } as const;

export interface AccountRow {
  id: number;
  player_id: number;
  currency: string;
  amount_cents: number;
  cashout_cents: number;
  active: boolean;
}

export function toAccount(row: AccountRow): Account {
  return {
    currency: row.currency,
    amount_cents: row.amount_cents,
    available_to_cashout_cents: row.cashout_cents,
    available_to_bet_with_locked_cent: row.amount_cents,
    hidden_at: null,
    deposit_available: true,
    selected_lottery_id: 0,
    active: row.active,
  };
}

/** The `?compatibility=true` variant of an account. */
export function toCompatibleAccount(row: AccountRow, wagering: boolean): CompatibilityAccount {
  return {
    currency: row.currency,
    amount_cents: row.amount_cents,
    available_to_cashout_cents: row.cashout_cents,
    wager_status: wagering ? 'wagering' : 'none',
  };
}

/** Kinds of wallet movement; limits and stats sum them per period. */
export type MovementKind =
  | 'deposit'
  | 'cashout'
  /** A pending cash-out the player called back: its money returns. */
  | 'recall'
  /** A pending cash-out the cashier declined: its money returns. */
  | 'cashout_declined'
  /** A deposit the payment provider canceled after it went through: its money leaves. */
  | 'deposit_canceled'
  | 'bet'
  | 'win'
  | 'bonus'
  | 'bonus_release'
  | 'bonus_cancel'
  | 'exchange';

export interface Movement {
  playerId: number;
  currency: string;
  kind: MovementKind;
  /** Change of the total balance (negative for debits). */
  amountCents: number;
  /** Change of the withdrawable part; defaults to following the total for real money. */
  cashoutCents: number;
  reference?: string;
}

export async function accountFor(db: Queryable, playerId: number, currency: string): Promise<AccountRow> {
  await db.query(
    'INSERT INTO accounts (player_id, currency) VALUES ($1, $2) ON CONFLICT (player_id, currency) DO NOTHING',
    [playerId, currency],
  );
  const row = await one<AccountRow>(db, 'SELECT * FROM accounts WHERE player_id = $1 AND currency = $2', [
    playerId,
    currency,
  ]);
  if (!row) throw new Error(`account ${playerId}/${currency} vanished`);
  return row;
}

export async function accountsOf(db: Queryable, playerId: number): Promise<AccountRow[]> {
  const result = await db.query<AccountRow>('SELECT * FROM accounts WHERE player_id = $1 ORDER BY id', [
    playerId,
  ]);
  return result.rows;
}

/**
 * Applies one movement inside the caller's transaction. Refuses (422, nothing written) any
 * movement that would take the balance or its withdrawable part below zero.
 */
export async function move(tx: Queryable, movement: Movement): Promise<AccountRow> {
  const account = await accountFor(tx, movement.playerId, movement.currency);
  const amount = account.amount_cents + movement.amountCents;
  const rawCashout = account.cashout_cents + movement.cashoutCents;
  // A bet may dip into bonus money once the real part is spent; nothing else may.
  const cashout = Math.min(amount, movement.kind === 'bet' ? Math.max(0, rawCashout) : rawCashout);
  if (amount < 0 || cashout < 0) {
    throw unprocessable({ amount_cents: ['not enough money'] });
  }
  const updated = await one<AccountRow>(
    tx,
    'UPDATE accounts SET amount_cents = $2, cashout_cents = $3 WHERE id = $1 RETURNING *',
    [account.id, amount, cashout],
  );
  await tx.query(
    `INSERT INTO wallet_transactions (account_id, kind, amount_cents, balance_after_cents, reference)
     VALUES ($1, $2, $3, $4, $5)`,
    [account.id, movement.kind, movement.amountCents, amount, movement.reference ?? null],
  );
  return updated as AccountRow;
}

/** A bet spends real money first, then bonus money (SoftSwiss order). */
export function betMovement(
  playerId: number,
  currency: string,
  betCents: number,
  reference: string,
): Movement {
  return { playerId, currency, kind: 'bet', amountCents: -betCents, cashoutCents: -betCents, reference };
}

export function realMoney(
  playerId: number,
  currency: string,
  kind: MovementKind,
  amountCents: number,
  reference?: string,
): Movement {
  return { playerId, currency, kind, amountCents, cashoutCents: amountCents, reference };
}

/** Sum of one movement kind on a player's account since a moment (absolute value). */
export async function sumSince(
  db: Queryable,
  playerId: number,
  currency: string,
  kinds: MovementKind[],
  since: Date,
): Promise<number> {
  const row = await one<{ total: number | null }>(
    db,
    `SELECT COALESCE(SUM(ABS(t.amount_cents)), 0)::bigint AS total
       FROM wallet_transactions t JOIN accounts a ON a.id = t.account_id
      WHERE a.player_id = $1 AND a.currency = $2 AND t.kind = ANY($3) AND t.created_at >= $4`,
    [playerId, currency, kinds, since.toISOString()],
  );
  return Number(row?.total ?? 0);
}
