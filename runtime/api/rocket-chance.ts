import { queryOptions } from '@tanstack/react-query';
import type { RocketChancePrize } from '../../schemas/index.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged } from './log-failure.ts';
import type { CompPoints } from './types.ts';

/** A launch of the rocket chance: the prize it won, as the prize was when it was drawn. */
export interface RocketLaunch {
  id: number;
  prize_id: string;
  kind: RocketChancePrize['kind'];
  /** The prize's name per locale ("en" always present). */
  title: Record<string, string>;
  /** Free spins: their number and the game "producer:game" they were issued on. */
  spins?: number;
  game?: string;
  /** Comp points added. */
  points?: number;
  /** Bonus money, in minor units of `currency`. */
  amount_cents?: number;
  currency: string;
  created_at: string;
}

/** The player's rocket chance today (GET /api/rocket_chance). */
export interface RocketChanceState {
  /** Launches the player can make now. */
  chances_left: number;
  /** Free launches of today not used yet. */
  free_left: number;
  daily_free: number;
  deposit_launches: {
    /** Launches today's deposits added. */
    earned: number;
    /** Most launches deposits can add a day. */
    max: number;
    /** Smallest deposit that adds one, in minor units of `currency`. */
    minimum_cents: number;
    currency: string;
  };
  /** ISO time of the next free launch (midnight UTC). */
  next_free_at: string;
  /** The player's latest launches, newest first. */
  launches: RocketLaunch[];
}

/** A launch's answer: the launch, the gift it issued (free spins or bonus) and the state after it. */
export interface RocketLaunchResult {
  launch: RocketLaunch;
  gift: { id: number; title: string } | null;
  comp_points: CompPoints | null;
  state: RocketChanceState;
}

export function getRocketChance(signal?: AbortSignal): Promise<RocketChanceState> {
  return logged('getRocketChance', apiRequest<RocketChanceState>('GET', '/api/rocket_chance', { signal }));
}

export function getRocketChanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.rocketChance(),
    queryFn: ({ signal }) => getRocketChance(signal),
    // Deposits made elsewhere add launches: the page asks again whenever it is opened.
    staleTime: 0,
  });
}

/** Launches the rocket: spends a chance; the server draws and issues the prize. */
export function launchRocket(locale: string, idempotencyKey: string): Promise<RocketLaunchResult> {
  return logged(
    'launchRocket',
    apiRequest<RocketLaunchResult>('POST', '/api/rocket_chance/launch', {
      body: { locale },
      idempotencyKey,
    }),
  );
}
