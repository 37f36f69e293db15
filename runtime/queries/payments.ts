import { cashout, deposit, getPaymentMethodsQueryOptions, type PaymentAction } from '../api/payments.ts';
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
