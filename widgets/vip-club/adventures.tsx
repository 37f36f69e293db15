import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipAdventuresConfig } from '../../schemas/index.ts';
import { formatMoney } from '../../runtime/i18n/index.ts';
import { useConfig, useVipAdventures } from '../../runtime/queries/index.ts';
import {
  adventureActions,
  adventureDays,
  adventureFinished,
  adventureGiftDeadline,
  adventureProgress,
  adventureVariable,
  type AdventureDay,
} from '../../runtime/rules/index.ts';
import { Button, Countdown, Icon, Skeleton } from '../../runtime/ui/index.ts';

type Prize = NonNullable<VipAdventuresConfig['prizes'][string]>[number];

interface AdventuresProps {
  currency: string;
  /** The path with the visitor's locale prefix. */
  path: (path: string) => string;
}

/**
 * The VIP adventures calendar (spec §2 "Adventure", §4): the banner (on or finished), the row of
 * days with their states, a card per day with its prize, the buttons of its status and the gift
 * timer, and how many days are done. The days and their dates come from the player's adventure;
 * the prizes and conditions from the CMS document vip-adventures, day by day.
 */
export default function Adventures({ currency, path }: AdventuresProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const state = useVipAdventures();
  const config = useConfig('vip-adventures');
  const [now] = useState(() => Date.now());
  const days = useMemo(() => adventureDays(state.data?.days ?? [], now), [state.data, now]);
  const prizes = (state.data?.key ? config.data?.prizes[state.data.key] : undefined) ?? [];
  const variables = config.data?.variables ?? {};

  let body;
  if (state.isPending || config.isPending) {
    body = (
      <div aria-busy="true">
        <span className="cr-visually-hidden">{t('VIP_CLUB.ADVENTURES.LOADING')}</span>
        <Skeleton height={200} />
      </div>
    );
  } else if (state.isError) {
    body = (
      <div className="cr-vip-club__notice" role="alert">
        <p className="cr-vip-club__text">{t('VIP_CLUB.ADVENTURES.ERROR')}</p>
        <Button variant="secondary" size="s" onClick={() => void state.refetch()}>
          {t('VIP_CLUB.ADVENTURES.RETRY')}
        </Button>
      </div>
    );
  } else if (days.length === 0) {
    body = <p className="cr-vip-club__text">{t('VIP_CLUB.ADVENTURES.EMPTY')}</p>;
  } else {
    const finished = adventureFinished(days, now);
    const { completed, total } = adventureProgress(days);
    body = (
      <>
        <div className={`cr-vip-club__banner cr-vip-club__banner--${finished ? 'finished' : 'active'}`}>
          <Icon name={finished ? 'trophy' : 'star'} />
          <p>{t(finished ? 'VIP_CLUB.ADVENTURES.FINISHED' : 'VIP_CLUB.ADVENTURES.ACTIVE')}</p>
        </div>
        <p className="cr-vip-club__progress-label">
          {t('VIP_CLUB.ADVENTURES.PROGRESS', { completed, total })}
        </p>
        <ol className="cr-vip-club__calendar" aria-label={t('VIP_CLUB.ADVENTURES.CALENDAR')}>
          {days.map((day) => (
            <li
              key={day.index}
              className={`cr-vip-club__calendar-day cr-vip-club__calendar-day--${day.calendar}`}
              aria-current={day.today ? 'date' : undefined}
            >
              <span className="cr-vip-club__calendar-date">{`${pad(day.day)}/${pad(day.month)}`}</span>
              <span className="cr-vip-club__calendar-state">
                {t(`VIP_CLUB.ADVENTURES.STATE.${day.calendar.toUpperCase()}`)}
              </span>
            </li>
          ))}
        </ol>
        <ul className="cr-vip-club__days">
          {days.map((day) => (
            <DayCard
              key={day.index}
              day={day}
              prize={prizes[day.index]}
              now={now}
              currency={currency}
              variables={variables}
              path={path}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="cr-vip-club__adventures" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-vip-club__subtitle">
        {t('VIP_CLUB.ADVENTURES.TITLE')}
      </h2>
      {body}
    </section>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

function DayCard({
  day,
  prize,
  now,
  currency,
  variables,
  path,
}: {
  day: AdventureDay;
  prize: Prize | undefined;
  now: number;
  currency: string;
  variables: VipAdventuresConfig['variables'];
  path: (path: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const actions = adventureActions(day, now);
  const value = (name: string, text: string) => adventureVariable(variables, name, text, currency);
  const amount = (text: string) => {
    const major = Number(value('minDep', text));
    return Number.isFinite(major)
      ? formatMoney(Math.round(major * 100), currency, i18n.language)
      : value('minDep', text);
  };
  const prizeTexts = prize
    ? [
        ...(prize.prize.freespin
          ? [t('VIP_CLUB.ADVENTURES.FREESPINS', { count: prize.prize.freespin })]
          : []),
        ...(prize.prize.bonus
          ? [t('VIP_CLUB.ADVENTURES.BONUS', { bonus: value('bonus', prize.prize.bonus) })]
          : []),
      ]
    : [];
  // The gift timer: the time left today on the active day, the gift's deadline on a completed day.
  const timer =
    day.status === 'active' || (day.status === 'completed' && actions.includes('gifts'))
      ? adventureGiftDeadline(day, now)
      : null;

  return (
    <li className={`cr-vip-club__day cr-vip-club__day--${day.status}`}>
      <h3 className="cr-vip-club__day-title">{day.label}</h3>
      <p className="cr-vip-club__text">
        {t('VIP_CLUB.ADVENTURES.STEP', { step: day.step, total: day.total })} ·{' '}
        {t(`VIP_CLUB.ADVENTURES.STATE.${day.calendar.toUpperCase()}`)}
      </p>
      {prize?.image && <img className="cr-vip-club__day-image" src={prize.image} alt="" loading="lazy" />}
      {prizeTexts.length > 0 && <p className="cr-vip-club__day-prize">{prizeTexts.join(' + ')}</p>}
      {timer !== null && (
        <p className="cr-vip-club__timer">
          <span>{t('VIP_CLUB.ADVENTURES.TIMER')}</span> <Countdown to={timer} />
        </p>
      )}
      {open && prize && (
        <ul id={detailsId} className="cr-vip-club__conditions">
          <li>{t('VIP_CLUB.ADVENTURES.MIN_DEP', { amount: amount(prize.condition.minDep) })}</li>
          <li>{t('VIP_CLUB.ADVENTURES.WAGER', { wager: prize.condition.wager })}</li>
          <li>
            {t('VIP_CLUB.ADVENTURES.PERIOD', { count: Number(prize.condition.periodActivationDays) || 0 })}
          </li>
        </ul>
      )}
      {actions.length > 0 && (
        <div className="cr-vip-club__day-actions">
          {actions.map((action) => {
            if (action === 'details')
              return (
                <Button
                  key={action}
                  variant="secondary"
                  size="s"
                  aria-expanded={open}
                  aria-controls={open ? detailsId : undefined}
                  disabled={!prize}
                  onClick={() => setOpen((was) => !was)}
                >
                  {t('VIP_CLUB.ADVENTURES.DETAILS')}
                </Button>
              );
            const target = { deposit: '/deposit', gifts: '/profile/gifts', support: '/support' }[action];
            const label = {
              deposit: 'VIP_CLUB.DEPOSIT',
              gifts: 'VIP_CLUB.ADVENTURES.GIFTS',
              support: 'VIP_CLUB.ADVENTURES.SUPPORT',
            }[action];
            return (
              <Button
                key={action}
                size="s"
                variant={action === 'deposit' ? 'primary' : 'secondary'}
                href={path(target)}
              >
                {t(label)}
              </Button>
            );
          })}
        </div>
      )}
    </li>
  );
}
