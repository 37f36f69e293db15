import type { PaymentAction, PaymentMethod } from '../catalog/payment-methods.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { toAccount } from '../wallet/wallet.ts';

/** A row of the `payments` table. */
export interface PaymentRow {
  id: number;
  player_id: number;
  action: PaymentAction;
  state: string;
  amount_cents: number;
  currency: string;
  method: string;
  fields: Record<string, string>;
  created_at: Date;
  finished_at: Date | null;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** API-SHAPES §1 Payment. */
export function toPayment(row: PaymentRow, methods: readonly PaymentMethod[]) {
  const method = methods.find((candidate) => candidate.id === row.method);
  return {
    id: row.id,
    action: row.action,
    state: row.state,
    amount_cents: row.amount_cents,
    currency: row.currency,
    payment_system: row.method,
    system_name: method?.title ?? row.method,
    brand: method?.brand ?? row.method,
    created_at: iso(row.created_at) as string,
    finished_at: iso(row.finished_at),
    recallable: row.action === 'cashout' && row.state === 'pending',
    success: row.state === 'succeeded',
  };
}

export type Payment = ReturnType<typeof toPayment>;

/** Tells the player's client: `payments_changes` (API-SHAPES §3 shape), and `balance` when given. */
export function publishPayment(
  hub: RealtimeHub,
  playerId: number,
  payment: Payment,
  account?: ReturnType<typeof toAccount>,
): void {
  const { id, amount_cents, currency, action, payment_system, recallable, success, created_at, finished_at } =
    payment;
  hub.publishPrivate(playerId, 'payments_changes', {
    id,
    amount_cents,
    currency,
    action,
    payment_system,
    recallable,
    success,
    created_at,
    finished_at,
  });
  if (account) hub.publishPrivate(playerId, 'balance', account);
}
