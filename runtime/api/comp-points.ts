import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { CompPoints } from './types.ts';

export function getCompPoints(signal?: AbortSignal): Promise<CompPoints> {
  return logged('getCompPoints', apiRequest<CompPoints>('GET', '/api/player/comp_points', { signal }));
}

export function getCompPointsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.compPoints(),
    queryFn: ({ signal }) => getCompPoints(signal),
  });
}

export const RATE_TYPES = ['money', 'lootboxes', 'freespins', 'lotteries'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export interface MoneyRate {
  points: number;
  currency: string;
  amount_cents: number;
}

export interface RateCard {
  group: string;
  title: string;
  wager: number;
  /** `producer:game`. */
  games?: string[];
  rate?: { points: number; freespins_count?: number; lottery_ids?: number[] };
  rates?: MoneyRate[];
  bonus_title?: string;
  /** Added by the client: the rates path the card came from. */
  type: RateType;
}

/** Exchange cards of one type; the client tags each with its type. Empty on failure. */
export async function getRates(type: RateType, signal?: AbortSignal): Promise<RateCard[]> {
  const cards = await loggedOr(
    `getRates:${type}`,
    [],
    apiRequest<Omit<RateCard, 'type'>[]>('GET', `/api/comp_points/rates/${type}`, { signal }),
  );
  return cards.map((card) => ({ ...card, type }));
}

export function getRatesQueryOptions(type: RateType) {
  return queryOptions({
    queryKey: queryKeys.compPointRates(type),
    queryFn: ({ signal }) => getRates(type, signal),
  });
}

/** A sale card's group starts with `sale` (spec §3). */
export function isSaleCard(card: Pick<RateCard, 'group'>): boolean {
  return card.group.startsWith('sale');
}

export interface ExchangePayload {
  points: number;
  group: string;
  currency: string;
  /** Lottery exchanges only. */
  tickets_count?: number;
  lottery_id?: number;
}

/** Exchanges comp points for a reward of a type; this is also the points-store exchange. */
export function exchangeCompPoints(
  type: RateType,
  exchange: ExchangePayload,
  idempotencyKey: string,
): Promise<unknown> {
  return logged(
    `exchangeCompPoints:${type}`,
    apiRequest('POST', `/api/comp_points/exchange/${type}`, { body: { exchange }, idempotencyKey }),
  );
}

export interface VipStatusProgress {
  userId: number;
  currency: string;
  currentStatus: string;
  activeStatus: string;
  nextStatus: string;
  depositAmountCents: number;
  depositThresholdCents: number;
  betSumCents: number;
  betSumThresholdCents: number;
  overallProgress: number;
}

/** VIP progress, or null when it cannot be loaded (the page then falls back to regular, spec §8). */
export function getVipStatusProgress(signal?: AbortSignal): Promise<VipStatusProgress | null> {
  return loggedOr(
    'getVipStatusProgress',
    null,
    apiRequest<VipStatusProgress>('GET', '/jam/vip_status_progress', { signal }),
  );
}

export function getVipStatusProgressQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.vipProgress(),
    queryFn: ({ signal }) => getVipStatusProgress(signal),
  });
}
