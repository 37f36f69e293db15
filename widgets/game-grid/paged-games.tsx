import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_PAGE_SIZE, type Game, type GamesFilter } from '../../runtime/queries/index.ts';
import { withCashbackCard, withRandomCard } from '../../runtime/rules/index.ts';
import { Button } from '../../runtime/ui/index.ts';
import { useGameTiles, useHiddenProviders, useVisibleGames } from '../../runtime/ui/game-tile/index.ts';
import { CashbackCard, RandomGameCard } from './grid-cards.tsx';
import { GamesList, type GridItem } from './games-list.tsx';
import { PageLink } from './page-link.tsx';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { usePagedGames } from './use-paged-games.ts';

export interface PagedGamesProps {
  heading: ReactNode;
  filter: Omit<GamesFilter, 'page'>;
  /** The category whose card rules apply (random card, cashback first in live); null: no cards. */
  listCategory: string | null;
  cashbackHref: string;
  /** The page of a paged path (/pokies/megaways/3), shown first; 1 otherwise. */
  firstPage?: number;
  /** The path of page `n` of this list (locale prefix included), or null where there is none. */
  pagePath?: (n: number) => string | null;
}

const RANDOM = { card: 'random' } as const;
const CASHBACK = { card: 'cashback' } as const;
const NO_PAGE_PATHS = () => null;

/**
 * A paged game list: pages already loaded stay, the next one loads near the end (spec §4). A paged
 * path shows its own page first, with links to the pages before and after it.
 */
export function PagedGames({
  heading,
  filter,
  listCategory,
  cashbackHref,
  firstPage = 1,
  pagePath = NO_PAGE_PATHS,
}: PagedGamesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const model = useGameTiles();
  const { hidden } = useHiddenProviders();
  const list = usePagedGames(filter, firstPage);
  const games = useVisibleGames(list.games);

  const items = useMemo((): GridItem[] | undefined => {
    if (!games) return undefined;
    const withCards: (Game | typeof RANDOM | typeof CASHBACK)[] =
      listCategory === null || games.length === 0
        ? games
        : withCashbackCard(withRandomCard(games, RANDOM, listCategory), CASHBACK, listCategory);
    return withCards.map((item) =>
      item === RANDOM || item === CASHBACK
        ? { kind: item.card, key: item.card }
        : { kind: 'game', key: (item as Game).identifier, game: item as Game },
    );
  }, [games, listCategory]);

  const sentinel = useInfiniteScroll<HTMLDivElement>(
    list.loadNext,
    list.hasNext && list.error === null && !list.busy,
    list.lastPage,
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

  // A page past the end leads back to the last page there is.
  const previousPage = Math.min(list.firstShownPage - 1, list.totalPages ?? Number.POSITIVE_INFINITY);
  // For crawlers: the pages around the path's own page (React puts these links in <head>).
  const prevHref = firstPage > 1 ? pagePath(previousPage) : null;
  const nextHref =
    list.totalPages !== undefined && firstPage < list.totalPages ? pagePath(firstPage + 1) : null;

  return (
    <section className="cr-game-grid" aria-labelledby={headingId}>
      {prevHref && <link rel="prev" href={prevHref} />}
      {nextHref && <link rel="next" href={nextHref} />}
      <h1 id={headingId} className="cr-game-grid__heading">
        {heading}
      </h1>
      {list.hasPrevious && (
        <div className="cr-game-grid__more cr-game-grid__more--previous">
          <PageLink
            href={pagePath(previousPage)}
            rel="prev"
            loading={list.loadingPrevious}
            onActivate={list.showPrevious}
          >
            {t('GAME_GRID.SHOW_PREVIOUS')}
          </PageLink>
        </div>
      )}
      <GamesList
        items={items}
        model={model}
        loadingMore={list.loadingNext}
        renderCard={renderCard}
        pinnedItems={GAMES_PAGE_SIZE + (items && games ? items.length - games.length : 0)}
        reservedItems={list.hasNext ? list.unloaded : 0}
      >
        <div ref={sentinel} className="cr-game-grid__sentinel" />
        {list.error === 'first' && (
          <div className="cr-game-grid__message" role="alert">
            <p>{t('GAME_GRID.ERROR')}</p>
            <Button variant="secondary" onClick={list.retry}>
              {t('GAME_GRID.RETRY')}
            </Button>
          </div>
        )}
        {games && games.length === 0 && !list.hasNext && (
          <p className="cr-game-grid__message">
            {t(list.hasPrevious ? 'GAME_GRID.PAGE_EMPTY' : 'GAME_GRID.EMPTY')}
          </p>
        )}
        <p className="cr-game-grid__status" aria-live="polite">
          {games && list.total !== undefined && games.length > 0
            ? t('GAME_GRID.SHOWN', { shown: games.length, total: list.total })
            : ''}
        </p>
        {list.hasNext && (
          <div className="cr-game-grid__more">
            <PageLink
              href={pagePath(list.lastPage + 1)}
              rel="next"
              loading={list.loadingNext}
              onActivate={list.error === 'next' ? list.retry : list.loadNext}
            >
              {t('GAME_GRID.LOAD_MORE')}
            </PageLink>
            {list.error === 'next' && <p role="alert">{t('GAME_GRID.ERROR')}</p>}
          </div>
        )}
      </GamesList>
    </section>
  );
}
