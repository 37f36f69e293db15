import type { Database } from '../db/database.ts';

/** The query that fingerprints every table, built once per database (its tables never change). */
const queries = new WeakMap<Database, Promise<string>>();

async function snapshotQuery(db: Database): Promise<string> {
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return tables.rows
    .map(({ tablename }) => {
      const table = `"${tablename.replaceAll('"', '""')}"`;
      return `SELECT '${tablename}' AS name,
        md5(COALESCE((SELECT json_agg(t ORDER BY t::text) FROM ${table} t)::text, '')) AS rows`;
    })
    .join(' UNION ALL ');
}

/**
 * Every table's content as one line per table (`name:md5 of its rows`), in one query: equal before
 * and after means the requests in between changed nothing, and a difference names the table.
 */
export async function databaseSnapshot(db: Database): Promise<string> {
  let query = queries.get(db);
  if (!query) queries.set(db, (query = snapshotQuery(db)));
  const result = await db.query<{ name: string; rows: string }>(await query);
  return result.rows.map((row) => `${row.name}:${row.rows}`).join('\n');
}
