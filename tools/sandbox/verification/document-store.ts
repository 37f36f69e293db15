import type { PlayerDocument } from '../../../runtime/api/verification.ts';
import type { DocumentStatus, DocumentType } from '../../../runtime/rules/verification.ts';
import { one, type Database, type Queryable } from '../db/database.ts';

/** A row of `player_documents` (migration 6) without the file's bytes. */
export interface DocumentRow {
  id: number;
  player_id: number;
  type: DocumentType;
  file_name: string;
  content_type: string;
  size_bytes: number;
  status: DocumentStatus;
  reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}

/** Every column but the file's bytes, which only the admin's download reads. */
const COLUMNS =
  'id, player_id, type, file_name, content_type, size_bytes, status, reason, created_at, reviewed_at';

/** A player may keep this many documents; more is refused (each holds up to 5 MiB in the database). */
export const DOCUMENTS_PER_PLAYER_MAX = 30;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A row as the player's calls answer it. */
export function toDocument(row: DocumentRow): PlayerDocument {
  return {
    id: row.id,
    type: row.type,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    status: row.status,
    reason: row.reason,
    created_at: iso(row.created_at) as string,
    reviewed_at: iso(row.reviewed_at),
  };
}

export async function documentsOf(db: Queryable, playerId: number): Promise<DocumentRow[]> {
  const { rows } = await db.query<DocumentRow>(
    `SELECT ${COLUMNS} FROM player_documents WHERE player_id = $1 ORDER BY id DESC`,
    [playerId],
  );
  return rows;
}

export async function countDocuments(db: Queryable, playerId: number): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    'SELECT COUNT(*)::int AS count FROM player_documents WHERE player_id = $1',
    [playerId],
  );
  return row?.count ?? 0;
}

export async function insertDocument(
  db: Queryable,
  document: { playerId: number; type: DocumentType; fileName: string; contentType: string; content: Buffer },
): Promise<DocumentRow> {
  const row = await one<DocumentRow>(
    db,
    `INSERT INTO player_documents (player_id, type, file_name, content_type, size_bytes, content)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [
      document.playerId,
      document.type,
      document.fileName,
      document.contentType,
      document.content.length,
      new Uint8Array(document.content),
    ],
  );
  if (!row) throw new Error('the document was not stored');
  return row;
}

export async function findDocument(db: Queryable, id: number): Promise<DocumentRow | null> {
  return one<DocumentRow>(db, `SELECT ${COLUMNS} FROM player_documents WHERE id = $1`, [id]);
}

/** The documents of every player with their e-mail, for the admin; pending first, then newest. */
export async function documentsForReview(
  db: Queryable,
  status: DocumentStatus | null,
): Promise<(DocumentRow & { email: string })[]> {
  const { rows } = await db.query<DocumentRow & { email: string }>(
    `SELECT ${COLUMNS.split(', ')
      .map((column) => `d.${column}`)
      .join(', ')}, p.email FROM player_documents d JOIN players p ON p.id = d.player_id
      WHERE $1::text IS NULL OR d.status = $1
      ORDER BY (d.status = 'pending') DESC, d.id DESC LIMIT 200`,
    [status],
  );
  return rows;
}

/** The stored file of a document. */
export async function documentFile(
  db: Queryable,
  id: number,
): Promise<{ content_type: string; file_name: string; content: Uint8Array } | null> {
  return one(db, 'SELECT content_type, file_name, content FROM player_documents WHERE id = $1', [id]);
}

/**
 * Reviews a pending document: approved or rejected with a reason. A reviewed proof of identity
 * decides the player's identity check (`sumsub_verified`): approved verifies the player; rejected
 * marks the check failed unless an earlier one passed. Null when the document is not pending.
 */
export async function reviewDocument(
  db: Database,
  id: number,
  verdict: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<DocumentRow | null> {
  return db.transaction(async (tx) => {
    const row = await one<DocumentRow>(
      tx,
      `UPDATE player_documents SET status = $2, reason = $3, reviewed_at = now()
        WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
      [id, verdict.status, verdict.status === 'rejected' ? verdict.reason : null],
    );
    if (!row || row.type !== 'identity') return row;
    await tx.query(
      verdict.status === 'approved'
        ? 'UPDATE players SET identity_verified = TRUE WHERE id = $1'
        : 'UPDATE players SET identity_verified = FALSE WHERE id = $1 AND identity_verified IS NOT TRUE',
      [row.player_id],
    );
    return row;
  });
}
