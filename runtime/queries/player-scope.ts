import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { getPlayerQueryOptions } from '../api/player.ts';
import { PLAYER_ROOT, queryKeys } from './query-keys.ts';

/** Whether a player is signed in (their profile has loaded with an id). */
export function useIsLoggedIn(): boolean {
  const { data } = useQuery(getPlayerQueryOptions());
  return Boolean(data);
}

/** A query of the signed-in player's data: it waits for a player and never runs for a guest. */
export function usePlayerQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  enabled = true,
) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...options, enabled: loggedIn && enabled });
}

/** Drops every cached piece of player data (logout, auth error) and marks the visitor a guest. */
export function clearPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: PLAYER_ROOT });
  queryClient.setQueryData(queryKeys.player.profile(), null);
}

/**
 * A write whose success refreshes the queries it affects.
 * @example useApiMutation({ mutationFn: deleteLimit, invalidates: [queryKeys.player.limits()] });
 */
export function useApiMutation<TVariables = void, TData = unknown>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidates: readonly QueryKey[] | ((variables: TVariables, data: TData) => readonly QueryKey[]);
}) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      const keys =
        typeof options.invalidates === 'function'
          ? options.invalidates(variables, data)
          : options.invalidates;
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
