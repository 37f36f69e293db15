import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDate, JACKPOT_FRACTION_DIGITS, useMoney, type Money } from '../../runtime/i18n/index.ts';
import {
  useCryptoExchangeRates,
  useJackpots,
  useJackpotWins,
  usePlayer,
  type Jackpot,
  type JackpotWin,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import {
  categoryPath,
  countryDefaultCurrency,
  maskWinnerName,
  biggestWins,
  latestWins,
  levelMinBet,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, Carousel, Skeleton, Tabs, useMediaQuery } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { inCurrency } from './jackpot-amounts.ts';
import type { JackpotsProps } from './jackpots.schema.ts';
import './jackpots.css';

type Board = 'biggest' | 'latest';
type Item = NonNullable<JackpotsProps['items']>[number];

/** Where the two leaderboards sit side by side (the layout's two columns start at the same width). */
const SIDE_BY_SIDE_QUERY = '(min-width: 900px)';

/** Amounts in the visitor's currency, converted by the platform's rates when they can be. */
function useVisitorMoney() {
  const ctx = useSiteContext();
  const money = useMoney();
  const player = usePlayer();
  const rates = useCryptoExchangeRates();
  const currency = player.data?.currency || countryDefaultCurrency(ctx.country);
  const format = (cents: number, from: string, options?: Parameters<Money['format']>[2]) => {
    const shown = inCurrency(cents, from, currency, rates.data, money.subunitsOf);
    return money.format(shown.cents, shown.currency, options);
  };
  return { money, currency, format };
}

function JackpotCard({
  jackpot,
  item,
  category,
  pageHref,
  heading,
}: {
  jackpot: Jackpot;
  item: Item | undefined;
  category: string;
  /** The jackpot's own page, when there is one and this is not it. */
  pageHref: string | null;
  heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { money, currency, format } = useVisitorMoney();
  const levels = [...jackpot.levels].sort((a, b) => b.amount_cents - a.amount_cents);
  const name = item?.titleKey ? t(item.titleKey) : jackpot.name;
  const Heading = heading;
  return (
    <article className="cr-jackpots__card" aria-labelledby={`cr-jackpot-${jackpot.id}`}>
      <Heading id={`cr-jackpot-${jackpot.id}`} className="cr-jackpots__name">
        {name}
      </Heading>
      <ul className="cr-jackpots__levels">
        {levels.map((level) => {
          const minBet = levelMinBet(item?.minBets?.[level.identifier], currency);
          return (
            <li key={level.id} className={`cr-jackpots__level cr-jackpots__level--${level.identifier}`}>
              <span className="cr-jackpots__level-name">{level.name}</span>
              <span className="cr-jackpots__prize">
                {format(level.amount_cents, jackpot.currency, { fractionDigits: JACKPOT_FRACTION_DIGITS })}
              </span>
              {minBet && (
                <span className="cr-jackpots__min-bet">
                  {t('JACKPOTS.MIN_BET', { amount: money.format(minBet.cents, minBet.currency) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        href={joinPrefix(localePrefixOf(ctx), categoryPath(category))}
        fullWidth
        aria-label={t('JACKPOTS.PLAY_NAMED', { name })}
      >
        {t('JACKPOTS.PLAY')}
      </Button>
      {pageHref && (
        <a className="cr-jackpots__page-link" href={pageHref}>
          {t('JACKPOT.ABOUT', { name })}
        </a>
      )}
    </article>
  );
}

function WinnerList({ wins, size, label }: { wins: JackpotWin[] | undefined; size: number; label?: string }) {
  const { t } = useTranslation();
  const { format } = useVisitorMoney();
  if (!wins) {
    return (
      <ol className="cr-jackpots__winners" aria-busy="true" aria-label={t('JACKPOTS.LOADING_WINNERS')}>
        {Array.from({ length: size }, (_, i) => (
          <li
            key={i}
            className="cr-jackpots__winner cr-jackpots__winner--skeleton"
            data-testid="winner-skeleton"
          >
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="25%" />
          </li>
        ))}
      </ol>
    );
  }
  if (wins.length === 0) return <p className="cr-jackpots__no-winners">{t('JACKPOT.NO_WINNERS')}</p>;
  return (
    <ol className="cr-jackpots__winners" aria-label={label}>
      {wins.map((win, i) => (
        <li key={`${win.created_at}-${win.user_name}-${i}`} className="cr-jackpots__winner">
          <span className="cr-jackpots__winner-name">{maskWinnerName(win.user_name)}</span>
          <span className="cr-jackpots__winner-level">
            {win.jackpot_name} · {win.jackpot_level_name}
          </span>
          <span className="cr-jackpots__winner-amount">
            {format(win.jackpot_original_amount_cents, win.jackpot_original_currency)}
          </span>
          <time className="cr-jackpots__winner-date" dateTime={win.created_at}>
            {formatDate(win.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function Leaderboard({ size, jackpot, page }: { size: number; jackpot: Jackpot | null; page: boolean }) {
  const { t } = useTranslation();
  const wins = useJackpotWins();
  const [board, setBoard] = useState<Board>('biggest');
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  // A failure is only logged (spec §8): the section is left out rather than shown broken.
  if (wins.isError || (!page && wins.data && wins.data.length === 0)) return null;
  // The jackpot page lists the winners of its own jackpot.
  const own =
    wins.data && jackpot
      ? wins.data.filter((win) => win.jackpot_external_code === jackpot.external_id)
      : wins.data;
  const listOf = (which: Board) =>
    own && (which === 'biggest' ? biggestWins(own, size) : latestWins(own, size));
  return (
    <section className="cr-jackpots__leaderboard" aria-labelledby="cr-jackpots-winners">
      <h3 id="cr-jackpots-winners" className="cr-jackpots__subtitle">
        {t('JACKPOTS.WINNERS')}
      </h3>
      {page && sideBySide ? (
        <div className="cr-jackpots__boards">
          {(['biggest', 'latest'] as const).map((which) => (
            <div key={which} className="cr-jackpots__board">
              <h4 className="cr-jackpots__board-title">
                {t(which === 'biggest' ? 'JACKPOTS.BIGGEST' : 'JACKPOTS.LATEST')}
              </h4>
              <WinnerList
                wins={listOf(which)}
                size={size}
                label={t(which === 'biggest' ? 'JACKPOTS.BIGGEST' : 'JACKPOTS.LATEST')}
              />
            </div>
          ))}
        </div>
      ) : (
        <Tabs<Board>
          label={t('JACKPOTS.WINNERS')}
          tabs={[
            { value: 'biggest', label: t('JACKPOTS.BIGGEST') },
            { value: 'latest', label: t('JACKPOTS.LATEST') },
          ]}
          value={board}
          onChange={setBoard}
        >
          <WinnerList wins={listOf(board)} size={size} />
        </Tabs>
      )}
    </section>
  );
}

/** The jackpot identifier a path names: its last segment (`/de/mystic-jackpot` → `mystic-jackpot`). */
function identifierOf(pathname: string): string {
  return pathname.split('/').filter(Boolean).pop() ?? '';
}

export default function Jackpots({ props }: WidgetRenderProps<JackpotsProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { pathname } = useLocation();
  const presence = usePagePresence();
  const jackpots = useJackpots();
  const size = props.leaderboardSize;
  const page = props.page === true;
  const active = (jackpots.data ?? []).filter((jackpot) => jackpot.state === 'active');
  const current = page
    ? (active.find((jackpot) => jackpot.identifier === identifierOf(pathname)) ?? null)
    : null;
  // On a jackpot's page its own card comes first; the others follow in the platform's order.
  const slides = current ? [current, ...active.filter((jackpot) => jackpot !== current)] : active;
  const itemOf = (jackpot: Jackpot) => props.items.find((entry) => entry.identifier === jackpot.identifier);
  const currentItem = current ? itemOf(current) : undefined;
  const title = current
    ? currentItem?.titleKey
      ? t(currentItem.titleKey)
      : current.name
    : t('JACKPOTS.TITLE');
  const Title = page ? 'h1' : 'h2';
  const pageHrefOf = (jackpot: Jackpot) => {
    if (jackpot === current) return null;
    const href = `/${jackpot.identifier}`;
    return leadsToPage({ href }, presence) ? joinPrefix(localePrefixOf(ctx), href) : null;
  };

  return (
    <section className={`cr-jackpots${page ? ' cr-jackpots--page' : ''}`} aria-labelledby="cr-jackpots-title">
      <Title id="cr-jackpots-title" className="cr-jackpots__title">
        {title}
      </Title>
      {page && <p className="cr-jackpots__intro">{t('JACKPOT.INTRO')}</p>}
      <div className="cr-jackpots__layout">
        {jackpots.isPending ? (
          <Skeleton className="cr-jackpots__card-skeleton" />
        ) : (
          slides.length > 0 && (
            <Carousel label={t('JACKPOTS.TITLE')} className="cr-jackpots__slider" slideWidth="100%" dots>
              {slides.map((jackpot) => {
                const item = itemOf(jackpot);
                return (
                  <JackpotCard
                    key={jackpot.id}
                    jackpot={jackpot}
                    item={item}
                    category={item?.category ?? props.defaultCategory}
                    pageHref={pageHrefOf(jackpot)}
                    heading={page ? 'h2' : 'h3'}
                  />
                );
              })}
            </Carousel>
          )
        )}
        <Leaderboard size={size} jackpot={current} page={page} />
      </div>
    </section>
  );
}
