import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import {
  ApiError,
  queryKeys,
  useConfig,
  type ConfigShapes,
  useIsLoggedIn,
  useLaunchRocket,
  usePlayer,
  useRocketChance,
  type RocketChanceState,
  type RocketLaunch,
  type RocketLaunchResult,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { localisedTitle, perCurrencyValue, rocketPrizeOdds } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import {
  Badge,
  Button,
  Countdown,
  FormAlert,
  Modal,
  Skeleton,
  usePrefersReducedMotion,
} from '../../runtime/ui/index.ts';
import type { RocketChanceProps } from './rocket-chance.schema.ts';
import './rocket-chance.css';

/** How long the rocket flies before the prize shows (the lift animation of rocket-chance.css). */
const LAUNCH_MS = 1600;

type Config = NonNullable<ConfigShapes['rocket-chance-config']>;
type Prize = Config['prizes'][number];

/** What a prize is worth, as the prize table and the result say it. */
function usePrizeValue() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (prize: Pick<RocketLaunch, 'kind' | 'spins' | 'points' | 'amount_cents'>, currency: string) => {
    if (prize.kind === 'freespins') return t('ROCKET_CHANCE.VALUE.SPINS', { count: prize.spins ?? 0 });
    if (prize.kind === 'comp_points')
      return t('ROCKET_CHANCE.VALUE.COINS', {
        count: prize.points ?? 0,
        points: new Intl.NumberFormat(i18n.language).format(prize.points ?? 0),
      });
    return money.format(prize.amount_cents ?? 0, currency);
  };
}

/** A configured prize as a launch would give it in `currency` (bonus money in the currency, else EUR). */
function prizeIn(prize: Prize, currency: string) {
  if (prize.kind !== 'bonus')
    return {
      value: {
        kind: prize.kind,
        spins: prize.kind === 'freespins' ? prize.spins : undefined,
        points: prize.kind === 'comp_points' ? prize.points : undefined,
      },
      currency,
    };
  const own = perCurrencyValue(prize.amount, currency);
  return {
    value: { kind: prize.kind, amount_cents: own ?? prize.amount.EUR },
    currency: own === null ? 'EUR' : currency,
  };
}

export default function RocketChance({ props }: WidgetRenderProps<RocketChanceProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const headingId = useId();
  const loggedIn = useIsLoggedIn();
  const config = useConfig('rocket-chance-config');
  const [flying, setFlying] = useState(false);
  const path = (p: string) => joinPrefix(localePrefixOf(ctx), p);

  let body;
  if (config.isPending) {
    body = (
      <div aria-busy="true">
        <span className="cr-visually-hidden">{t('ROCKET_CHANCE.LOADING')}</span>
        <Skeleton height={280} />
      </div>
    );
  } else if (!config.data || config.data.prizes.length === 0) {
    body = <p className="cr-rocket-chance__text">{t('ROCKET_CHANCE.EMPTY')}</p>;
  } else {
    body = (
      <>
        <div className="cr-rocket-chance__hero">
          <RocketArt flying={flying} />
          <div className="cr-rocket-chance__panel">
            {loggedIn ? <PlayerPanel path={path} onFlying={setFlying} /> : <GuestPanel path={path} />}
          </div>
        </div>
        <div className="cr-rocket-chance__columns">
          <PrizeTable config={config.data} />
          <HowItWorks config={config.data} />
        </div>
        {loggedIn && props.recentLaunches > 0 && <RecentLaunches limit={props.recentLaunches} />}
      </>
    );
  }

  return (
    <section className="cr-rocket-chance" aria-labelledby={headingId}>
      <header className="cr-rocket-chance__intro">
        <h1 id={headingId} className="cr-rocket-chance__title">
          {t('ROCKET_CHANCE.TITLE')}
        </h1>
        <p className="cr-rocket-chance__text">{t('ROCKET_CHANCE.INTRO')}</p>
      </header>
      {body}
    </section>
  );
}

/** The rocket, drawn in SVG: at rest on its pad, or flying off while a launch runs. */
function RocketArt({ flying = false }: { flying?: boolean }) {
  return (
    <div
      className={`cr-rocket-chance__sky${flying ? ' cr-rocket-chance__sky--flying' : ''}`}
      aria-hidden="true"
    >
      <svg className="cr-rocket-chance__art" viewBox="0 0 200 240" focusable="false">
        <g className="cr-rocket-chance__stars">
          <circle cx="30" cy="40" r="2" />
          <circle cx="170" cy="30" r="1.5" />
          <circle cx="150" cy="90" r="2" />
          <circle cx="45" cy="120" r="1.5" />
          <circle cx="180" cy="150" r="1" />
          <circle cx="20" cy="190" r="1" />
        </g>
        <g className="cr-rocket-chance__rocket">
          <path className="cr-rocket-chance__flame" d="M88 178 Q100 230 112 178 Z" />
          <path className="cr-rocket-chance__fin" d="M78 140 L56 180 L80 172 Z" />
          <path className="cr-rocket-chance__fin" d="M122 140 L144 180 L120 172 Z" />
          <path
            className="cr-rocket-chance__body"
            d="M100 30 C128 60 130 120 122 178 L78 178 C70 120 72 60 100 30 Z"
          />
          <circle className="cr-rocket-chance__window" cx="100" cy="95" r="14" />
          <path
            className="cr-rocket-chance__nose"
            d="M100 30 C110 40 116 50 119 60 L81 60 C84 50 90 40 100 30 Z"
          />
        </g>
        <rect className="cr-rocket-chance__pad" x="60" y="206" width="80" height="8" rx="4" />
      </svg>
    </div>
  );
}

