import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import { useLotteries, useTournaments } from '../../runtime/queries/index.ts';
import {
  joinPrefix,
  leadsToPage,
  presentRouteOf,
  routePath,
  splitLocalePrefix,
  usePagePresence,
} from '../../runtime/routing/index.ts';
import { FEATURE, isOn, type PromoTimes, useLivePromoStatus } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, FormAlert, LazyImage, Skeleton, useUiLabels } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import {
  cardsOfTab,
  promoCards,
  TAB_ROUTES,
  tabOfParam,
  TOURNAMENT_TABS,
  type PromoCard,
} from './list-model.ts';
import type { TournamentListProps } from './tournament-list.schema.ts';
import './tournament-list.css';

const LOADING_CARDS = 3;
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 400;

const TAB_KEYS = {
  all: 'TOURNAMENTS.TABS.ALL',
  producers: 'TOURNAMENTS.TABS.PRODUCERS',
  lotteries: 'TOURNAMENTS.TABS.LOTTERIES',
  actions: 'TOURNAMENTS.TABS.ACTIONS',
  live: 'TOURNAMENTS.TABS.LIVE',
  achievements: 'TOURNAMENTS.TABS.ACHIEVEMENTS',
  archive: 'TOURNAMENTS.TABS.ARCHIVE',
} as const;

const STATUS_KEYS = {
  'ends-in': 'TOURNAMENTS.STATUS.ENDS_IN',
  'starts-in': 'TOURNAMENTS.STATUS.STARTS_IN',
  finished: 'TOURNAMENTS.STATUS.FINISHED',
} as const;

export default function TournamentList({ props }: WidgetRenderProps<TournamentListProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const { pathname } = useLocation();
  const tournaments = useTournaments();
  const lotteriesOn = isOn(ctx.features, FEATURE.lotteries);
  const lotteries = useLotteries(lotteriesOn);
  const [now] = useState(() => Date.now());
  const prefix = localePrefixOf(ctx);
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const current = tabOfParam(presentRouteOf(path, presence)?.route.params?.['tab']);
  const tabs = TOURNAMENT_TABS.filter((tab) => leadsToPage({ route: TAB_ROUTES[tab] }, presence)).filter(
    (tab) => tab !== 'lotteries' || lotteriesOn,
  );

  const lists = lotteriesOn ? [tournaments, lotteries] : [tournaments];
  let body: ReactNode;
  if (lists.some((list) => list.isError && list.data === undefined)) {
    body = (
      <FormAlert className="cr-tournament-list__alert">
        <p>{t('TOURNAMENTS.LOAD_ERROR')}</p>
        <Button
          variant="secondary"
          size="s"
          loading={lists.some((list) => list.isFetching)}
          onClick={() => {
            for (const list of lists) if (list.isError) void list.refetch();
          }}
        >
          {t('TOURNAMENTS.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (!tournaments.data || (lotteriesOn && !lotteries.data)) {
    body = (
      <div className="cr-tournament-list__grid" aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {t('TOURNAMENTS.LOADING')}
        </span>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <Skeleton key={i} aspectRatio="3 / 2" />
        ))}
      </div>
    );
  } else {
    const cards = cardsOfTab(
      promoCards(
        tournaments.data,
        lotteries.data ?? [],
        { groups: ctx.groups, testQuests: isOn(ctx.features, FEATURE.testQuests), lotteries: lotteriesOn },
        now,
      ),
      current,
    );
    body =
      cards.length === 0 ? (
        <p className="cr-tournament-list__empty">{t('TOURNAMENTS.EMPTY')}</p>
      ) : (
        <ul className="cr-tournament-list__grid">
          {cards.map((card) => {
            const href = joinPrefix(prefix, routePath(card.target.route, card.target.params));
            return (
              <li key={card.key}>
                <PromoCardView
                  card={card}
                  href={leadsToPage({ route: card.target.route }, presence) ? href : null}
                  image={props.image.replace('{identifier}', encodeURIComponent(card.identifier))}
                />
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <section className="cr-tournament-list" aria-labelledby="cr-tournament-list-title">
      <h1 id="cr-tournament-list-title" className="cr-tournament-list__title">
        {t('TOURNAMENTS.TITLE')}
      </h1>
      {tabs.length > 1 && (
        <nav className="cr-tournament-list__nav" aria-label={t('TOURNAMENTS.TABS_LABEL')}>
          <ul className="cr-tournament-list__tabs">
            {tabs.map((tab) => (
              <li key={tab}>
                <Link
                  className="cr-tournament-list__tab"
                  to={joinPrefix(prefix, routePath(TAB_ROUTES[tab]))}
                  aria-current={tab === current ? 'page' : undefined}
                >
                  {t(TAB_KEYS[tab])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {body}
    </section>
  );
}

function PromoCardView({ card, href, image }: { card: PromoCard; href: string | null; image: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const kind =
    card.source === 'lottery'
      ? 'TOURNAMENTS.KIND.LOTTERY'
      : card.tab === 'achievements'
        ? 'TOURNAMENTS.KIND.ACHIEVEMENT'
        : card.target.route === 'action' || card.target.route === 'feature-flags'
          ? 'TOURNAMENTS.KIND.QUEST'
          : 'TOURNAMENTS.KIND.TOURNAMENT';
  return (
    <article className="cr-tournament-card">
      <LazyImage
        className="cr-tournament-card__image"
        src={image}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
      />
      <div className="cr-tournament-card__body">
        <p className="cr-tournament-card__kind">{t(kind)}</p>
        <h2 className="cr-tournament-card__title">
          {href ? (
            <Link className="cr-tournament-card__link" to={href}>
              {card.title}
            </Link>
          ) : (
            card.title
          )}
        </h2>
        {card.prizePoolCents > 0 && (
          <p className="cr-tournament-card__pool">
            <span className="cr-tournament-card__label">{t('TOURNAMENTS.PRIZE_POOL')}</span>{' '}
            <strong>{money.format(card.prizePoolCents, card.currency)}</strong>
          </p>
        )}
        <StatusDisplay times={card.times} />
      </div>
    </article>
  );
}

/** The promo status display (spec §4): the label and, unless finished, its ticking timer. */
function StatusDisplay({ times }: { times: PromoTimes }) {
  const { t } = useTranslation();
  const { units } = useUiLabels();
  const { status, parts } = useLivePromoStatus(times);
  const shown = [
    parts.days !== null && `${parts.days}${units.days}`,
    `${parts.hours}${units.hours}`,
    `${parts.minutes}${units.minutes}`,
    `${parts.seconds}${units.seconds}`,
  ].filter(Boolean);
  return (
    <p className={`cr-tournament-card__status cr-tournament-card__status--${status.state}`}>
      <span>{t(STATUS_KEYS[status.label])}</span>
      {status.target !== null && (
        <>
          {' '}
          <span role="timer" className="cr-tournament-card__timer" suppressHydrationWarning>
            {shown.join(' ')}
          </span>
        </>
      )}
    </p>
  );
}
