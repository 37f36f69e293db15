import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { useSignOutAndLeave } from '../../runtime/state/use-sign-out.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney, type Money } from '../../runtime/i18n/index.ts';
import {
  firstMessage,
  useAccounts,
  useCompPoints,
  useLotteryStatuses,
  usePlayerBonuses,
  useSelectAccount,
  validationErrors,
  type Account,
} from '../../runtime/queries/index.ts';
import {
  currentAccount,
  displayBalance,
  listedAccounts,
  wageringProgress,
  wageringTotals,
} from '../../runtime/rules/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import { Button, Dropdown, Icon, Skeleton, Spinner } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';

/** Width of the balance button while the accounts load, so that the header does not jump. */
const BALANCE_SKELETON_PX = 112;

/** Name of the popup that opens an account in another currency (brands/_base/layouts/modals.json). */
export const CURRENCY_SELECT_POPUP = 'currency-select';

/** The platform's reason for refusing a switch (spec §8: the server's error data), if it gave one. */
function refusal(error: unknown): string | undefined {
  const errors = validationErrors(error);
  return errors ? firstMessage(errors.currency ?? Object.values(errors)[0]) : undefined;
}

/**
 * The player's accounts, the one in use first: each switches the account in use (spec §3 Balance
 * per currency). A refused switch says why, and the list stays usable.
 */
