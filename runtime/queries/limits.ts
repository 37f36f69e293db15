import { confirmLimit, deleteLimit, getLimitsQueryOptions, saveLimit } from '../api/limits.ts';
import { useApiMutation, useKeyedMutation, usePlayerQuery } from './player-scope.ts';
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

export function useConfirmLimit() {
  return useApiMutation({ mutationFn: confirmLimit, invalidates: limits });
}
