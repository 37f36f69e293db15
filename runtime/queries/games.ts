import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logFailure } from '../api/log-failure.ts';
import {
  addFavouriteGame,
  filterGames,
  getFavouriteGameIdsQueryOptions,
  getFavouriteGamesQueryOptions,
  getGamesFilterInfiniteQueryOptions,
  getGamesFilterQueryOptions,
  getJackpotsQueryOptions,
  getJackpotWinsQueryOptions,
  getPlayedGamesHistoryQueryOptions,
  getProvidersQueryOptions,
  getSelectGamesQueryOptions,
  GAMES_PAGE_SIZE,
  LOBBY_ROW_SIZE,
  removeFavouriteGame,
  type GamesFilter,
} from '../api/games.ts';
import type { Device } from '../api/types.ts';
import { usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

/** One page of games for a filter. */
export function useGamesFilter(filter: GamesFilter, enabled = true) {
  return useQuery({ ...getGamesFilterQueryOptions(filter), enabled });
}

/**
 * Games of a filter page by page (40 a page unless `pageSize` says otherwise) from `firstPage` on;
 * pages already loaded are not loaded again. The pages before `firstPage` load through
 * `fetchPreviousPage`, nearest first.
 * @example const { data, fetchNextPage, hasNextPage } = useGamesInfinite({ device, categories: ['top'] }, 3);
 */
export function useGamesInfinite(filter: Omit<GamesFilter, 'page'>, firstPage = 1) {
  return useInfiniteQuery(getGamesFilterInfiniteQueryOptions(filter, firstPage));
}

/** The first games of a lobby row: `size` (15 unless the row says otherwise) of a category. */
export function useLobbyRow(category: string, device: Device, size: number = LOBBY_ROW_SIZE) {
  return useQuery(getGamesFilterQueryOptions({ device, categories: [category], page: 1, pageSize: size }));
}

/** Name under which a failed search is logged (spec §8). */
export const SEARCH_FAILURE_NAME = 'LOAD_FOUND_GAMES_ERROR';
/** A search answer is good for a minute: retyping a term does not ask again. */
const SEARCH_STALE_TIME_MS = 60_000;

/**
 * Games whose title contains `term`; nothing runs while `term` is null (too short). A failure is
 * logged as LOAD_FOUND_GAMES_ERROR and shown by the caller.
 * @example const { data } = useGameSearch(searchTerm(query), device);
 */
export function useGameSearch(term: string | null, device: Device, pageSize = GAMES_PAGE_SIZE) {
  const filter: GamesFilter = { device, title: term ?? '', page: 1, pageSize };
  return useQuery({
    queryKey: queryKeys.games.filter({ ...filter, search: true }),
    queryFn: async ({ signal }) => {
      try {
        return await filterGames(filter, signal);
      } catch (error) {
        logFailure(SEARCH_FAILURE_NAME, error);
        throw error;
      }
    },
    enabled: term !== null,
    staleTime: SEARCH_STALE_TIME_MS,
  });
}

/** Games by identifier, in the order given. */
export function useSelectGames(ids: readonly string[], device?: Device) {
  return useQuery({ ...getSelectGamesQueryOptions(ids, device), enabled: ids.length > 0 });
}

export function useProviders() {
  return useQuery(getProvidersQueryOptions());
}

/** Jackpots; real-time `jackpots_changes` messages patch this list in place. */
export function useJackpots() {
  return useQuery(getJackpotsQueryOptions());
}

export function useJackpotWins() {
  return useQuery(getJackpotWinsQueryOptions());
}

/** The played games of the history page: a failure is an error to show, not an empty list. */
export function usePlayedGamesHistory() {
  return usePlayerQuery(getPlayedGamesHistoryQueryOptions());
}

export function useFavouriteGameIds() {
  return usePlayerQuery(getFavouriteGameIdsQueryOptions());
}

export function useFavouriteGames() {
  return usePlayerQuery(getFavouriteGamesQueryOptions());
}

/**
 * Adds or removes a favourite by the game's numeric id for the player's currency. The id list
 * changes at once and is restored if the server refuses.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const idsKey = queryKeys.player.favouriteIds();
  return useMutation<
    void,
    unknown,
    { gameId: number; favourite: boolean },
    { previous: number[] | undefined }
  >({
    mutationFn: ({ gameId, favourite }) =>
      favourite ? addFavouriteGame(gameId) : removeFavouriteGame(gameId),
    onMutate: async ({ gameId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<number[]>(idsKey);
      const without = (previous ?? []).filter((id) => id !== gameId);
      queryClient.setQueryData<number[]>(idsKey, favourite ? [...without, gameId] : without);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context) queryClient.setQueryData(idsKey, context.previous);
    },
    // Not awaited: the toggle is done once the server answered; the lists catch up behind it.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.player.favouritesAll() }),
  });
}