function AccountList({ accounts, currency, money }: { accounts: Account[]; currency: string; money: Money }) {
  const { t } = useTranslation();
  const headingId = useId();
  const select = useSelectAccount();
  const push = useToastStore((s) => s.push);
  const [failure, setFailure] = useState<string | null>(null);
  const switching = select.isPending ? select.variables : undefined;
  const switchTo = (code: string) => {
    if (select.isPending) return;
    setFailure(null);
    select.mutate(code, {
      onSuccess: () =>
        push({ kind: 'success', messageKey: 'HEADER.ACCOUNTS.SWITCHED', values: { currency: code } }),
      onError: (error) =>
        setFailure(refusal(error) ?? t('HEADER.ACCOUNTS.SWITCH_FAILED', { currency: code })),
    });
  };
  return (
    <section className="cr-site-header__accounts" aria-labelledby={headingId}>
      <h3 id={headingId} className="cr-site-header__panel-subtitle">
        {t('HEADER.ACCOUNTS.TITLE')}
      </h3>
      <ul className="cr-site-header__account-list" aria-busy={select.isPending || undefined}>
        {listedAccounts(accounts, currency).map((account, index) => {
          // The first entry is the account in use (listedAccounts puts it there).
          const inUse = index === 0;
          const amount = money.format(account.amount_cents, account.currency);
          return (
            <li key={account.currency}>
              <button
                type="button"
                className="cr-site-header__account"
                aria-pressed={inUse}
                onClick={() => !inUse && switchTo(account.currency)}
              >
                <span className="cr-site-header__account-code">{account.currency}</span>
                <span className="cr-site-header__account-amount">{amount}</span>
                {switching === account.currency ? (
                  <Spinner size="s" label={t('HEADER.ACCOUNTS.SWITCHING', { currency: account.currency })} />
                ) : (
                  inUse && <Icon name="check" className="cr-site-header__account-check" />
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {failure && (
        <p className="cr-site-header__account-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}

/**
 * The balance button and its panel (spec §2, §3, §5): real and bonus money, wagering progress (only
 * with a bonus balance), comp points and lottery tickets; every account of the player, to switch
 * the one in use, and the way to open another currency. Crypto shows in milli/micro units.
 */
export function BalanceMenu({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const signOut = useSignOutAndLeave();
  const accounts = useAccounts();
  const bonuses = usePlayerBonuses();
  const compPoints = useCompPoints();
  const lotteries = useLotteryStatuses();
  const money = useMoney();
  const wageringId = useId();

  if (accounts.isPending || money.pending) {
    return (
      <span
        className="cr-site-header__balance-skeleton"
        role="status"
        aria-label={t('HEADER.BALANCE.LOADING')}
      >
        <Skeleton width={BALANCE_SKELETON_PX} height={36} />
      </span>
    );
  }
  const account = accounts.data ? currentAccount(accounts.data, currency) : undefined;
  if (!accounts.data || !account) {
    return (
      <span className="cr-site-header__balance-error" role="status">
        <Icon name="warning" />
        {t('HEADER.BALANCE.UNAVAILABLE')}
      </span>
    );
  }

  const format = (cents: number) => money.format(cents, account.currency);
  const count = (n: number) => new Intl.NumberFormat(ctx.locale).format(n);
  const balance = displayBalance(account);
  const progress = wageringProgress(balance, wageringTotals(bonuses.data ?? [], account.currency));
  const points = compPoints.data?.chargeable.points;
  const tickets = (lotteries.data ?? []).reduce((sum, status) => sum + status.tickets.length, 0);
  const total = format(balance.common);

  return (
    <Dropdown
      className="cr-site-header__balance"
      trigger={<span className="cr-site-header__balance-amount">{total}</span>}
      triggerLabel={t('HEADER.BALANCE.BUTTON', { amount: total })}
      align="end"
      variant="secondary"
    >
      {(close) => (
        <div className="cr-site-header__panel" aria-live="polite">
          <h2 className="cr-site-header__panel-title">{t('HEADER.BALANCE.TITLE')}</h2>
          <dl className="cr-site-header__balances">
            <div className="cr-site-header__balance-row">
              <dt>{t('HEADER.BALANCE.REAL')}</dt>
              <dd>{format(balance.real)}</dd>
            </div>
            {balance.bonus > 0 && (
              <div className="cr-site-header__balance-row">
                <dt>{t('HEADER.BALANCE.BONUS')}</dt>
                <dd>{format(balance.bonus)}</dd>
              </div>
            )}
            {points !== undefined && (
              <div className="cr-site-header__balance-row">
                <dt>{t('HEADER.BALANCE.COMP_POINTS')}</dt>
                <dd>{count(points)}</dd>
              </div>
            )}
            <div className="cr-site-header__balance-row">
              <dt>{t('HEADER.BALANCE.LOTTERY_TICKETS')}</dt>
              <dd>{count(tickets)}</dd>
            </div>
          </dl>
          {progress !== null && (
            <div className="cr-site-header__wagering">
              <span id={wageringId}>{t('HEADER.BALANCE.WAGERING')}</span>
              <span
                className="cr-site-header__progress"
                role="progressbar"
                aria-labelledby={wageringId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                aria-valuetext={t('HEADER.BALANCE.WAGERING_VALUE', { percent: progress })}
              >
                <span className="cr-site-header__progress-bar" style={{ width: `${progress}%` }} />
              </span>
              <span className="cr-site-header__progress-value">
                {t('HEADER.BALANCE.WAGERING_VALUE', { percent: progress })}
              </span>
            </div>
          )}
          <AccountList accounts={accounts.data} currency={account.currency} money={money} />
          <Button
            variant="secondary"
            size="s"
            fullWidth
            iconStart="wallet"
            onClick={() => {
              close();
              useModalStore.getState().open(CURRENCY_SELECT_POPUP);
            }}
          >
            {t('HEADER.ACCOUNTS.ADD')}
          </Button>
          <div className="cr-site-header__panel-actions">
            {leadsToPage({ route: 'profile' }, presence) && (
              <Button
                href={joinPrefix(localePrefixOf(ctx), routePath('profile'))}
                variant="secondary"
                fullWidth
                iconStart="user"
              >
                {t('PROFILE.TITLE')}
              </Button>
            )}
            <Button
              variant="ghost"
              fullWidth
              iconStart="logout"
              loading={signOut.pending}
              onClick={signOut.run}
            >
              {t('PROFILE.SIGN_OUT')}
            </Button>
          </div>
        </div>
      )}
    </Dropdown>
  );
}
