import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../runtime/i18n/index.ts';
import { useAccounts, usePlayer, usePlayerBonuses } from '../../runtime/queries/index.ts';
import { leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import {
  currentAccount,
  displayBalance,
  wageringProgress,
  wageringTotals,
} from '../../runtime/rules/index.ts';
import { Button, buttonClassName, FormAlert, Skeleton } from '../../runtime/ui/index.ts';
import { usePagePath } from './page-path.ts';

/**
 * The bonus balance (/bonus-balance): a player's real and bonus money and how much of the bonus
 * is wagered (spec §5: floor(wagered / total), only with a bonus balance); a guest is asked to
 * sign in.
 */
export function BonusBalanceView() {
  const { t } = useTranslation();
  const player = usePlayer();
  const headingId = useId();
  return (
    <section className="cr-content-page cr-content-page--narrow" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.BONUS_BALANCE.TITLE')}
      </h1>
      {player.data ? <PlayerBalance currency={player.data.currency} /> : <GuestPrompt />}
    </section>
  );
}

function GuestPrompt() {
  const { t } = useTranslation();
  const { href } = usePagePath();
  return (
    <>
      <p className="cr-content-page__text">{t('CONTENT_PAGES.BONUS_BALANCE.GUEST')}</p>
      <div className="cr-content-page__actions">
        <Link className={buttonClassName({})} to={href('/login')}>
          {t('CONTENT_PAGES.BONUS_BALANCE.LOGIN')}
        </Link>
        <Link className={buttonClassName({ variant: 'secondary' })} to={href('/registration')}>
          {t('CONTENT_PAGES.BONUS_BALANCE.REGISTER')}
        </Link>
      </div>
    </>
  );
}

function PlayerBalance({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const accounts = useAccounts();
  const bonuses = usePlayerBonuses();
  const presence = usePagePresence();
  const { href } = usePagePath();
  const progressId = useId();

  if (accounts.isError && !accounts.data) {
    return (
      <FormAlert>
        <p>{t('CONTENT_PAGES.BONUS_BALANCE.ERROR')}</p>
        <Button
          variant="secondary"
          size="s"
          loading={accounts.isFetching}
          onClick={() => void accounts.refetch()}
        >
          {t('CONTENT_PAGES.RETRY')}
        </Button>
      </FormAlert>
    );
  }
  const account = accounts.data ? currentAccount(accounts.data, currency) : undefined;
  if (!account || money.pending || bonuses.isPending) {
    return (
      <div aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {t('CONTENT_PAGES.BONUS_BALANCE.LOADING')}
        </span>
        <Skeleton height={160} />
      </div>
    );
  }
  const balance = displayBalance(account);
  const progress = wageringProgress(balance, wageringTotals(bonuses.data ?? [], account.currency));
  const format = (cents: number) => money.format(cents, account.currency);
  const gifts = leadsToPage({ route: 'profile-gifts' }, presence);

  return (
    <>
      <dl className="cr-content-page__balances">
        <div>
          <dt>{t('CONTENT_PAGES.BONUS_BALANCE.REAL')}</dt>
          <dd>{format(balance.real)}</dd>
        </div>
        <div>
          <dt>{t('CONTENT_PAGES.BONUS_BALANCE.BONUS')}</dt>
          <dd>{format(balance.bonus)}</dd>
        </div>
        <div>
          <dt>{t('CONTENT_PAGES.BONUS_BALANCE.TOTAL')}</dt>
          <dd>{format(balance.common)}</dd>
        </div>
      </dl>
      {progress === null ? (
        <p className="cr-content-page__text">{t('CONTENT_PAGES.BONUS_BALANCE.NONE')}</p>
      ) : (
        <div className="cr-content-page__progress">
          <p id={progressId} className="cr-content-page__text">
            {t('CONTENT_PAGES.BONUS_BALANCE.WAGERED', { percent: progress })}
          </p>
          <progress max={100} value={progress} aria-labelledby={progressId} />
        </div>
      )}
      {gifts && (
        <Link className={buttonClassName({ variant: 'secondary' })} to={href('/profile/gifts')}>
          {t('CONTENT_PAGES.BONUS_BALANCE.GIFTS')}
        </Link>
      )}
    </>
  );
}
