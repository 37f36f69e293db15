import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { displayBalance } from '../../runtime/rules/index.ts';
import { Button, Skeleton } from '../../runtime/ui/index.ts';
import { PaymentHistory } from './payment-history.tsx';
import type { Wallet } from './use-wallet.ts';

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
      <section className="cr-cashbox__card" aria-labelledby={`${id}-history`}>
        <h3 id={`${id}-history`} className="cr-cashbox__heading">
          {t('CASHBOX.HISTORY.TITLE')}
        </h3>
        <PaymentHistory wallet={wallet} size={historySize} />
      </section>
    </div>
  );
}
