import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { withAfterCommit } from './after-commit.ts';
import { MIGRATIONS, PLAYER_CHANGES_CHANNEL, type WatchedTable } from './migrations.ts';

/** What both the database and an open transaction can do: run parameterised SQL. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** One committed change to a player's row or to their sessions, subscriptions, comp points or limits. */
export interface PlayerChange {
  table: WatchedTable;
  playerId: number;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction. PGlite has a single connection and queues transactions
   * behind an exclusive lock, so two wallet operations on one account never interleave. What the
   * work defers with `afterCommit` (after-commit.ts: the real-time events it publishes) runs once
   * it has committed.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` for every committed change of a player's data in the watched tables (database
   * triggers, whatever code wrote it, cascades included; a rolled-back transaction reports nothing).
   * It runs before the write's own promise settles, so a cache cleared here is never stale once the
   * writer carries on. Returns the function that removes the listener.
   */
  onPlayerChange(listener: (change: PlayerChange) => void): () => void;
  close(): Promise<void>;
}

/**
 * `SANDBOX_COPY_MEMORY_DATABASES=1`: every in-memory database this process opens after the first
 * is a copy of the first one's files as they were once migrated, before any data. Starting
 * Postgres anew costs some 2.4 s of CPU, loading those files 0.6 s. For a process that opens many:
 * the unit tests (vitest.config.ts), where a sandbox server per test file or per case is the rule.
 * `npm start` opens one database and keeps no copy.
 */
const copying = () => process.env.SANDBOX_COPY_MEMORY_DATABASES === '1';

/** The template's files, once the first in-memory database of a copying process has migrated. */
let template: Promise<Blob> | null = null;

/** A started, migrated Postgres: anew, or a copy of the template. */
async function startPostgres(dataDir: string | undefined): Promise<PGlite> {
  if (!dataDir && copying() && template) return PGlite.create({ loadDataDir: await template });
  const pg = await PGlite.create(dataDir);
  await migrate(pg);
  if (!dataDir && copying() && !template) {
    template = pg.dumpDataDir('none');
    // A failed dump lets the next database try again instead of copying nothing.
    template.catch(() => (template = null));
    await template;
  }
  return pg;
}

/** Opens the sandbox database: on disk in `dataDir`, or in memory when it is omitted. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await startPostgres(dataDir);
  const listeners = new Set<(change: PlayerChange) => void>();
  await pg.listen(PLAYER_CHANGES_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) for (const listener of listeners) listener(change);
  });
  return {
    query: (sql, params) => pg.query(sql, params),
    transaction: (work) => withAfterCommit(() => pg.transaction(work)),
    onPlayerChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => pg.close(),
  };
}

/** `players:42` → { table: 'players', playerId: 42 }. */
function parseChange(payload: string): PlayerChange | null {
  const colon = payload.indexOf(':');
  const playerId = Number(payload.slice(colon + 1));
  if (colon < 0 || !Number.isInteger(playerId)) return null;
  return { table: payload.slice(0, colon) as WatchedTable, playerId };
}

async function migrate(pg: PGlite): Promise<void> {
  await pg.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY)');
  const done = await pg.query<{ id: number }>('SELECT id FROM schema_migrations');
  const applied = new Set(done.rows.map((row) => row.id));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    await pg.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
    });
  }
}

/** The first row of a result, or null. */
export async function one<T>(db: Queryable, sql: string, params?: unknown[]): Promise<T | null> {
  const result = await db.query<T>(sql, params);
  return result.rows[0] ?? null;
}
