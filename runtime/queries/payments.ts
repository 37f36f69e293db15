import { cashout, deposit, getPaymentMethodsQueryOptions, type PaymentAction } from '../api/payments.ts';
import { useApiMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function usePaymentMethods(params: { currency: string; action: PaymentAction }) {
  return usePlayerQuery(getPaymentMethodsQueryOptions(params), Boolean(params.currency));
}

const wallet = [queryKeys.player.accountsAll(), queryKeys.player.paymentsAll(), queryKeys.player.stats()];

export function useDeposit() {
  return useApiMutation({ mutationFn: deposit, invalidates: [...wallet, queryKeys.player.bonuses()] });
}

export function useCashout() {
  return useApiMutation({ mutationFn: cashout, invalidates: wallet });
}
