import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayments, type Payment } from '../../runtime/queries/index.ts';
import { CANCELED_PAYMENT_WINDOW_MS, displayBalance } from '../../runtime/rules/index.ts';
import { Button, Icon, Skeleton } from '../../runtime/ui/index.ts';
import { PaymentHistory } from './payment-history.tsx';
import type { Wallet } from './use-wallet.ts';

/** Canceled deposits already shown this session (spec §4: the warning appears once). */
const SEEN_KEY = 'croupier.cashbox.canceled-seen';

function seenIds(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** A deposit canceled within the last five minutes that the player has not been told about. */
export function freshCanceledDeposit(
  payments: readonly Payment[],
  seen: readonly number[],
  now: number,
): Payment | undefined {
  return payments.find(
    (payment) =>
      payment.action === 'deposit' &&
      payment.state === 'canceled' &&
      !seen.includes(payment.id) &&
      now - Date.parse(payment.finished_at) <= CANCELED_PAYMENT_WINDOW_MS,
  );
}

function CanceledNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const payments = usePayments();
  const [now] = useState(() => Date.now());
  const [seen] = useState(seenIds);
  const [dismissed, setDismissed] = useState(false);
  const canceled = freshCanceledDeposit(payments.data ?? [], seen, now);

  useEffect(() => {
    if (!canceled) return;
    try {
      sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seenIds(), canceled.id]));
    } catch {
      // Without storage the warning may show again: harmless.
    }
  }, [canceled]);

  if (!canceled || dismissed) return null;
  return (
    <div className="cr-cashbox__notice" role="alert">
      <Icon name="warning" />
      <p>{t('CASHBOX.PAYMENT_STATUS.CANCELED')}</p>
      <div className="cr-cashbox__actions">
        <Button size="s" onClick={onRetry}>
          {t('CASHBOX.PAYMENT_STATUS.TRY_AGAIN')}
        </Button>
        <Button size="s" variant="ghost" onClick={() => setDismissed(true)}>
          {t('CASHBOX.PAYMENT_STATUS.DISMISS')}
        </Button>
      </div>
    </div>
  );
}

/** Real and bonus balance, the recent payments, and the way to deposit or withdraw. */
export function Dashboard({
  wallet,
  historySize,
  onOpen,
}: {
  wallet: Wallet;
  historySize: number;
  onOpen: (tab: 'deposit' | 'withdraw') => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const balance = wallet.account ? displayBalance(wallet.account) : null;

  return (
    <div className="cr-cashbox__dashboard">
      <section className="cr-cashbox__card" aria-labelledby={`${id}-balance`}>
        <h3 id={`${id}-balance`} className="cr-cashbox__heading">
          {t('CASHBOX.BALANCE.TITLE')}
        </h3>
        {wallet.accountsState === 'pending' ? (
          <Skeleton height={64} />
        ) : balance ? (
          <dl className="cr-cashbox__balances">
            <div>
              <dt>{t('CASHBOX.BALANCE.REAL')}</dt>
              <dd>{wallet.money(balance.real)}</dd>
            </div>
            <div>
              <dt>{t('CASHBOX.BALANCE.BONUS')}</dt>
              <dd>{wallet.money(balance.bonus)}</dd>
            </div>
            <div>
              <dt>{t('CASHBOX.BALANCE.TOTAL')}</dt>
              <dd>{wallet.money(balance.common)}</dd>
            </div>
          </dl>
        ) : (
          <p className="cr-cashbox__error" role="alert">
            {t('CASHBOX.BALANCE.UNAVAILABLE')}
          </p>
        )}
        <div className="cr-cashbox__actions">
          <Button iconStart="wallet" onClick={() => onOpen('deposit')}>
            {t('CASHBOX.TAB.DEPOSIT')}
          </Button>
          <Button variant="secondary" onClick={() => onOpen('withdraw')}>
            {t('CASHBOX.TAB.WITHDRAW')}
          </Button>
        </div>
      </section>
      <CanceledNotice onRetry={() => onOpen('deposit')} />
      <section className="cr-cashbox__card" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className="cr-cashbox__heading">
          {t('CASHBOX.HISTORY.TITLE')}
        </h3>
        <PaymentHistory wallet={wallet} size={historySize} />
      </section>
    </div>
  );
}
