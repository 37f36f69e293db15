import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGamesInfinite, type Game, type GamesFilter } from '../../runtime/queries/index.ts';
import { withCashbackCard, withRandomCard } from '../../runtime/rules/index.ts';
import { Button } from '../../runtime/ui/index.ts';
import { useGameTiles, useHiddenProviders, useVisibleGames } from '../../runtime/ui/game-tile/index.ts';
import { CashbackCard, RandomGameCard } from './grid-cards.tsx';
import { GamesList, type GridItem } from './games-list.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

export interface PagedGamesProps {
  heading: ReactNode;
  filter: Omit<GamesFilter, 'page'>;
  /** The category whose card rules apply (random card, cashback first in live); null: no cards. */
  listCategory: string | null;
  cashbackHref: string;
}

const RANDOM = { card: 'random' } as const;
const CASHBACK = { card: 'cashback' } as const;

/** A paged game list: pages already loaded stay, the next one loads near the end (spec §4). */
export function PagedGames({ heading, filter, listCategory, cashbackHref }: PagedGamesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const model = useGameTiles();
  const { hidden } = useHiddenProviders();
  const query = useGamesInfinite(filter);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loaded = useMemo(() => query.data?.pages.flatMap((page) => page.data), [query.data]);
  const games = useVisibleGames(loaded);
  const total = query.data?.pages[0]?.pagination.total_count;

  const items = useMemo((): GridItem[] | undefined => {
    if (!games) return undefined;
    const list: (Game | typeof RANDOM | typeof CASHBACK)[] =
      listCategory === null || games.length === 0
        ? games
        : withCashbackCard(withRandomCard(games, RANDOM, listCategory), CASHBACK, listCategory);
    return list.map((item) =>
      item === RANDOM || item === CASHBACK
        ? { kind: item.card, key: item.card }
        : { kind: 'game', key: (item as Game).identifier, game: item as Game },
    );
  }, [games, listCategory]);

  const loadMore = () => {
    // The button and the scroll observer may both ask: never cancel and re-send a page in flight.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  };
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    loadMore,
    Boolean(hasNextPage) && !query.isError && !isFetchingNextPage,
    query.data?.pages.length ?? 0,
  );

  const { device, categories, providers } = filter;
  const renderCard = useCallback(
    (kind: 'random' | 'cashback') =>
      kind === 'random' ? (
        <RandomGameCard filter={{ device, categories, providers }} model={model} hiddenProviders={hidden} />
      ) : (
        <CashbackCard href={cashbackHref} localePrefix={model.localePrefix} />
      ),
    [device, categories, providers, model, hidden, cashbackHref],
  );
  return (
    <section className="cr-game-grid" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-game-grid__heading">
        {heading}
      </h1>
      <GamesList items={items} model={model} loadingMore={isFetchingNextPage} renderCard={renderCard} />
      {query.isError && !loaded && (
        <div className="cr-game-grid__message" role="alert">
          <p>{t('GAME_GRID.ERROR')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('GAME_GRID.RETRY')}
          </Button>
        </div>
      )}
      {games && games.length === 0 && !hasNextPage && (
        <p className="cr-game-grid__message">{t('GAME_GRID.EMPTY')}</p>
      )}
      <p className="cr-game-grid__status" aria-live="polite">
        {games && total !== undefined && games.length > 0
          ? t('GAME_GRID.SHOWN', { shown: games.length, total })
          : ''}
      </p>
      <div ref={sentinel} className="cr-game-grid__sentinel" />
      {hasNextPage && (
        <div className="cr-game-grid__more">
          <Button variant="secondary" loading={isFetchingNextPage} onClick={loadMore}>
            {t('GAME_GRID.LOAD_MORE')}
          </Button>
          {query.isFetchNextPageError && <p role="alert">{t('GAME_GRID.ERROR')}</p>}
        </div>
      )}
    </section>
  );
}
