/**
 * Identity verification (spec §3: `verified`, the identity-verification flag, SOW questionnaire
 * expiry): the documents a player uploads, what files are accepted, and the state the profile shows.
 */

export { DOCUMENT_TYPES, type DocumentType } from './document-types.ts';

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * Largest document file accepted: 5 MiB. The spec names no limit; a phone photo of a passport or a
 * scanned bill fits, and the sandbox stores each file in its database.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Longest file name kept with a document. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;

/** The file kinds accepted, by their first bytes ("magic numbers"): images and PDF. */
export const DOCUMENT_FILE_KINDS = [
  { mime: 'image/png', extensions: ['png'], magic: [[0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], magic: [[0, [0xff, 0xd8, 0xff]]] },
  {
    mime: 'image/webp',
    extensions: ['webp'],
    // "RIFF", four bytes of length, "WEBP".
    magic: [
      [0, [0x52, 0x49, 0x46, 0x46]],
      [8, [0x57, 0x45, 0x42, 0x50]],
    ],
  },
  { mime: 'application/pdf', extensions: ['pdf'], magic: [[0, [0x25, 0x50, 0x44, 0x46, 0x2d]]] },
] as const satisfies readonly {
  mime: string;
  extensions: readonly string[];
  magic: readonly (readonly [number, readonly number[]])[];
}[];
export type DocumentMime = (typeof DOCUMENT_FILE_KINDS)[number]['mime'];

/** The media types of accepted files (an `accept` attribute, the upload's Content-Type). */
export const DOCUMENT_MIME_TYPES: readonly DocumentMime[] = DOCUMENT_FILE_KINDS.map((kind) => kind.mime);

/** Bytes of a file's start that `sniffDocumentType` needs. */
export const DOCUMENT_HEAD_BYTES = 12;

/**
 * The accepted kind a file's first bytes show, whatever its name says; null for anything else.
 * @example sniffDocumentType(new TextEncoder().encode('%PDF-1.7')) // 'application/pdf'
 */
export function sniffDocumentType(head: Uint8Array): DocumentMime | null {
  const kind = DOCUMENT_FILE_KINDS.find((candidate) =>
    candidate.magic.every(([offset, bytes]) => bytes.every((byte, i) => head[offset + i] === byte)),
  );
  return kind?.mime ?? null;
}

/** Whether a file's declared media type or its name's extension is one of the accepted kinds. */
export function looksLikeDocument(file: { name: string; type: string }): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return DOCUMENT_FILE_KINDS.some(
    (kind) => kind.mime === file.type || (kind.extensions as readonly string[]).includes(extension),
  );
}

export type DocumentFileProblem = 'empty' | 'too-large' | 'wrong-type';

/**
 * What is wrong with a file chosen for upload, or null: empty, over DOCUMENT_MAX_BYTES, or not an
 * image or PDF (by its first bytes when given, else by its type and name).
 */
export function documentFileProblem(
  file: { name: string; type: string; size: number },
  head: Uint8Array | null = null,
): DocumentFileProblem | null {
  if (file.size <= 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'too-large';
  const known = head ? sniffDocumentType(head) !== null : looksLikeDocument(file);
  return known ? null : 'wrong-type';
}

/** What the profile needs of an uploaded document. */
export interface DocumentLike {
  type: string;
  status: string;
  reason?: string | null;
  created_at: string;
}

export type VerificationState = 'not-verified' | 'pending' | 'verified' | 'rejected';

/**
 * The player's verification as the profile shows it: verified once the identity check passed
 * (`sumsub_verified`); pending while a document waits for review; rejected, with the reason, when
 * the newest document was refused (or the check failed); not verified before any document.
 */
export function verificationState(
  identityVerified: boolean | null | undefined,
  documents: readonly DocumentLike[],
): { state: VerificationState; reason: string | null } {
  if (identityVerified === true) return { state: 'verified', reason: null };
  if (documents.some((document) => document.status === 'pending')) return { state: 'pending', reason: null };
  const newest = [...documents].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  if (newest?.status === 'rejected') return { state: 'rejected', reason: newest.reason ?? null };
  if (identityVerified === false) return { state: 'rejected', reason: null };
  return { state: 'not-verified', reason: null };
}

/**
 * The source-of-wealth questionnaire's expiry when the player has one: its date and whether it has
 * passed. Null without a date (or with one that does not parse).
 */
export function sowQuestionnaire(
  expiresAt: string | null | undefined,
  now: number,
): { expiresAt: string; expired: boolean } | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  return Number.isNaN(at) ? null : { expiresAt, expired: at <= now };
}
