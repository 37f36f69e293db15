import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { one } from '../db/database.ts';
import type { SessionEntry } from '../http/player-cache.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { userLimitsOf } from './limit-store.ts';

/** Longest delay a Node timer takes (about 24.8 days); a later deadline re-arms on the way. */
const MAX_TIMER_MS = 2_147_483_647;

// A session ends at its start plus the player's smallest `session` limit (minutes, stored in
// amount_cents; SPEC §4). The same float expression serves the lookup, the sweep and the timer, so
// the three always agree on the millisecond.
const SESSION_MINUTES = `SELECT player_id, MIN(amount_cents) AS minutes FROM user_limits
  WHERE type = 'session' GROUP BY player_id`;
const ENDS_AT = `(EXTRACT(EPOCH FROM s.created_at) * 1000)::float8 + l.minutes::float8 * 60000`;

/** The session of a cookie token, with the moment its session limit ends it. */
export async function sessionByToken(db: Database, token: string): Promise<SessionEntry | null> {
  const row = await one<{ player_id: number; ends_at: number | null }>(
    db,
    `SELECT s.player_id, ${ENDS_AT} AS ends_at FROM sessions s
       LEFT JOIN (${SESSION_MINUTES}) l ON l.player_id = s.player_id WHERE s.token = $1`,
    [token],
  );
  return row ? { playerId: row.player_id, endsAt: row.ends_at } : null;
}

interface SessionLimitOptions {
  db: Database;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
}

/**
 * Enforces session-length limits the way the platform does: when a session has lasted as long as
 * the player's `session` limit, it is deleted (the next call answers 401) and `game_limits` is
 * published with the player's limits, so an idle client learns of it at once. A timer waits for
 * the nearest end and is re-armed whenever sessions or limits change; `resolveSession` also
 * checks the moment on each call, so no call slips through between the end and the timer.
 */
export class SessionLimits {
  private timer: NodeJS.Timeout | null = null;
  private arming: Promise<void> | null = null;
  private rearm = false;
  private closed = false;
  private readonly stop: () => void;

  constructor(private readonly options: SessionLimitOptions) {
    this.stop = options.db.onPlayerChange(({ table }) => {
      if (table === 'sessions' || table === 'user_limits') this.arm();
    });
  }

  /** Ends every session whose limit is reached; answers the players it logged out. */
  async endExpired(now = Date.now()): Promise<number[]> {
    const { db, hub } = this.options;
    const ended = await db.query<{ player_id: number }>(
      `DELETE FROM sessions s USING (${SESSION_MINUTES}) l
        WHERE l.player_id = s.player_id AND ${ENDS_AT} <= $1 RETURNING s.player_id`,
      [now],
    );
    const players = [...new Set(ended.rows.map((row) => row.player_id))];
    for (const playerId of players) {
      hub.publishPrivate(playerId, 'game_limits', await userLimitsOf(db, playerId, new Date(now)));
    }
    return players;
  }

  /** Sets the timer to the nearest session end; calls made while it runs coalesce into one more. */
  arm(): void {
    if (this.closed) return;
    if (this.arming) {
      this.rearm = true;
      return;
    }
    this.arming = this.armNow()
      .catch((error: unknown) => {
        if (!this.closed) this.options.log.error(error, 'session limits: cannot arm the timer');
      })
      .finally(() => {
        this.arming = null;
        if (this.rearm) {
          this.rearm = false;
          this.arm();
        }
      });
  }

  /** Stops the timer and the change listener (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    if (this.timer) clearTimeout(this.timer);
    await this.arming;
  }

  private async armNow(): Promise<void> {
    const next = await one<{ at: number | null }>(
      this.options.db,
      `SELECT MIN(${ENDS_AT}) AS at FROM sessions s JOIN (${SESSION_MINUTES}) l ON l.player_id = s.player_id`,
    );
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (next?.at === null || next?.at === undefined) return;
    const delay = Math.min(Math.max(0, Math.ceil(next.at - Date.now())), MAX_TIMER_MS);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.endExpired()
        .catch((error: unknown) => {
          if (!this.closed) this.options.log.error(error, 'session limits: cannot end sessions');
        })
        .finally(() => this.arm());
    }, delay);
    this.timer.unref();
  }
}
