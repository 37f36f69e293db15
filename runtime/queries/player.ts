import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  createAccount,
  getAccountsQueryOptions,
  getPaymentsPageQueryOptions,
  getPaymentsQueryOptions,
  getPlayerQueryOptions,
  getPlayerStatsQueryOptions,
  recallPayment,
  setBonusCode,
  clearBonusCode,
  updateBonusSettings,
  updateLocale,
  updatePlayer,
  updatePlayerGroups,
  type PaymentsPageRequest,
  type PlayerUpdateContext,
} from '../api/player.ts';
import type { Id, Player } from '../api/types.ts';
import { useApiMutation, useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

/** The signed-in player, or null for a guest. */
export function usePlayer() {
  return useQuery(getPlayerQueryOptions());
}

/**
 * Reads the player's data again (profile, balances, stats): what a game's `refresh_user`
 * message asks for when the socket may not have told the page yet.
 */
export function useRefreshPlayer(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.player.all }),
    [queryClient],
  );
}

export function usePlayerStats() {
  return usePlayerQuery(getPlayerStatsQueryOptions());
}

export function usePayments() {
  return usePlayerQuery(getPaymentsQueryOptions());
}

/**
 * A page of the payment history. With `keepPreviousPage`, the page shown stays (as placeholder
 * data) while the next one loads, so a pager does not give way to a loading state on each step.
 */
export function usePaymentsPage(request: PaymentsPageRequest, options: { keepPreviousPage?: boolean } = {}) {
  return usePlayerQuery({
    ...getPaymentsPageQueryOptions(request),
    ...(options.keepPreviousPage && { placeholderData: keepPreviousData }),
  });
}

/** The player's wallets; real-time `balance` messages patch this list in place. */
export function useAccounts() {
  return usePlayerQuery(getAccountsQueryOptions());
}

const profile = [queryKeys.player.profile()];

export function useUpdatePlayer() {
  return useApiMutation({
    mutationFn: ({ context, player }: { context: PlayerUpdateContext; player: Partial<Player> }) =>
      updatePlayer(context, player),
    invalidates: profile,
  });
}

export function useUpdatePlayerGroups() {
  return useApiMutation({
    mutationFn: (groups: { add?: Id[]; remove?: Id[] }) => updatePlayerGroups(groups),
    invalidates: profile,
  });
}

export function useRecallPayment() {
  return useKeyedMutation({
    mutationFn: recallPayment,
    invalidates: [queryKeys.player.paymentsAll(), queryKeys.player.accountsAll()],
  });
}

export function useUpdateLocale() {
  return useApiMutation({ mutationFn: updateLocale, invalidates: profile });
}

export function useSetBonusCode() {
  return useApiMutation({ mutationFn: setBonusCode, invalidates: profile });
}

export function useClearBonusCode() {
  return useApiMutation({ mutationFn: clearBonusCode, invalidates: profile });
}

export function useUpdateBonusSettings() {
  return useApiMutation({ mutationFn: updateBonusSettings, invalidates: profile });
}

/**
 * Opens an account in a currency, or switches to one the player holds: the platform's wallet
 * selection (POST /api/player/accounts { currency }) makes that account the one in use. Everything
 * shown in the player's currency (balances, payment methods, gifts, limits) is read again.
 */
export function useSelectAccount() {
  return useKeyedMutation({ mutationFn: createAccount, invalidates: [queryKeys.player.all] });
}
