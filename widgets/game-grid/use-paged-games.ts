import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  GAMES_PAGE_SIZE,
  useGamesFilter,
  useGamesInfinite,
  type Game,
  type GamesFilter,
} from '../../runtime/queries/index.ts';

export interface PagedGamesState {
  /** The games shown, in order; undefined while the first page shown loads. */
  games: Game[] | undefined;
  /** The page the list shows first: the path's page, or 1 once the previous pages are shown. */
  firstShownPage: number;
  /** The last page loaded. */
  lastPage: number;
  /** Games of the whole list (every page), once known. */
  total: number | undefined;
  /** Pages of the whole list, once known. */
  totalPages: number | undefined;
  /** Games after the last page loaded, once known. */
  unloaded: number;
  hasNext: boolean;
  /** Pages before the first one shown exist and can be shown. */
  hasPrevious: boolean;
  loadingNext: boolean;
  loadingPrevious: boolean;
  /**
   * A request runs (a page, the catch-up, or a refetch of the loaded pages): infinite scroll waits
   * and re-arms when it ends, since React Query ignores a next-page request during a refetch.
   */
  busy: boolean;
  /** The first page shown failed (nothing to show), or a later request failed. */
  error: 'first' | 'next' | null;
  loadNext: () => void;
  showPrevious: () => void;
  retry: () => void;
}

/**
 * The games of a list page by page (40 a page, spec §9), starting at `firstPage`: a paged path
 * (/pokies/megaways/3) shows its own page first, loaded on its own. The list's pages live in one
 * infinite query from page 1, shared with the plain path, so a page once loaded is never loaded
 * again (spec §4); a paged path joins it only when the player wants more (the next page, or the
 * previous ones), loading the pages before in one run, since pages are only reachable in order.
 */
export function usePagedGames(filter: Omit<GamesFilter, 'page'>, firstPage: number): PagedGamesState {
  const paged = firstPage > 1;
  const pageSize = filter.pageSize ?? GAMES_PAGE_SIZE;
  // Pages (from page 1) the shared list must hold before a paged path hands over to it.
  const [needed, setNeeded] = useState(0);
  const [previousWanted, setPreviousWanted] = useState(false);

  // A paged path only reads the shared list (pages another visit left in the cache) until the
  // player wants more than its own page.
  const [started, setStarted] = useState(!paged);
  const infinite = useGamesInfinite(filter, started);
  const { hasNextPage, isFetching, isError, fetchNextPage } = infinite;
  const pages = infinite.data?.pages;
  const loaded = pages?.length ?? 0;
  // The shared list reaches the path's page (or ends before it: a page past the end is empty).
  const caughtUp = pages !== undefined && (loaded >= firstPage || !hasNextPage);
  const own = useGamesFilter({ ...filter, page: firstPage, pageSize }, paged && !caughtUp);

  useEffect(() => {
    if (loaded === 0 || loaded >= needed || !hasNextPage || isFetching || isError) return;
    void fetchNextPage({ cancelRefetch: false });
  }, [loaded, needed, hasNextPage, isFetching, isError, fetchNextPage]);

  const previousShown = previousWanted && caughtUp;
  const firstShownPage = previousShown ? 1 : firstPage;
  const games = useMemo(() => {
    if (caughtUp) return pages.slice(firstShownPage - 1).flatMap((page) => page.data);
    return paged ? own.data?.data : undefined;
  }, [caughtUp, pages, firstShownPage, paged, own.data]);

  const pagination = (caughtUp ? pages[0] : own.data)?.pagination;
  const catchingUp = !caughtUp && needed > 0 && !isError;
  const lastPage = caughtUp ? Math.max(firstShownPage, loaded) : firstPage;
  const loadNext = useCallback(() => {
    if (caughtUp) {
      // The button and the scroll may both ask: never cancel and re-send a page in flight.
      if (hasNextPage && !isFetching) void fetchNextPage({ cancelRefetch: false });
    } else if (paged) {
      setNeeded((n) => Math.max(n, firstPage + 1));
      setStarted(true);
    }
  }, [caughtUp, hasNextPage, isFetching, fetchNextPage, paged, firstPage]);
  const showPrevious = useCallback(() => {
    setPreviousWanted(true);
    setNeeded((n) => Math.max(n, firstPage));
    setStarted(true);
  }, [firstPage]);
  const { refetch: refetchOwn } = own;
  const { refetch: refetchAll } = infinite;
  const retry = useCallback(() => {
    if (own.isError) void refetchOwn();
    else if (loaded > 0) void fetchNextPage({ cancelRefetch: false });
    else void refetchAll();
  }, [own.isError, refetchOwn, loaded, fetchNextPage, refetchAll]);

  const firstFailed = games === undefined && (paged && !caughtUp ? own.isError : isError);
  return {
    games,
    firstShownPage,
    lastPage,
    total: pagination?.total_count,
    totalPages: pagination?.total_pages,
    unloaded: pagination ? Math.max(0, pagination.total_count - lastPage * pageSize) : 0,
    hasNext: caughtUp ? hasNextPage && loaded >= firstPage : Boolean(own.data?.pagination.next_page),
    hasPrevious: paged && !previousShown,
    loadingNext: caughtUp ? infinite.isFetchingNextPage : catchingUp && needed > firstPage,
    loadingPrevious: previousWanted && catchingUp,
    busy: caughtUp ? isFetching : own.isFetching || catchingUp,
    error: firstFailed ? 'first' : games !== undefined && isError ? 'next' : null,
    loadNext,
    showPrevious,
    retry,
  };
}
