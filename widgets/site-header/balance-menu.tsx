import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOutAndLeave } from '../../runtime/app/use-sign-out.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatMoney } from '../../runtime/i18n/index.ts';
import {
  useAccounts,
  useCompPoints,
  useCurrencies,
  useLotteryStatuses,
  usePlayerBonuses,
} from '../../runtime/queries/index.ts';
import {
  currentAccount,
  displayBalance,
  wageringProgress,
  wageringTotals,
} from '../../runtime/rules/balance.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import { Button, Dropdown, Icon, Skeleton } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';

/** Width of the balance button while the accounts load, so that the header does not jump. */
const BALANCE_SKELETON_PX = 112;

/**
 * The balance button and its panel (spec §2, §5): real and bonus money, wagering progress (only
 * with a bonus balance), comp points and lottery tickets. Crypto shows in milli/micro units.
 */
export function BalanceMenu({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { locale } = ctx;
  const presence = usePagePresence();
  const signOut = useSignOutAndLeave();
  const accounts = useAccounts();
  const bonuses = usePlayerBonuses();
  const compPoints = useCompPoints();
  const lotteries = useLotteryStatuses();
  const currencies = useCurrencies();
  const wageringId = useId();

  if (accounts.isPending) {
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
  if (!account) {
    return (
      <span className="cr-site-header__balance-error" role="status">
        <Icon name="warning" />
        {t('HEADER.BALANCE.UNAVAILABLE')}
      </span>
    );
  }

  const subunits = currencies.data?.find((c) => c.code === account.currency)?.subunits_to_unit;
  const money = (cents: number) => formatMoney(cents, account.currency, locale, { subunits });
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  const balance = displayBalance(account);
  const progress = wageringProgress(balance, wageringTotals(bonuses.data ?? [], account.currency));
  const points = compPoints.data?.chargeable.points;
  const tickets = (lotteries.data ?? []).reduce((sum, status) => sum + status.tickets.length, 0);
  const total = money(balance.common);

  return (
    <Dropdown
      className="cr-site-header__balance"
      trigger={<span className="cr-site-header__balance-amount">{total}</span>}
      triggerLabel={t('HEADER.BALANCE.BUTTON', { amount: total })}
      align="end"
      variant="secondary"
    >
      <div className="cr-site-header__panel" aria-live="polite">
        <h2 className="cr-site-header__panel-title">{t('HEADER.BALANCE.TITLE')}</h2>
        <dl className="cr-site-header__balances">
          <div className="cr-site-header__balance-row">
            <dt>{t('HEADER.BALANCE.REAL')}</dt>
            <dd>{money(balance.real)}</dd>
          </div>
          {balance.bonus > 0 && (
            <div className="cr-site-header__balance-row">
              <dt>{t('HEADER.BALANCE.BONUS')}</dt>
              <dd>{money(balance.bonus)}</dd>
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
    </Dropdown>
  );
}
