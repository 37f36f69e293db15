import type { Database } from '../db/database.ts';

/** What a session token stands for. */
export interface SessionEntry {
  playerId: number;
  /** Epoch ms at which the player's session limit ends this session; null without such a limit. */
  endsAt: number | null;
}

/** Entries kept per map; past this the oldest go first (a sandbox has few players). */
export const PLAYER_CACHE_MAX_ENTRIES = 10_000;

/**
 * In-process cache of the two reads every logged-in call makes: session token → player, and the
 * serialised GET /api/player answer. The database tells it about every committed change to
 * players, sessions, subscriptions, comp points and limits (`db.onPlayerChange`, from triggers),
 * and a read that overlapped a change is used once but never stored, so it never serves stale data.
 */
export class PlayerCache {
  private readonly sessions = new Map<string, SessionEntry>();
  private readonly tokensOf = new Map<number, Set<string>>();
  private readonly players = new Map<number, string>();
  /** Bumped by every change: a read that started before one is not stored. */
  private generation = 0;
  private readonly stop: () => void;

  constructor(
    db: Database,
    private readonly maxEntries = PLAYER_CACHE_MAX_ENTRIES,
  ) {
    this.stop = db.onPlayerChange(({ playerId }) => this.forget(playerId));
  }

  /** The session of a token; `load` reads it from the database on a miss. Unknown tokens are not kept. */
  async session(token: string, load: () => Promise<SessionEntry | null>): Promise<SessionEntry | null> {
    const cached = this.sessions.get(token);
    if (cached) return cached;
    const generation = this.generation;
    const entry = await load();
    if (entry && generation === this.generation) {
      this.evictIfFull(this.sessions, (oldest) => this.dropToken(oldest));
      this.sessions.set(token, entry);
      let tokens = this.tokensOf.get(entry.playerId);
      if (!tokens) this.tokensOf.set(entry.playerId, (tokens = new Set()));
      tokens.add(token);
    }
    return entry;
  }

  /** The player's GET /api/player body as JSON text; `load` builds it on a miss. */
  async playerJson(playerId: number, load: () => Promise<unknown>): Promise<string> {
    const cached = this.players.get(playerId);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const json = JSON.stringify(await load());
    if (generation === this.generation) {
      this.evictIfFull(this.players, (oldest) => this.players.delete(oldest));
      this.players.set(playerId, json);
    }
    return json;
  }

  /** Drops everything cached about a player. */
  forget(playerId: number): void {
    this.generation += 1;
    this.players.delete(playerId);
    for (const token of this.tokensOf.get(playerId) ?? []) this.sessions.delete(token);
    this.tokensOf.delete(playerId);
  }

  /** Stops listening to the database. */
  close(): void {
    this.stop();
    this.sessions.clear();
    this.tokensOf.clear();
    this.players.clear();
  }

  private dropToken(token: string): void {
    const entry = this.sessions.get(token);
    this.sessions.delete(token);
    if (entry) this.tokensOf.get(entry.playerId)?.delete(token);
  }

  private evictIfFull<K>(map: Map<K, unknown>, drop: (key: K) => void): void {
    if (map.size < this.maxEntries) return;
    const oldest = map.keys().next();
    if (!oldest.done) drop(oldest.value);
  }
}
