import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayments, type Account, type Payment } from '../../runtime/queries/index.ts';
import { displayBalance } from '../../runtime/rules/index.ts';
import { Button, Icon } from '../../runtime/ui/index.ts';
import { RecallButton, useStateLabel } from './payment-history.tsx';
import type { Wallet } from './use-wallet.ts';

/** What a payment call answers (the payment, the wallet after it, a crypto deposit address). */
export interface PaymentOutcome {
  payment: Payment;
  balance: Account | null;
  address?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The crypto deposit address with a copy button. */
function DepositAddress({
  address,
  network,
  currency,
}: {
  address: string;
  network: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <div className="cr-cashbox__address">
      <p className="cr-cashbox__label">{t('CASHBOX.DEPOSIT.ADDRESS_TITLE', { network })}</p>
      <code className="cr-cashbox__address-value">{address}</code>
      <p className="cr-cashbox__muted">{t('CASHBOX.DEPOSIT.ADDRESS_HINT', { currency, network })}</p>
      <Button
        variant="secondary"
        size="s"
        iconStart={copy === 'copied' ? 'check' : undefined}
        onClick={() => void onCopy()}
      >
        {t('CASHBOX.DEPOSIT.COPY')}
      </Button>
      <p className="cr-cashbox__muted" role="status">
        {copy === 'copied' && t('CASHBOX.DEPOSIT.COPIED')}
        {copy === 'failed' && t('CASHBOX.DEPOSIT.COPY_FAILED')}
      </p>
    </div>
  );
}

/**
 * The end of a payment: a deposit with the new balance (and the address for crypto), or the
 * requested withdrawal with its state, recallable while pending.
 */
export function PaymentResult({
  outcome,
  network,
  wallet,
  onAgain,
  onDashboard,
}: {
  outcome: PaymentOutcome;
  network: string;
  wallet: Wallet;
  onAgain: () => void;
  onDashboard: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const stateLabel = useStateLabel();
  const payments = usePayments();
  // The history is refreshed after the payment: it tells whether the withdrawal is still recallable.
  const payment = payments.data?.find((p) => p.id === outcome.payment.id) ?? outcome.payment;
  const { action, currency } = payment;
  const amount = wallet.money(payment.amount_cents, currency);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="cr-cashbox__result">
      <Icon name="check" size={32} className="cr-cashbox__result-icon" />
      <h3 ref={heading} tabIndex={-1} className="cr-cashbox__heading">
        {action === 'deposit' ? t('CASHBOX.DEPOSIT.SUCCESS_TITLE') : t('CASHBOX.WITHDRAW.SUCCESS_TITLE')}
      </h3>
      {action === 'deposit' ? (
        <p>{t('CASHBOX.DEPOSIT.SUCCESS', { amount })}</p>
      ) : (
        <p>{t('CASHBOX.WITHDRAW.SUCCESS', { amount, state: stateLabel(payment.state) })}</p>
      )}
      {outcome.balance && (
        <p className="cr-cashbox__new-balance">
          {t('CASHBOX.NEW_BALANCE', {
            amount: wallet.money(displayBalance(outcome.balance).common, outcome.balance.currency),
          })}
        </p>
      )}
      {outcome.address && <DepositAddress address={outcome.address} network={network} currency={currency} />}
      {payment.recallable && (
        <>
          <p className="cr-cashbox__muted">{t('CASHBOX.WITHDRAW.RECALL_HINT')}</p>
          <RecallButton payment={payment} wallet={wallet} />
        </>
      )}
      <div className="cr-cashbox__actions">
        <Button onClick={onAgain}>
          {action === 'deposit' ? t('CASHBOX.DEPOSIT.AGAIN') : t('CASHBOX.WITHDRAW.AGAIN')}
        </Button>
        <Button variant="ghost" onClick={onDashboard}>
          {t('CASHBOX.BACK_TO_DASHBOARD')}
        </Button>
      </div>
    </div>
  );
}
