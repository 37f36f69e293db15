import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { Prize } from './types.ts';

export interface DepositScaleRule {
  from_amount_cents: number;
  price_cents: number;
  currency: string;
  active: boolean;
}

export interface Lottery {
  id: number;
  title: string;
  frontend_identifier: string;
  currency: string;
  in_progress: boolean;
  start_at: string;
  end_at: string;
  finished_at: string | null;
  comp_points_ticket_price: number;
  money_budget: number;
  money_budget_cents: number;
  chargeable_comp_points_budget: number;
  persistent_comp_points_budget: number;
  lottery_tickets_count: number;
  max_tickets_count_to_player: number | null;
  group_ids: number[];
  prizes: Prize[];
  deposit_scale_rules: Record<string, DepositScaleRule[]>;
}

export interface LotteryStatus {
  lottery_id: number;
  /** The player's tickets: their count is the length. */
  tickets: unknown[];
  prizes: Prize;
}

/** All lotteries. A failure is logged and rethrown (spec §8: this list does not answer empty). */
export function getLotteries(signal?: AbortSignal): Promise<Lottery[]> {
  return logged('getLotteries', apiRequest<Lottery[]>('GET', '/api/lotteries', { signal }));
}

export function getLotteriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.lotteries.list(),
    queryFn: ({ signal }) => getLotteries(signal),
  });
}

export function getLottery(id: number, signal?: AbortSignal): Promise<Lottery> {
  return logged('getLottery', apiRequest<Lottery>('GET', `/api/lotteries/${id}`, { signal }));
}

export function getLotteryQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.lotteries.detail(id),
    queryFn: ({ signal }) => getLottery(id, signal),
  });
}

export function getLotteryStatuses(signal?: AbortSignal): Promise<LotteryStatus[]> {
  return loggedOr(
    'getLotteryStatuses',
    [],
    apiRequest<LotteryStatus[]>('GET', '/api/lotteries/statuses', { signal }),
  );
}

export function getLotteryStatusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.lotteryStatuses(),
    queryFn: ({ signal }) => getLotteryStatuses(signal),
  });
}

export function getLotteryStatus(id: number, signal?: AbortSignal): Promise<LotteryStatus | null> {
  return logged(
    'getLotteryStatus',
    apiRequest<LotteryStatus | null>('GET', `/api/lotteries/${id}/status`, { signal }),
  );
}

export function getLotteryStatusQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.player.lotteryStatus(id),
    queryFn: ({ signal }) => getLotteryStatus(id, signal),
  });
}