function GuestPanel({ path }: { path: (p: string) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="cr-rocket-chance__lead">{t('ROCKET_CHANCE.GUEST')}</p>
      <div className="cr-rocket-chance__actions">
        <Button href={path('/registration')}>{t('ROCKET_CHANCE.REGISTER')}</Button>
        <Button href={path('/login')} variant="secondary">
          {t('ROCKET_CHANCE.LOGIN')}
        </Button>
      </div>
    </>
  );
}

function PlayerPanel({
  path,
  onFlying,
}: {
  path: (p: string) => string;
  /** Tells the page's rocket to fly off (true) or stand on its pad again. */
  onFlying: (flying: boolean) => void;
}) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const money = useMoney();
  const reduced = usePrefersReducedMotion();
  const queryClient = useQueryClient();
  const state = useRocketChance();
  const launch = useLaunchRocket();
  const [flying, setFlyingHere] = useState(false);
  const setFlying = (value: boolean) => {
    setFlyingHere(value);
    onFlying(value);
  };
  const [result, setResult] = useState<RocketLaunchResult | null>(null);
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<'none-left' | 'error' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reveal = () => {
    clearTimeout(timer.current);
    setFlying(false);
    setShown(true);
  };

  const onLaunch = () => {
    setFailure(null);
    launch.mutate(ctx.locale, {
      onSuccess: (answer) => {
        setResult(answer);
        queryClient.setQueryData(queryKeys.player.rocketChance(), answer.state);
        if (reduced) {
          reveal();
          return;
        }
        setFlying(true);
        timer.current = setTimeout(reveal, LAUNCH_MS);
      },
      onError: (error) => {
        setFailure(error instanceof ApiError && error.status === 422 ? 'none-left' : 'error');
        if (error instanceof ApiError && error.status === 422) void state.refetch();
      },
    });
  };

  if (state.isPending)
    return (
      <div aria-busy="true">
        <span className="cr-visually-hidden">{t('ROCKET_CHANCE.LOADING')}</span>
        <Skeleton height={120} />
      </div>
    );
  if (state.isError || !state.data)
    return (
      <div className="cr-rocket-chance__status">
        <FormAlert>{t('ROCKET_CHANCE.LOAD_ERROR')}</FormAlert>
        <Button variant="secondary" onClick={() => void state.refetch()} loading={state.isFetching}>
          {t('ROCKET_CHANCE.RETRY')}
        </Button>
      </div>
    );

  const data: RocketChanceState = state.data;
  const left = data.chances_left;
  const deposits = data.deposit_launches;
  const gift = result?.launch;

  return (
    <div className="cr-rocket-chance__status">
      <p className="cr-rocket-chance__lead" aria-live="polite">
        {flying
          ? t('ROCKET_CHANCE.FLYING')
          : left > 0
            ? t('ROCKET_CHANCE.LEFT', { count: left })
            : t('ROCKET_CHANCE.NONE_LEFT')}
      </p>
      {left > 0 || flying ? (
        <Button onClick={onLaunch} loading={launch.isPending} disabled={launch.isPending || flying}>
          {t('ROCKET_CHANCE.LAUNCH')}
        </Button>
      ) : null}
      {data.free_left === 0 && (
        <p className="cr-rocket-chance__text">
          <span>{t('ROCKET_CHANCE.NEXT_FREE')}</span>{' '}
          <Countdown to={data.next_free_at} onEnd={() => void state.refetch()} />
        </p>
      )}
      {left === 0 && deposits.earned < deposits.max && (
        <>
          <p className="cr-rocket-chance__text">
            {t('ROCKET_CHANCE.DEPOSIT_HINT', {
              amount: money.format(deposits.minimum_cents, deposits.currency),
              earned: deposits.earned,
              max: deposits.max,
            })}
          </p>
          <div className="cr-rocket-chance__actions">
            <Button href={path('/deposit')} variant="secondary">
              {t('ROCKET_CHANCE.DEPOSIT')}
            </Button>
          </div>
        </>
      )}
      {left === 0 && deposits.max > 0 && deposits.earned >= deposits.max && (
        <p className="cr-rocket-chance__text">{t('ROCKET_CHANCE.CAP_REACHED', { max: deposits.max })}</p>
      )}
      {failure && (
        <FormAlert>
          {t(failure === 'none-left' ? 'ROCKET_CHANCE.NONE_LEFT' : 'ROCKET_CHANCE.ERROR')}
        </FormAlert>
      )}

      <Modal
        open={shown && gift !== undefined}
        onClose={() => setShown(false)}
        title={t('ROCKET_CHANCE.RESULT_TITLE')}
        size="s"
        footer={
          gift?.kind === 'comp_points' ? (
            <Button href={path('/rocket-mart')}>{t('ROCKET_CHANCE.TO_MART')}</Button>
          ) : (
            <Button href={path('/profile/gifts')}>{t('ROCKET_CHANCE.TO_GIFTS')}</Button>
          )
        }
      >
        {gift && <LaunchResult launch={gift} />}
      </Modal>
    </div>
  );
}

