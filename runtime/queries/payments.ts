import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getConfigQueryOptions } from '../api/config.ts';
import {
  cashout,
  deposit,
  screenedPayment,
  getPaymentMethods,
  getPaymentMethodsQueryOptions,
  type PaymentAction,
  type PaymentMethod,
  type PaymentRequest,
} from '../api/payments.ts';
import type { Player } from '../api/types.ts';
import { useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function usePaymentMethods(params: { currency: string; action: PaymentAction }) {
  return usePlayerQuery(getPaymentMethodsQueryOptions(params), Boolean(params.currency));
}

/**
 * Starts what a payment form waits for, the methods of the currency and the amount rules, for a
 * cashbox warmed before it opens (its module's `prefetch`).
 */
export function prefetchPaymentForm(
  queryClient: QueryClient,
  params: { currency: string; action: PaymentAction },
): void {
  void queryClient.prefetchQuery(getPaymentMethodsQueryOptions(params));
  void queryClient.prefetchQuery(getConfigQueryOptions('currency-config'));
}

const wallet = [queryKeys.player.accountsAll(), queryKeys.player.paymentsAll(), queryKeys.player.stats()];

/** The signed-in player of the cache, for the fraud check that precedes each payment. */
function usePlayerOfCache() {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<Player | null>(queryKeys.player.profile());
}

/** Deposits, after the fraud check of spec §7 (which never blocks it). */
export function useDeposit() {
  const player = usePlayerOfCache();
  // A deposit also consumes the player's deposit bonus code (profile).
  return useKeyedMutation({
    mutationFn: (request: PaymentRequest, key: string) =>
      screenedPayment(deposit, request, 'deposit', player(), key),
    invalidates: [...wallet, queryKeys.player.bonuses(), queryKeys.player.profile()],
  });
}

/** Requests a withdrawal, after the fraud check of spec §7 (which never blocks it). */
export function useCashout() {
  const player = usePlayerOfCache();
  return useKeyedMutation({
    mutationFn: (request: PaymentRequest, key: string) =>
      screenedPayment(cashout, request, 'cashout', player(), key),
    invalidates: wallet,
  });
}

/**
 * The payment methods of several currencies in one direction, for guests and players alike (the
 * payments page): `data` once every currency answered (a failed one counts as none, spec §8).
 */
export function usePaymentMethodCatalog(currencies: readonly string[], action: PaymentAction) {
  return useQueries({
    queries: currencies.map((currency) => ({
      queryKey: queryKeys.paymentMethodCatalog(currency, action),
      queryFn: ({ signal }: { signal: AbortSignal }) => getPaymentMethods({ currency, action }, signal),
    })),
    combine: (results) => ({
      data: results.every((result) => result.data !== undefined)
        ? results.flatMap((result) => result.data ?? ([] as PaymentMethod[]))
        : undefined,
      isPending: results.some((result) => result.isPending),
    }),
  });
}
