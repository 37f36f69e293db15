import { useQuery } from '@tanstack/react-query';
import {
  exchangeCompPoints,
  getCompPointsQueryOptions,
  getRatesQueryOptions,
  getVipStatusProgressQueryOptions,
  type ExchangePayload,
  type RateType,
} from '../api/comp-points.ts';
import { useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function useCompPoints() {
  return usePlayerQuery(getCompPointsQueryOptions());
}

/** Exchange cards of a type; guests see them too (the store is browsable). */
export function useRates(type: RateType) {
  return useQuery(getRatesQueryOptions(type));
}

export function useVipStatusProgress() {
  return usePlayerQuery(getVipStatusProgressQueryOptions());
}

/** Exchanges comp points; the reward can land in the wallet, the gifts or the lottery tickets. */
export function useExchangeCompPoints() {
  return useKeyedMutation({
    mutationFn: ({ type, exchange }: { type: RateType; exchange: ExchangePayload }, key: string) =>
      exchangeCompPoints(type, exchange, key),
    invalidates: [
      queryKeys.player.compPoints(),
      queryKeys.player.accountsAll(),
      queryKeys.player.bonuses(),
      queryKeys.player.freespins(),
      queryKeys.player.lootboxes(),
      queryKeys.player.lotteryStatusesAll(),
    ],
  });
}
