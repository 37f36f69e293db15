import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations.ts';

/** What both the database and an open transaction can do: run parameterised SQL. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction. PGlite has a single connection and queues transactions
   * behind an exclusive lock, so two wallet operations on one account never interleave.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens the sandbox database: on disk in `dataDir`, or in memory when it is omitted. */
export async function openDatabase(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  await migrate(pg);
  return {
    query: (sql, params) => pg.query(sql, params),
    transaction: (work) => pg.transaction(work),
    close: () => pg.close(),
  };
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
