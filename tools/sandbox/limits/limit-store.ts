import type { Queryable } from '../db/database.ts';
import { one } from '../db/database.ts';
import { sumSince } from '../wallet/wallet.ts';
import { EXCLUSION_TYPES, LOCK_LIMIT_TYPES, limitReached, periodStart } from './limit-rules.ts';

export interface LimitRow {
  id: number;
  player_id: number;
  type: string;
  period: string;
  status: string;
  currency: string;
  amount_cents: number;
  pending_amount_cents: number | null;
  disable_at: Date | null;
  confirm_until: Date | null;
  active_until: Date | null;
  created_at: Date;
}

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/** Current value of a limit in its period: deposits, bets, net loss or session minutes. */
export async function currentValue(db: Queryable, row: LimitRow, now = new Date()): Promise<number> {
  const since = periodStart(row.period, now);
  switch (row.type) {
    case 'deposit':
      return sumSince(db, row.player_id, row.currency, ['deposit'], since);
    case 'wager':
      return sumSince(db, row.player_id, row.currency, ['bet'], since);
    case 'loss': {
      const bets = await sumSince(db, row.player_id, row.currency, ['bet'], since);
      const wins = await sumSince(db, row.player_id, row.currency, ['win'], since);
      return Math.max(0, bets - wins);
    }
    case 'session': {
      const player = await one<{ current_sign_in_at: Date }>(
        db,
        'SELECT current_sign_in_at FROM players WHERE id = $1',
        [row.player_id],
      );
      return player
        ? Math.floor((now.getTime() - new Date(player.current_sign_in_at).getTime()) / 60_000)
        : 0;
    }
    default:
      return 0;
  }
}

/** API-SHAPES §1 UserLimit. */
export async function toUserLimit(db: Queryable, row: LimitRow, now = new Date()) {
  const isLock = (LOCK_LIMIT_TYPES as readonly string[]).includes(row.type);
  return {
    id: row.id,
    type: row.type,
    period: row.period,
    status: row.status,
    strategy: isLock ? 'lock' : 'amount',
    parent_type: null,
    disable_at: iso(row.disable_at),
    confirm_until: iso(row.confirm_until),
    created_at: iso(row.created_at),
    accounts: [
      {
        currency: row.currency,
        amount_cents: row.amount_cents,
        current_value_amount_cents: await currentValue(db, row, now),
        active_until:
          iso(row.active_until ?? row.disable_at) ?? iso(new Date(now.getTime() + 365 * 86_400_000)),
      },
    ],
  };
}

export async function limitsOf(db: Queryable, playerId: number): Promise<LimitRow[]> {
  const result = await db.query<LimitRow>('SELECT * FROM user_limits WHERE player_id = $1 ORDER BY id', [
    playerId,
  ]);
  return result.rows;
}

/** GET /api/user_limits, also the payload of `game_limits` events: expired limits are swept first. */
export async function userLimitsOf(db: Queryable, playerId: number, now = new Date()) {
  await sweepLimits(db, playerId, now);
  return Promise.all((await limitsOf(db, playerId)).map((row) => toUserLimit(db, row, now)));
}

/**
 * Removes limits whose scheduled removal or lock period is over, and drops the changes (a raise, a
 * removal) whose confirmation link has expired unused: the limit stays as it was.
 */
export async function sweepLimits(db: Queryable, playerId: number, now = new Date()): Promise<void> {
  await db.query(
    `DELETE FROM user_limits WHERE player_id = $1 AND
       ((disable_at IS NOT NULL AND disable_at <= $2) OR (active_until IS NOT NULL AND active_until <= $2))`,
    [playerId, now.toISOString()],
  );
  await db.query(
    `UPDATE user_limits SET status = 'active', pending_amount_cents = NULL, confirm_until = NULL
      WHERE player_id = $1 AND confirm_until IS NOT NULL AND confirm_until <= $2`,
    [playerId, now.toISOString()],
  );
}

/**
 * An active self-exclusion, which keeps the player out: sign-in is refused until it ends. A
 * cooling-off is no such lock (see `playLock`): the player may sign in, see their limits and
 * withdraw, and the client counts it as a reached limit (SPEC §4).
 */
export async function activeLock(db: Queryable, playerId: number, now = new Date()) {
  return lockOf(db, playerId, EXCLUSION_TYPES, now);
}

/** An active cooling-off or self-exclusion: no bet and no deposit until it ends. */
export async function playLock(db: Queryable, playerId: number, now = new Date()) {
  return lockOf(db, playerId, LOCK_LIMIT_TYPES, now);
}

async function lockOf(db: Queryable, playerId: number, types: readonly string[], now: Date) {
  const row = await one<LimitRow>(
    db,
    `SELECT * FROM user_limits WHERE player_id = $1 AND type = ANY($2) AND active_until > $3
      ORDER BY active_until DESC LIMIT 1`,
    [playerId, types, now.toISOString()],
  );
  return row ? { type: row.type, until: new Date(row.active_until as Date).toISOString() } : null;
}

/** The first money limit of these types whose current value has reached its amount (SPEC §4). */
export async function reachedLimit(
  db: Queryable,
  playerId: number,
  currency: string,
  types: string[],
  now = new Date(),
): Promise<LimitRow | null> {
  const result = await db.query<LimitRow>(
    'SELECT * FROM user_limits WHERE player_id = $1 AND currency = $2 AND type = ANY($3) ORDER BY id',
    [playerId, currency, types],
  );
  for (const row of result.rows) {
    if (limitReached(row.amount_cents, await currentValue(db, row, now))) return row;
  }
  return null;
}

/** The first money limit of these types that a further `extraCents` would exceed, if any. */
export async function exceededLimit(
  db: Queryable,
  playerId: number,
  currency: string,
  types: string[],
  extraCents: number,
  now = new Date(),
): Promise<LimitRow | null> {
  const result = await db.query<LimitRow>(
    'SELECT * FROM user_limits WHERE player_id = $1 AND currency = $2 AND type = ANY($3)',
    [playerId, currency, types],
  );
  for (const row of result.rows) {
    const current = await currentValue(db, row, now);
    if (current + extraCents > row.amount_cents) return row;
  }
  return null;
}
