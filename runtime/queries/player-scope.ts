import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { createActionKeys, type ActionKeys } from '../api/action-keys.ts';
import { getPlayerQueryOptions } from '../api/player.ts';
import type { Player } from '../api/types.ts';
import { useSessionStore } from '../state/session-store.ts';
import { PLAYER_ROOT, queryKeys } from './query-keys.ts';

/** Whether a player is signed in (their profile has loaded with an id). */
export function useIsLoggedIn(): boolean {
  const { data } = useQuery(getPlayerQueryOptions());
  return Boolean(data);
}

/**
 * A query of the signed-in player's data: it waits for a player and never runs for a guest, nor
 * while the player is leaving (a call sent then would be answered 401 once the session ends).
 */
export function usePlayerQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  enabled = true,
) {
  const loggedIn = useIsLoggedIn();
  const leaving = useSessionStore((s) => s.leaving !== null);
  return useQuery({ ...options, enabled: loggedIn && !leaving && enabled });
}

const isProfileKey = (key: QueryKey) => key.length === 2 && key[1] === queryKeys.player.profile()[1];

/** Drops the cached player data other than the profile (it may belong to the previous session). */
export function dropOtherPlayerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: PLAYER_ROOT, predicate: (query) => !isProfileKey(query.queryKey) });
}

/**
 * After a sign-in, registration or password reset: the previous session's data goes, and the new
 * session's profile replaces the cached one in place, so every mounted observer (the page root,
 * the header) sees the player at once. Resolves with the player, or null for no session.
 */
export async function loadSessionPlayer(queryClient: QueryClient): Promise<Player | null> {
  dropOtherPlayerData(queryClient);
  return queryClient.fetchQuery({ ...getPlayerQueryOptions(), staleTime: 0 });
}

/**
 * Drops every cached piece of player data (logout, auth error) and marks the visitor a guest. The
 * profile query itself stays, answering null: removed, its observers (the page root) would see a
 * loading player and unmount the whole site until a new GET /api/player answers.
 */
export function clearPlayerData(queryClient: QueryClient): void {
  const profile = queryKeys.player.profile();
  // A profile read still under way must not bring the player back.
  void queryClient.cancelQueries({ queryKey: profile, exact: true });
  queryClient.setQueryData(profile, null);
  dropOtherPlayerData(queryClient);
  queryClient.removeQueries({ queryKey: queryKeys.emailConfirmationAll() });
}

type Invalidates<TVariables, TData> =
  readonly QueryKey[] | ((variables: TVariables, data: TData) => readonly QueryKey[]);

/**
 * A write whose success refreshes the queries it affects.
 * @example useApiMutation({ mutationFn: deleteLimit, invalidates: [queryKeys.player.limits()] });
 */
export function useApiMutation<TVariables = void, TData = unknown>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidates: Invalidates<TVariables, TData>;
}) {
  const queryClient = useQueryClient();
  return useMutation<TData, unknown, TVariables>({
    mutationFn: options.mutationFn,
    onSuccess: async (data, variables) => {
      const keys =
        typeof options.invalidates === 'function'
          ? options.invalidates(variables, data)
          : options.invalidates;
      // A read under way began before the write: cancelled, so that the refresh is a read of its
      // own (a list's first read would otherwise be joined, and its stale answer kept).
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** The idempotency keys of one control's actions (see `createActionKeys`), kept while it is mounted. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(() => createActionKeys());
  return keys;
}

/**
 * A write that moves money or creates something: each user action is sent with an idempotency key
 * made once for it, so that the client's retries, and the player's repeat of an action that got no
 * answer, happen once on the server. Every such write goes through here.
 * @example useKeyedMutation({ mutationFn: deposit, invalidates: [queryKeys.player.accountsAll()] });
 */
export function useKeyedMutation<TVariables = void, TData = unknown>(options: {
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  invalidates: Invalidates<TVariables, TData>;
}) {
  const keys = useActionKeys();
  return useApiMutation<TVariables, TData>({
    mutationFn: (variables) => keys.send(variables, (key) => options.mutationFn(variables, key)),
    invalidates: options.invalidates,
  });
}
