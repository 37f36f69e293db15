import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import type { Tournament } from '../../runtime/queries/index.ts';
import {
  joinPrefix,
  presentRouteOf,
  routePath,
  splitLocalePrefix,
  usePagePresence,
} from '../../runtime/routing/index.ts';
import { isHiddenPromo, promoOpenTo, type PromoTimes } from '../../runtime/rules/index.ts';
import { Button, FormAlert, LazyImage, Skeleton } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { StatusDisplay } from './status-display.tsx';

type Prize = Tournament['prizes'][number];

const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 400;

/** What the page's route says: the item's slug, whether it is the full leaderboard, the paths. */
export function usePromoRoute() {
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const { pathname } = useLocation();
  const prefix = localePrefixOf(ctx);
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const matched = presentRouteOf(path, presence);
  return {
    slug: matched?.params['slug'] ?? '',
    board: matched?.route.name === 'tournament-leaderboard',
    prefix,
    /** The current page's own path, prefix included: where registration brings a guest back. */
    here: joinPrefix(prefix, path),
    tournamentsPath: joinPrefix(prefix, routePath('tournaments')),
  };
}

/** Whether the viewer may see an item: not hidden, and open to their groups (guests: public ones). */
export function useVisible() {
  const { groups } = useSiteContext();
  return (item: { frontend_identifier: string; group_ids?: readonly number[] | null }) =>
    !isHiddenPromo(item.frontend_identifier) && promoOpenTo(item.group_ids, groups);
}

/** Loading, failed and missing states of the page (spec §8: a failed list is said, with a retry). */
export function PageState({
  state,
  texts,
  onRetry,
  retrying,
}: {
  state: 'loading' | 'error' | 'missing';
  texts: { loading: string; error: string; missing: string };
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const route = usePromoRoute();
  if (state === 'loading') {
    return (
      <div className="cr-promo-page" aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {texts.loading}
        </span>
        <Skeleton aspectRatio="3 / 1" />
        <Skeleton height={32} width="60%" />
        <Skeleton height={160} />
      </div>
    );
  }
  return (
    <div className="cr-promo-page">
      {state === 'error' ? (
        <FormAlert>
          <p>{texts.error}</p>
          <Button variant="secondary" size="s" loading={retrying} onClick={onRetry}>
            {t('TOURNAMENTS.RETRY')}
          </Button>
        </FormAlert>
      ) : (
        <div className="cr-promo-page__missing">
          <h1 className="cr-promo-page__title">{texts.missing}</h1>
          <Link to={route.tournamentsPath}>{t('TOURNAMENTS.PAGE.BACK')}</Link>
        </div>
      )}
    </div>
  );
}

/** The head of the page: back link, image, kind, title, prize pool, status with timer and actions. */
export function PageHead({
  kind,
  title,
  image,
  times,
  poolCents,
  currency,
  onStateChange,
  children,
}: {
  kind: string;
  title: string;
  image: string;
  times: PromoTimes;
  poolCents: number;
  currency: string;
  onStateChange: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const route = usePromoRoute();
  return (
    <header className="cr-promo-page__head">
      <Link className="cr-promo-page__back" to={route.tournamentsPath}>
        {t('TOURNAMENTS.PAGE.BACK')}
      </Link>
      <LazyImage
        className="cr-promo-page__image"
        src={image}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        fetchPriority="high"
      />
      <div className="cr-promo-page__summary">
        <div>
          <p className="cr-promo-page__kind">{kind}</p>
          <h1 className="cr-promo-page__title">{title}</h1>
          {poolCents > 0 && (
            <p className="cr-promo-page__pool">
              <span className="cr-promo-page__muted">{t('TOURNAMENTS.PRIZE_POOL')}</span>{' '}
              <strong>{money.format(poolCents, currency)}</strong>
            </p>
          )}
          <StatusDisplay times={times} onChange={onStateChange} />
        </div>
        {children && <div className="cr-promo-page__actions">{children}</div>}
      </div>
    </header>
  );
}

/** The prizes by place: money, free spins, comp points. */
export function PrizeList({ prizes, currency }: { prizes: readonly Prize[]; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  if (prizes.length === 0) return null;
  return (
    <section className="cr-promo-page__section" aria-labelledby="cr-promo-prizes">
      <h2 id="cr-promo-prizes" className="cr-promo-page__heading">
        {t('TOURNAMENTS.PAGE.PRIZES')}
      </h2>
      <ol className="cr-promo-page__prizes">
        {[...prizes]
          .sort((a, b) => a.award_place - b.award_place)
          .map((prize) => (
            <li key={prize.id} className="cr-promo-page__prize">
              <span className="cr-promo-page__muted">
                {t('TOURNAMENTS.PAGE.PLACE', { place: prize.award_place })}
              </span>
              <span>{prizeText(prize, currency, money.format, t)}</span>
            </li>
          ))}
      </ol>
    </section>
  );
}

type Translate = (key: string, values: { count: number }) => string;

/** A prize as text: "€1,000.00 + 10 free spins". */
export function prizeText(
  prize: Prize,
  currency: string,
  format: (cents: number, currency: string) => string,
  t: Translate,
): string {
  const parts: string[] = [];
  if (prize.money_award_cents > 0) parts.push(format(prize.money_award_cents, currency));
  if (prize.freespins_count > 0)
    parts.push(t('TOURNAMENTS.PAGE.FREESPINS', { count: prize.freespins_count }));
  if (prize.chargeable_comp_points > 0)
    parts.push(t('TOURNAMENTS.PAGE.COMP_POINTS', { count: prize.chargeable_comp_points }));
  return parts.join(' + ');
}