function LaunchResult({ launch }: { launch: RocketLaunch }) {
  const { t } = useTranslation();
  const { locale } = useSiteContext();
  const value = usePrizeValue();
  return (
    <>
      <p className="cr-rocket-chance__prize">
        {t('ROCKET_CHANCE.RESULT_TEXT', { prize: localisedTitle(launch.title, locale) })}
      </p>
      <p className="cr-rocket-chance__value">{value(launch, launch.currency)}</p>
      <p className="cr-rocket-chance__text">
        {t(launch.kind === 'comp_points' ? 'ROCKET_CHANCE.RESULT_COINS' : 'ROCKET_CHANCE.RESULT_GIFTS')}
      </p>
    </>
  );
}

function PrizeTable({ config }: { config: Config }) {
  const { t, i18n } = useTranslation();
  const { locale } = useSiteContext();
  const player = usePlayer();
  const value = usePrizeValue();
  const currency = player.data?.currency ?? 'EUR';
  const odds = rocketPrizeOdds(config.prizes);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const captionId = useId();
  return (
    <section className="cr-rocket-chance__card" aria-labelledby={captionId}>
      <h2 id={captionId} className="cr-rocket-chance__subtitle">
        {t('ROCKET_CHANCE.TABLE.TITLE')}
      </h2>
      <div className="cr-rocket-chance__scroll">
        <table className="cr-rocket-chance__table" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{t('ROCKET_CHANCE.TABLE.PRIZE')}</th>
              <th scope="col">{t('ROCKET_CHANCE.TABLE.VALUE')}</th>
              <th scope="col">{t('ROCKET_CHANCE.TABLE.CHANCE')}</th>
            </tr>
          </thead>
          <tbody>
            {config.prizes.map((prize, index) => {
              const shown = prizeIn(prize, currency);
              return (
                <tr key={prize.id}>
                  <th scope="row">
                    {localisedTitle(prize.title, locale)}
                    {prize.top && (
                      <>
                        {' '}
                        <Badge tone="accent">{t('ROCKET_CHANCE.TABLE.TOP')}</Badge>
                      </>
                    )}
                  </th>
                  <td>{value(shown.value, shown.currency)}</td>
                  <td>{percent.format(odds[index] ?? 0)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HowItWorks({ config }: { config: Config }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="cr-rocket-chance__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-rocket-chance__subtitle">
        {t('ROCKET_CHANCE.HOW.TITLE')}
      </h2>
      <ol className="cr-rocket-chance__steps">
        <li>{t('ROCKET_CHANCE.HOW.FREE', { count: config.dailyFreeLaunches })}</li>
        {config.depositLaunches.max > 0 && (
          <li>{t('ROCKET_CHANCE.HOW.DEPOSIT', { count: config.depositLaunches.max })}</li>
        )}
        <li>{t('ROCKET_CHANCE.HOW.PRIZE')}</li>
      </ol>
    </section>
  );
}

function RecentLaunches({ limit }: { limit: number }) {
  const { t, i18n } = useTranslation();
  const { locale } = useSiteContext();
  const state = useRocketChance();
  const value = usePrizeValue();
  const headingId = useId();
  const launches = (state.data?.launches ?? []).slice(0, limit);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!state.data) return null;
  return (
    <section className="cr-rocket-chance__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-rocket-chance__subtitle">
        {t('ROCKET_CHANCE.RECENT.TITLE')}
      </h2>
      {launches.length === 0 ? (
        <p className="cr-rocket-chance__text">{t('ROCKET_CHANCE.RECENT.EMPTY')}</p>
      ) : (
        <ul className="cr-rocket-chance__launches" aria-labelledby={headingId}>
          {launches.map((launch) => (
            <li key={launch.id} className="cr-rocket-chance__launch">
              <span className="cr-rocket-chance__launch-title">{localisedTitle(launch.title, locale)}</span>
              <span className="cr-rocket-chance__launch-value">{value(launch, launch.currency)}</span>
              {/* The visitor's time zone: a server-rendered page shows the server's until hydration. */}
              <time
                className="cr-rocket-chance__launch-time"
                dateTime={launch.created_at}
                suppressHydrationWarning
              >
                {when.format(new Date(launch.created_at))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
