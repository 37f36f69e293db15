import { useEffect } from 'react';
import { usePayments } from '../queries/player.ts';
import { joinPrefix } from '../routing/index.ts';
import { freshCanceledDeposit } from '../rules/payments.ts';
import { sessionStore } from '../state/browser-storage.ts';
import { useToastStore } from '../state/toast-store.ts';

/** Canceled deposits already shown in this browser session (the warning appears once). */
const SEEN_KEY = 'croupier.canceled-deposits-seen';

function seenIds(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStore.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function markSeen(id: number): void {
  sessionStore.setItem(SEEN_KEY, JSON.stringify([...seenIds(), id]));
}

/**
 * Spec §4/§8: a deposit canceled within 5 minutes of its finish gives a warning toast, once, with
 * the way back to the deposit. The payments query follows the socket's payments_changes.
 */
export function useCanceledDepositWarning(localePrefix: string): void {
  const payments = usePayments();
  const push = useToastStore((s) => s.push);
  useEffect(() => {
    const canceled = freshCanceledDeposit(payments.data ?? [], seenIds(), Date.now());
    if (!canceled) return;
    markSeen(canceled.id);
    push({
      id: `canceled-deposit-${canceled.id}`,
      kind: 'warning',
      messageKey: 'CASHBOX.PAYMENT_STATUS.CANCELED',
      action: { labelKey: 'CASHBOX.PAYMENT_STATUS.TRY_AGAIN', to: joinPrefix(localePrefix, '/deposit') },
    });
  }, [payments.data, push, localePrefix]);
}
