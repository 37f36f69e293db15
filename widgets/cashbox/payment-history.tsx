import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../runtime/i18n/index.ts';
import {
  usePayments,
  useRecallPayment,
  validationErrors,
  type Payment,
} from '../../runtime/queries/index.ts';
import { Badge, Button, Skeleton, useSubmitOnce, type BadgeTone } from '../../runtime/ui/index.ts';
import type { Wallet } from './use-wallet.ts';

const STATE_TONE: Record<Payment['state'], BadgeTone> = {
  pending: 'accent',
  processing: 'accent',
  reserved: 'accent',
  succeeded: 'success',
  canceled: 'danger',
  declined: 'danger',
  rejected: 'danger',
  recalled: 'neutral',
};

const LOADING_ROWS = 3;

/** The translated label of a payment state. */
export function useStateLabel() {
  const { t } = useTranslation();
  return (state: Payment['state']) => t(`CASHBOX.STATE.${state.toUpperCase()}`, { defaultValue: state });
}

/** A button that recalls a pending withdrawal, with its own progress and error. */
export function RecallButton({ payment, wallet }: { payment: Payment; wallet: Wallet }) {
  const { t } = useTranslation();
  const recall = useRecallPayment();
  // One recall at a time: a double click must not send the recall twice.
  const submitting = useSubmitOnce();
  const [error, setError] = useState<string | null>(null);
  const amount = wallet.money(payment.amount_cents, payment.currency);
  return (
    <div className="cr-cashbox__recall">
      <Button
        variant="secondary"
        size="s"
        loading={submitting.pending}
        aria-label={t('CASHBOX.HISTORY.RECALL_LABEL', { amount })}
        onClick={() =>
          void submitting.run(async () => {
            setError(null);
            try {
              await recall.mutateAsync(payment.id);
            } catch (failure) {
              const reason = Object.values(validationErrors(failure) ?? {}).flat()[0];
              setError(
                reason ? t('CASHBOX.HISTORY.RECALL_REFUSED', { reason }) : t('CASHBOX.HISTORY.RECALL_FAILED'),
              );
            }
          })
        }
      >
        {t('CASHBOX.HISTORY.RECALL')}
      </Button>
      {error && (
        <p className="cr-cashbox__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The latest payments with their state; pending withdrawals can be recalled. */
export function PaymentHistory({ wallet, size }: { wallet: Wallet; size: number }) {
  const { t } = useTranslation();
  const payments = usePayments();
  const stateLabel = useStateLabel();

  if (payments.isPending) {
    return (
      <ul className="cr-cashbox__history" aria-busy="true" aria-label={t('CASHBOX.HISTORY.TITLE')}>
        {Array.from({ length: LOADING_ROWS }, (_, i) => (
          <li key={i} className="cr-cashbox__history-row">
            <Skeleton height={40} />
          </li>
        ))}
      </ul>
    );
  }
  const list = (payments.data ?? []).slice(0, size);
  if (list.length === 0) return <p className="cr-cashbox__muted">{t('CASHBOX.HISTORY.EMPTY')}</p>;

  return (
    <ul className="cr-cashbox__history" aria-label={t('CASHBOX.HISTORY.TITLE')}>
      {list.map((payment) => (
        <li key={payment.id} className="cr-cashbox__history-row">
          <div className="cr-cashbox__history-main">
            <span className="cr-cashbox__history-kind">
              {payment.action === 'deposit' ? t('CASHBOX.HISTORY.DEPOSIT') : t('CASHBOX.HISTORY.CASHOUT')}
              {' · '}
              {payment.system_name}
            </span>
            <time className="cr-cashbox__muted" dateTime={payment.created_at}>
              {formatDateTime(payment.created_at)}
            </time>
          </div>
          <div className="cr-cashbox__history-side">
            <span className="cr-cashbox__history-amount">
              {wallet.money(payment.amount_cents, payment.currency)}
            </span>
            <Badge tone={STATE_TONE[payment.state] ?? 'neutral'}>{stateLabel(payment.state)}</Badge>
          </div>
          {payment.recallable && <RecallButton payment={payment} wallet={wallet} />}
        </li>
      ))}
    </ul>
  );
}
