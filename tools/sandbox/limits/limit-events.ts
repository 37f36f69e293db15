import type { Queryable } from '../db/database.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { reachedLimit, userLimitsOf } from './limit-store.ts';

/** Publishes the player's limits on `game_limits` (API-SHAPES §3), the payload of every such event. */
export async function publishLimits(db: Queryable, hub: RealtimeHub, playerId: number): Promise<void> {
  hub.publishPrivate(playerId, 'game_limits', await userLimitsOf(db, playerId));
}

/**
 * After a deposit or a bet has been booked: when it made a limit of these types reach its amount,
 * the player hears of it on `game_limits` at once, as the platform tells a client that a limit
 * stopped the game (the client shows NOTIFICATIONS.ON_LIMIT_REACHED). A movement over a limit is
 * refused before it is booked, so a limit found reached here was reached by this one.
 */
export async function announceReachedLimit(
  db: Queryable,
  hub: RealtimeHub,
  playerId: number,
  currency: string,
  types: string[],
): Promise<boolean> {
  if (!(await reachedLimit(db, playerId, currency, types))) return false;
  await publishLimits(db, hub, playerId);
  return true;
}
