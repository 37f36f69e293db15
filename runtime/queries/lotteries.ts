import { useQuery } from '@tanstack/react-query';
import {
  getLotteriesQueryOptions,
  getLotteryQueryOptions,
  getLotteryStatusesQueryOptions,
  getLotteryStatusQueryOptions,
} from '../api/lotteries.ts';
import { usePlayerQuery } from './player-scope.ts';

/** All lotteries; a failure surfaces as the query's error (spec §8). Not asked for while `enabled` is false. */
export function useLotteries(enabled = true) {
  return useQuery({ ...getLotteriesQueryOptions(), enabled });
}

export function useLottery(id: number | null) {
  return useQuery({ ...getLotteryQueryOptions(id ?? 0), enabled: id !== null });
}

export function useLotteryStatuses() {
  return usePlayerQuery(getLotteryStatusesQueryOptions());
}

export function useLotteryStatus(id: number | null) {
  return usePlayerQuery(getLotteryStatusQueryOptions(id ?? 0), id !== null);
}
