import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  GAMES_PAGE_SIZE,
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
   * A request runs (a page, or the pages before the first shown): infinite scroll waits and re-arms
   * when it ends, since React Query runs one request of a list at a time.
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
 * (/pokies/megaways/3) shows its own page first and then its next pages (4, 5, ...) as the player
 * scrolls. The pages before load only when the player asks for them, all of them (nearest first),
 * and show together above the path's page. Within the list a page once loaded is never loaded
 * again (spec §4).
 */
export function usePagedGames(filter: Omit<GamesFilter, 'page'>, firstPage: number): PagedGamesState {
  const pageSize = filter.pageSize ?? GAMES_PAGE_SIZE;
  const [previousWanted, setPreviousWanted] = useState(false);
  const list = useGamesInfinite(filter, firstPage);
  const { data, hasNextPage, hasPreviousPage, isFetching, isError } = list;
  const { fetchNextPage, fetchPreviousPage, refetch, isFetchPreviousPageError } = list;

  const pageParams = data?.pageParams;
  const firstLoaded = pageParams?.[0] ?? firstPage;

  // One request at a time, each after the one before has answered. `firstLoaded` re-runs it: an
  // answer quick enough arrives before a render ever shows the request running.
  useEffect(() => {
    if (!previousWanted || !hasPreviousPage || isFetching || isError) return;
    void fetchPreviousPage({ cancelRefetch: false });
  }, [previousWanted, hasPreviousPage, isFetching, isError, fetchPreviousPage, firstLoaded]);

  const previousShown = previousWanted && data !== undefined && !hasPreviousPage;
  const firstShownPage = previousShown ? firstLoaded : firstPage;
  const games = useMemo(
    () =>
      data?.pages
        .filter((_, index) => (data.pageParams[index] ?? firstPage) >= firstShownPage)
        .flatMap((page) => page.data),
    [data, firstPage, firstShownPage],
  );
  const lastPage = pageParams?.at(-1) ?? firstPage;
  const pagination = data?.pages.at(-1)?.pagination;

  const loadNext = useCallback(() => {
    // The button and the scroll may both ask: never cancel and re-send a page in flight.
    if (hasNextPage && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetching, fetchNextPage]);
  const retry = useCallback(() => {
    // Refetching a list that holds pages would load every one of them again.
    if (data === undefined) void refetch();
    else if (isFetchPreviousPageError) void fetchPreviousPage({ cancelRefetch: false });
    else void fetchNextPage({ cancelRefetch: false });
  }, [data, refetch, isFetchPreviousPageError, fetchPreviousPage, fetchNextPage]);
  const showPrevious = useCallback(() => {
    setPreviousWanted(true);
    // The effect waits while a request has failed: asking again is trying again.
    if (isError) retry();
  }, [isError, retry]);

  return {
    games,
    firstShownPage,
    lastPage,
    total: pagination?.total_count,
    totalPages: pagination?.total_pages,
    unloaded: pagination ? Math.max(0, pagination.total_count - lastPage * pageSize) : 0,
    hasNext: hasNextPage,
    // Pages before that are loaded but not shown yet (a list the cache kept) count as well.
    hasPrevious: data ? !previousShown && (hasPreviousPage || firstLoaded < firstPage) : firstPage > 1,
    loadingNext: list.isFetchingNextPage,
    loadingPrevious: previousWanted && !previousShown && !isError,
    busy: isFetching,
    error: data === undefined ? (isError ? 'first' : null) : isError ? 'next' : null,
    loadNext,
    showPrevious,
    retry,
  };
}
