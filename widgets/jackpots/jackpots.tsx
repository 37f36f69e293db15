import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDate } from '../../runtime/i18n/format-date.ts';
import { JACKPOT_FRACTION_DIGITS, useMoney } from '../../runtime/i18n/index.ts';
import {
  useJackpots,
  useJackpotWins,
  usePlayer,
  type Jackpot,
  type JackpotWin,
} from '../../runtime/queries/index.ts';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { categoryPath } from '../../runtime/rules/game-pages.ts';
import { countryDefaultCurrency, maskWinnerName } from '../../runtime/rules/index.ts';
import {
  biggestWins,
  JACKPOT_LEADERBOARD_SIZE,
  latestWins,
  levelMinBet,
} from '../../runtime/rules/jackpots.ts';
import type { WidgetRenderProps } from '../../runtime/slots/define-widget.ts';
import { Button, Carousel, Skeleton, Tabs } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { JackpotsProps } from './jackpots.schema.ts';
import './jackpots.css';

type Board = 'biggest' | 'latest';
type Item = NonNullable<JackpotsProps['items']>[number];

function JackpotCard({
  jackpot,
  item,
  category,
  currency,
}: {
  jackpot: Jackpot;
  item: Item | undefined;
  category: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const money = useMoney();
  const levels = [...jackpot.levels].sort((a, b) => b.amount_cents - a.amount_cents);
  const name = item?.titleKey ? t(item.titleKey) : jackpot.name;
  return (
    <article className="cr-jackpots__card" aria-labelledby={`cr-jackpot-${jackpot.id}`}>
      <h3 id={`cr-jackpot-${jackpot.id}`} className="cr-jackpots__name">
        {name}
      </h3>
      <ul className="cr-jackpots__levels">
        {levels.map((level) => {
          const minBet = levelMinBet(item?.minBets?.[level.identifier], currency);
          return (
            <li key={level.id} className={`cr-jackpots__level cr-jackpots__level--${level.identifier}`}>
              <span className="cr-jackpots__level-name">{level.name}</span>
              <span className="cr-jackpots__prize">
                {money.format(level.amount_cents, jackpot.currency, {
                  fractionDigits: JACKPOT_FRACTION_DIGITS,
                })}
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
    </article>
  );
}

function WinnerList({ wins, size }: { wins: JackpotWin[] | undefined; size: number }) {
  const { t } = useTranslation();
  const money = useMoney();
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
  return (
    <ol className="cr-jackpots__winners">
      {wins.map((win, i) => (
        <li key={`${win.created_at}-${i}`} className="cr-jackpots__winner">
          <span className="cr-jackpots__winner-name">{maskWinnerName(win.user_name)}</span>
          <span className="cr-jackpots__winner-level">
            {win.jackpot_name} · {win.jackpot_level_name}
          </span>
          <span className="cr-jackpots__winner-amount">
            {money.format(win.jackpot_original_amount_cents, win.jackpot_original_currency)}
          </span>
          <time className="cr-jackpots__winner-date" dateTime={win.created_at}>
            {formatDate(win.created_at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

function Leaderboard({ size }: { size: number }) {
  const { t } = useTranslation();
  const wins = useJackpotWins();
  const [board, setBoard] = useState<Board>('biggest');
  // A failure is only logged (spec §8): the section is left out rather than shown broken.
  if (wins.isError || (wins.data && wins.data.length === 0)) return null;
  const list =
    wins.data && (board === 'biggest' ? biggestWins(wins.data, size) : latestWins(wins.data, size));
  return (
    <section className="cr-jackpots__leaderboard" aria-labelledby="cr-jackpots-winners">
      <h3 id="cr-jackpots-winners" className="cr-jackpots__subtitle">
        {t('JACKPOTS.WINNERS')}
      </h3>
      <Tabs<Board>
        label={t('JACKPOTS.WINNERS')}
        tabs={[
          { value: 'biggest', label: t('JACKPOTS.BIGGEST') },
          { value: 'latest', label: t('JACKPOTS.LATEST') },
        ]}
        value={board}
        onChange={setBoard}
      >
        <WinnerList wins={list} size={size} />
      </Tabs>
    </section>
  );
}

export default function Jackpots({ props }: WidgetRenderProps<JackpotsProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const jackpots = useJackpots();
  const player = usePlayer();
  const currency = player.data?.currency || countryDefaultCurrency(ctx.country);
  const size = props.leaderboardSize ?? JACKPOT_LEADERBOARD_SIZE;
  const active = (jackpots.data ?? []).filter((jackpot) => jackpot.state === 'active');

  return (
    <section className="cr-jackpots" aria-labelledby="cr-jackpots-title">
      <h2 id="cr-jackpots-title" className="cr-jackpots__title">
        {t('JACKPOTS.TITLE')}
      </h2>
      <div className="cr-jackpots__layout">
        {jackpots.isPending ? (
          <Skeleton className="cr-jackpots__card-skeleton" />
        ) : (
          active.length > 0 && (
            <Carousel label={t('JACKPOTS.TITLE')} className="cr-jackpots__slider" slideWidth="100%" dots>
              {active.map((jackpot) => {
                const item = props.items?.find((entry) => entry.identifier === jackpot.identifier);
                return (
                  <JackpotCard
                    key={jackpot.id}
                    jackpot={jackpot}
                    item={item}
                    category={item?.category ?? props.defaultCategory ?? 'jackpot'}
                    currency={currency}
                  />
                );
              })}
            </Carousel>
          )
        )}
        <Leaderboard size={size} />
      </div>
    </section>
  );
}
