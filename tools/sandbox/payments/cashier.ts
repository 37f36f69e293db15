import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../catalog/payment-methods.ts';
import { one, type Database } from '../db/database.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { accountFor, move, realMoney, toAccount } from '../wallet/wallet.ts';
import { publishPayment, toPayment, type PaymentRow } from './payment-records.ts';

/** Longest delay a Node timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** How long a cash-out stays pending (recallable) before the cashier approves it. */
export const DEFAULT_CASHOUT_DELAY_MS = 30_000;

/**
 * `SANDBOX_CASHOUT_DELAY_MS`: milliseconds (0 = approved at once, never pending), `manual` (only
 * the admin page approves), empty or absent = the default. Anything else is a configuration error.
 */
export function parseCashoutDelay(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_CASHOUT_DELAY_MS;
  if (value.trim() === 'manual') return null;
  const delay = Number(value);
  if (!Number.isInteger(delay) || delay < 0) {
    throw new Error(`SANDBOX_CASHOUT_DELAY_MS must be a whole number of milliseconds or "manual": ${value}`);
  }
  return delay;
}

interface CashierOptions {
  db: Database;
  hub: RealtimeHub;
  methods: readonly PaymentMethod[];
  /** Automatic approval delay; null approves only by hand (the admin page). */
  delayMs: number | null;
  log: FastifyBaseLogger;
}

/** What the cashier did to a pending cash-out; null when it was not (or no longer) pending. */
export type CashierResult = ReturnType<typeof toPayment> | null;

/**
 * The casino's cashier: a pending cash-out is approved `delayMs` after it was made unless the
 * player recalls it first, or approved or declined by hand. Approval sends the money (it was
 * reserved when the cash-out was made); declining gives it back. Either way the player's client
 * hears `payments_changes` and `balance`. Pending cash-outs survive a restart: `resume()` picks
 * them up again.
 */
export class Cashier {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly options: CashierOptions) {}

  /** True when cash-outs are approved as they are made (delay 0). */
  get immediate(): boolean {
    return this.options.delayMs === 0;
  }

  /** When the cashier will approve a cash-out made at `createdAt`, or null if only by hand. */
  approvesAt(createdAt: Date): Date | null {
    const { delayMs } = this.options;
    return delayMs === null ? null : new Date(new Date(createdAt).getTime() + delayMs);
  }

  /** Arms the automatic approval of one pending cash-out. */
  schedule(paymentId: number, createdAt: Date): void {
    const at = this.approvesAt(createdAt);
    if (this.closed || at === null) return;
    clearTimeout(this.timers.get(paymentId));
    const wait = at.getTime() - Date.now();
    const timer = setTimeout(
      () => {
        this.timers.delete(paymentId);
        // A delay longer than a Node timer takes waits in several steps.
        if (wait > MAX_TIMER_MS) return this.schedule(paymentId, createdAt);
        this.approve(paymentId).catch((error: unknown) => {
          if (!this.closed) this.options.log.error(error, `cashier: cannot approve payment ${paymentId}`);
        });
      },
      Math.min(Math.max(0, wait), MAX_TIMER_MS),
    );
    timer.unref();
    this.timers.set(paymentId, timer);
  }

  /** Re-arms every pending cash-out of the database (after a restart). */
  async resume(): Promise<void> {
    for (const row of await this.pending()) this.schedule(row.id, row.created_at);
  }

  /** Pending cash-outs, oldest first. */
  async pending(): Promise<(PaymentRow & { email: string })[]> {
    const result = await this.options.db.query<PaymentRow & { email: string }>(
      `SELECT p.*, u.email FROM payments p JOIN players u ON u.id = p.player_id
        WHERE p.action = 'cashout' AND p.state = 'pending' ORDER BY p.id`,
    );
    return result.rows;
  }

  /** Whether a cash-out with this id exists (in any state). */
  async exists(paymentId: number): Promise<boolean> {
    const row = await one(this.options.db, `SELECT 1 FROM payments WHERE id = $1 AND action = 'cashout'`, [
      paymentId,
    ]);
    return row !== null;
  }

  /** Approves a pending cash-out: the reserved money is paid out. */
  approve(paymentId: number): Promise<CashierResult> {
    return this.track(async () => {
      const { db } = this.options;
      const row = await one<PaymentRow>(
        db,
        `UPDATE payments SET state = 'succeeded', finished_at = now()
          WHERE id = $1 AND action = 'cashout' AND state = 'pending' RETURNING *`,
        [paymentId],
      );
      this.cancel(paymentId);
      if (!row) return null;
      const account = await accountFor(db, row.player_id, row.currency);
      return this.tell(row, toAccount(account));
    });
  }

  /** Declines a pending cash-out: the reserved money goes back to the player's balance. */
  decline(paymentId: number): Promise<CashierResult> {
    return this.track(async () => {
      const done = await this.options.db.transaction(async (tx) => {
        const row = await one<PaymentRow>(
          tx,
          `UPDATE payments SET state = 'rejected', finished_at = now()
            WHERE id = $1 AND action = 'cashout' AND state = 'pending' RETURNING *`,
          [paymentId],
        );
        if (!row) return null;
        const account = await move(
          tx,
          realMoney(row.player_id, row.currency, 'cashout_declined', row.amount_cents, `payment:${row.id}`),
        );
        return { row, account: toAccount(account) };
      });
      this.cancel(paymentId);
      return done && this.tell(done.row, done.account);
    });
  }

  /** Forgets the timer of a cash-out that is no longer pending (recalled). */
  cancel(paymentId: number): void {
    clearTimeout(this.timers.get(paymentId));
    this.timers.delete(paymentId);
  }

  /** Stops every timer and waits for approvals under way (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private tell(row: PaymentRow, account: ReturnType<typeof toAccount>) {
    const payment = toPayment(row, this.options.methods);
    publishPayment(this.options.hub, row.player_id, payment, account);
    return payment;
  }

  private track<T>(work: () => Promise<T>): Promise<T> {
    const promise = work();
    this.running.add(promise);
    void promise.finally(() => this.running.delete(promise)).catch(() => undefined);
    return promise;
  }
}
