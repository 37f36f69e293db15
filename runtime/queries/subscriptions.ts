import { getSubscriptionsQueryOptions, updateSubscriptions } from '../api/subscriptions.ts';
import { useApiMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function useSubscriptions() {
  return usePlayerQuery(getSubscriptionsQueryOptions());
}

export function useUpdateSubscriptions() {
  return useApiMutation({
    mutationFn: updateSubscriptions,
    invalidates: [queryKeys.player.subscriptions(), queryKeys.player.profile()],
  });
}
