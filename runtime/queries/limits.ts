import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmLimit,
  deleteLimit,
  getLimitConfirmationQueryOptions,
  getLimitsQueryOptions,
  saveLimit,
} from '../api/limits.ts';
import { useApiMutation, useIsLoggedIn, useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function useLimits() {
  return usePlayerQuery(getLimitsQueryOptions());
}

const limits = [queryKeys.player.limits()];

export function useSaveLimit() {
  return useKeyedMutation({ mutationFn: saveLimit, invalidates: limits });
}

export function useDeleteLimit() {
  return useApiMutation({ mutationFn: deleteLimit, invalidates: limits });
}

/**
 * Confirms the limit change of a confirmation link (`/profile/limits/confirm?token=`) once for the
 * signed-in player: the POST goes out a single time per token, however often the page renders,
 * and the limits are read again once it is confirmed.
 */
export function useLimitConfirmation(token: string | null) {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    ...getLimitConfirmationQueryOptions(token ?? ''),
    enabled: loggedIn && Boolean(token),
    queryFn: async () => {
      const answer = await confirmLimit(token ?? '');
      void queryClient.invalidateQueries({ queryKey: queryKeys.player.limits() });
      return answer;
    },
  });
}
