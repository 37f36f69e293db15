import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDate, formatMoney } from '../../runtime/i18n/index.ts';
import {
  playerGroups,
  useCurrencies,
  useIsLoggedIn,
  usePlayer,
  useVipStatusProgress,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import {
  FALLBACK_CURRENCY,
  isTester,
  GROUP,
  thresholdPercent,
  VIP_STATUSES,
  vipCard,
  vipCardPosition,
  vipStatusExpiry,
  type VipCard,
  type VipStatus,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { Button, Carousel, Icon, Skeleton } from '../../runtime/ui/index.ts';
import type { VipClubProps } from './vip-club.schema.ts';
import './vip-club.css';

const Adventures = lazy(() => import('./adventures.tsx'));

type Translate = ReturnType<typeof useTranslation>['t'];
type Position = ReturnType<typeof vipCardPosition>;

const upper = (status: VipStatus) => status.toUpperCase().replace(/-/g, '_');
/** Status names are the profile level tab's (PROFILE_LEVEL.VIP.STATUS), not a copy of them. */
const statusName = (t: Translate, status: VipStatus) => t(`PROFILE_LEVEL.VIP.STATUS.${upper(status)}`);
const positionLabel = (t: Translate, position: Position) => t(`VIP_CLUB.POSITION.${position.toUpperCase()}`);

export default function VipClub({ props }: WidgetRenderProps<VipClubProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const ctx = useSiteContext();
  const path = (p: string) => joinPrefix(localePrefixOf(ctx), p);
  const loggedIn = useIsLoggedIn();
  const player = usePlayer();
  const progress = useVipStatusProgress();
  const [now] = useState(() => Date.now());
  const groups = player.data ? playerGroups(player.data) : [];
  const showsAdventures =
    props.adventures && loggedIn && (groups.includes(GROUP.vipAdventures) || isTester(groups));

  // A guest has no progress: the card shows where every player starts (spec §4 fallback).
  const loading = loggedIn && (player.isPending || progress.isPending);
  const card = loggedIn ? vipCard(progress.data, player.data?.currency ?? FALLBACK_CURRENCY) : null;
  const current: VipStatus = card?.status ?? 'rising-star';

  return (
    <section className="cr-vip-club" aria-labelledby={headingId}>
      <header className="cr-vip-club__intro">
        <h1 id={headingId} className="cr-vip-club__title">
          {t('VIP_CLUB.TITLE')}
        </h1>
        <p className="cr-vip-club__text">{t('VIP_CLUB.INTRO')}</p>
      </header>

      {loading ? (
        <div className="cr-vip-club__card" aria-busy="true">
          <span className="cr-visually-hidden">{t('VIP_CLUB.LOADING')}</span>
          <Skeleton height={180} />
        </div>
      ) : card ? (
        <StatusCard card={card} now={now} depositHref={path('/deposit')} />
      ) : (
        <GuestCard registerHref={path('/registration')} />
      )}

      <StatusSteps current={current} guest={!card} />
      <Compare current={current} initial={props.compareDefault} />

      {showsAdventures && (
        <Suspense fallback={<Skeleton height={240} />}>
          <Adventures currency={player.data?.currency ?? FALLBACK_CURRENCY} path={path} />
        </Suspense>
      )}
    </section>
  );
}

function useMoneyFormat() {
  const { i18n } = useTranslation();
  const currencies = useCurrencies();
  return (cents: number, currency: string) =>
    formatMoney(cents, currency, i18n.language, {
      subunits: currencies.data?.find((c) => c.code === currency)?.subunits_to_unit,
    });
}

function GuestCard({ registerHref }: { registerHref: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="cr-vip-club__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-vip-club__subtitle">
        {t('VIP_CLUB.GUEST_TITLE')}
      </h2>
      <p className="cr-vip-club__text">{t('VIP_CLUB.GUEST_TEXT')}</p>
      <Button href={registerHref} className="cr-vip-club__action">
        {t('VIP_CLUB.REGISTER')}
      </Button>
    </section>
  );
}

/** The player's status, its progress to the next one and until when it holds (spec §4). */
function StatusCard({ card, now, depositHref }: { card: VipCard; now: number; depositHref: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const titleId = useId();
  const expiry = vipStatusExpiry(card.status, now);
  const next = card.next ? statusName(t, card.next) : null;
  const overall = next
    ? t('PROFILE_LEVEL.VIP.PROGRESS_TEXT', { percent: card.percent, status: next })
    : t('PROFILE_LEVEL.VIP.TOP');
  const sums = [
    {
      label: t('PROFILE_LEVEL.VIP.DEPOSITS'),
      value: card.depositCents,
      threshold: card.depositThresholdCents,
    },
    { label: t('PROFILE_LEVEL.VIP.BETS'), value: card.betCents, threshold: card.betThresholdCents },
  ];
  return (
    <section className={`cr-vip-club__card cr-vip-club__card--${card.status}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-vip-club__subtitle">
        {t('VIP_CLUB.YOUR_STATUS')}
      </h2>
      <p className="cr-vip-club__status">{statusName(t, card.status)}</p>
      {card.fallback && <p className="cr-vip-club__text">{t('VIP_CLUB.FALLBACK')}</p>}
      {next && <p className="cr-vip-club__text">{t('PROFILE_LEVEL.VIP.NEXT', { status: next })}</p>}
      <div
        className="cr-vip-club__bar"
        role="progressbar"
        aria-label={
          next ? t('PROFILE_LEVEL.VIP.PROGRESS_LABEL', { status: next }) : t('VIP_CLUB.YOUR_STATUS')
        }
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={card.percent}
        aria-valuetext={overall}
      >
        <span className="cr-vip-club__fill" style={{ width: `${card.percent}%` }} />
      </div>
      <p className="cr-vip-club__text">{overall}</p>
      {card.next && (
        <dl className="cr-vip-club__sums">
          {sums.map((sum) => (
            <div key={sum.label} className="cr-vip-club__sum">
              <dt>{sum.label}</dt>
              <dd>
                {t('PROFILE_LEVEL.VIP.OF', {
                  amount: money(sum.value, card.currency),
                  threshold: money(sum.threshold, card.currency),
                })}
                <span className="cr-vip-club__mini-bar" aria-hidden="true">
                  <span
                    className="cr-vip-club__fill"
                    style={{ width: `${thresholdPercent(sum.value, sum.threshold)}%` }}
                  />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="cr-vip-club__expiry">
        <Icon name="clock" />
        <span>
          {expiry
            ? t('PROFILE_LEVEL.VIP.EXPIRES', { date: formatDate(expiry) })
            : t('PROFILE_LEVEL.VIP.LIFELONG', { status: statusName(t, card.status) })}
        </span>
      </p>
      <Button href={depositHref} className="cr-vip-club__action">
        {t('VIP_CLUB.DEPOSIT')}
      </Button>
    </section>
  );
}

/** The statuses from rising star to diamond, each marked by where it stands for the visitor. */
function StatusSteps({ current, guest }: { current: VipStatus; guest: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="cr-vip-club__steps-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="cr-vip-club__subtitle">
        {t('VIP_CLUB.STEPS_TITLE')}
      </h2>
      <ol className="cr-vip-club__steps">
        {VIP_STATUSES.map(({ id }) => {
          const position = vipCardPosition(id, current);
          return (
            <li
              key={id}
              className={`cr-vip-club__step cr-vip-club__step--${position}`}
              aria-current={!guest && position === 'current' ? 'step' : undefined}
            >
              <span className="cr-vip-club__step-dot" aria-hidden="true">
                {position === 'before' ? (
                  <Icon name="check" />
                ) : position === 'lock' ? (
                  <Icon name="lock" />
                ) : null}
              </span>
              <span className="cr-vip-club__step-name">{statusName(t, id)}</span>
              {!guest && <span className="cr-vip-club__step-state">{positionLabel(t, position)}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A carousel of the statuses; the one picked (bronze by default) is compared with the visitor's. */
function Compare({ current, initial }: { current: VipStatus; initial: VipStatus }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<VipStatus>(initial);
  const validity = (status: VipStatus) =>
    status === 'diamond' ? t('VIP_CLUB.LIFELONG') : t('VIP_CLUB.QUARTER');
  const mine = statusName(t, current);
  const other = statusName(t, picked);
  return (
    <div className="cr-vip-club__compare">
      <Carousel
        label={t('VIP_CLUB.COMPARE_TITLE')}
        title={<h2 className="cr-vip-club__subtitle">{t('VIP_CLUB.COMPARE_TITLE')}</h2>}
      >
        {VIP_STATUSES.map(({ id }) => {
          const position = vipCardPosition(id, current);
          return (
            <article key={id} className={`cr-vip-club__status-card cr-vip-club__status-card--${position}`}>
              <h3 className="cr-vip-club__status-name">{statusName(t, id)}</h3>
              <p className="cr-vip-club__text">{positionLabel(t, position)}</p>
              <p className="cr-vip-club__text">{validity(id)}</p>
              <Button
                variant={picked === id ? 'primary' : 'secondary'}
                size="s"
                aria-pressed={picked === id}
                onClick={() => setPicked(id)}
              >
                {t('VIP_CLUB.COMPARE', { status: statusName(t, id) })}
              </Button>
            </article>
          );
        })}
      </Carousel>
      <table className="cr-vip-club__table">
        <caption>{t('VIP_CLUB.COMPARE_CAPTION', { mine, other })}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{mine}</th>
            <th scope="col">{other}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('VIP_CLUB.ROW_STANDING')}</th>
            <td>{positionLabel(t, 'current')}</td>
            <td>{positionLabel(t, vipCardPosition(picked, current))}</td>
          </tr>
          <tr>
            <th scope="row">{t('VIP_CLUB.ROW_VALIDITY')}</th>
            <td>{validity(current)}</td>
            <td>{validity(picked)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
