import { hidesSofort } from './groups.ts';
import { CANCELED_PAYMENT_WINDOW_MS } from './timing.ts';

/** The fields of a payment (GET /api/player/payments) the rule reads. */
export interface PaymentRecord {
  id: number;
  action: string;
  state: string;
  finished_at: string | null;
}

/**
 * The deposit the player must be warned about (spec §4 Notifications): canceled within the last
 * five minutes of its finish, and not shown before.
 * @example freshCanceledDeposit(payments, [], Date.now())?.id
 */
export function freshCanceledDeposit<P extends PaymentRecord>(
  payments: readonly P[],
  seen: readonly number[],
  now: number,
): P | undefined {
  return payments.find((payment) => {
    if (payment.action !== 'deposit' || payment.state !== 'canceled' || seen.includes(payment.id))
      return false;
    const finished = payment.finished_at ? Date.parse(payment.finished_at) : NaN;
    return Number.isFinite(finished) && now - finished >= 0 && now - finished <= CANCELED_PAYMENT_WINDOW_MS;
  });
}

/** The payment brand that group 631 does not see (spec §6). */
export const SOFORT_BRAND = 'sofort';

/**
 * The payment methods a player is offered: all of them, but the sofort brand for a player in the
 * group that hides it (spec §6, group 631).
 * @example visiblePaymentMethods([{ brand: 'sofort' }, { brand: 'visa' }], [631]) // [{ brand: 'visa' }]
 */
export function visiblePaymentMethods<M extends { brand: string }>(
  methods: readonly M[],
  groups: readonly number[],
): M[] {
  if (!hidesSofort(groups)) return [...methods];
  return methods.filter((method) => method.brand.toLowerCase() !== SOFORT_BRAND);
}
