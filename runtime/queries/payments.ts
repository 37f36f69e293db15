import { useQueries } from '@tanstack/react-query';
import {
  cashout,
  deposit,
  getPaymentMethods,
  getPaymentMethodsQueryOptions,
  type PaymentAction,
  type PaymentMethod,
} from '../api/payments.ts';
import { useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function usePaymentMethods(params: { currency: string; action: PaymentAction }) {
  return usePlayerQuery(getPaymentMethodsQueryOptions(params), Boolean(params.currency));
}

const wallet = [queryKeys.player.accountsAll(), queryKeys.player.paymentsAll(), queryKeys.player.stats()];

export function useDeposit() {
  // A deposit also consumes the player's deposit bonus code (profile).
  return useKeyedMutation({
    mutationFn: deposit,
    invalidates: [...wallet, queryKeys.player.bonuses(), queryKeys.player.profile()],
  });
}

export function useCashout() {
  return useKeyedMutation({ mutationFn: cashout, invalidates: wallet });
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
