import type { FastifyError, FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import {
  DOCUMENT_HEAD_BYTES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  sniffDocumentType,
} from '../../../runtime/rules/verification.ts';
import { one } from '../db/database.ts';
import { HttpError, notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { idParams, siteQueryProperties } from '../http/route-schemas.ts';
import { requirePlayer } from '../http/session.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import {
  countDocuments,
  documentFile,
  documentsForReview,
  documentsOf,
  DOCUMENTS_PER_PLAYER_MAX,
  findDocument,
  insertDocument,
  reviewDocument,
  toDocument,
} from './document-store.ts';

export const DOCUMENTS_PATH = '/api/player/documents';
/** The admin's desk of documents (guarded by the admin token, like all of /sandbox/admin). */
export const ADMIN_DOCUMENTS_PATH = '/sandbox/admin/documents';
/** The admin sets or clears a player's source-of-wealth questionnaire expiry here. */
export const ADMIN_SOW_PATH = '/sandbox/admin/sow-questionnaire';

/** Media types the upload takes as the body: the file's bytes, whatever the file says it is. */
const UPLOAD_CONTENT_TYPES = ['application/octet-stream', ...DOCUMENT_MIME_TYPES];
const MEGABYTES = DOCUMENT_MAX_BYTES / (1024 * 1024);
const WRONG_TYPE = 'must be a PNG, JPEG or WebP image or a PDF';

const uploadQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'file_name'],
  properties: {
    ...siteQueryProperties,
    type: { enum: DOCUMENT_TYPES },
    // No control characters: the name is shown back to the player and the admin.
    file_name: {
      type: 'string',
      minLength: 1,
      maxLength: DOCUMENT_NAME_MAX_LENGTH,
      pattern: '^[^\\u0000-\\u001f\\u007f]+$',
    },
  },
} as const;

const reviewQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...siteQueryProperties, status: { enum: DOCUMENT_STATUSES } },
} as const;

const rejectBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

const sowBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'expires_at'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 256 },
    expires_at: { type: ['string', 'null'], maxLength: 40 },
  },
} as const;

/** The last part of a path a browser may send as a file name (`C:\fakepath\id.png` → `id.png`). */
const baseName = (name: string) => name.split(/[\\/]/).pop()?.trim() || name.trim();

/**
 * Identity verification: `POST /api/player/documents?type=&file_name=` stores one file sent as the
 * request body (PNG, JPEG, WebP or PDF by its first bytes, at most DOCUMENT_MAX_BYTES: 413 above,
 * 422 for another kind; a state-creating write that takes an Idempotency-Key), `GET` lists the
 * player's documents. The admin lists, downloads, approves and rejects them and sets the SOW
 * questionnaire's expiry under /sandbox/admin.
 * `GET /api/player/documents/{id}` answers one of the player's own documents (404 for another's).
 */
export async function registerVerificationRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const { db } = deps;

  app.get(DOCUMENTS_PATH, async (request) => (await documentsOf(db, requirePlayer(request))).map(toDocument));

  // One of the player's own documents; another player's is as unknown as a missing one.
  app.get<{ Params: FromSchema<typeof idParams> }>(
    `${DOCUMENTS_PATH}/:id`,
    { schema: { params: idParams } },
    async (request) => {
      const playerId = requirePlayer(request);
      const row = await findDocument(db, Number(request.params.id));
      if (!row || row.player_id !== playerId) throw notFound();
      return toDocument(row);
    },
  );

  // The upload has a scope of its own: only it takes a body that is not JSON, and a larger one.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      UPLOAD_CONTENT_TYPES,
      { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, {
          error: 'payload_too_large',
          errors: { file: [`must be at most ${MEGABYTES} MB`] },
        });
      }
      throw error;
    });
    scope.post<{ Querystring: FromSchema<typeof uploadQuery> }>(
      DOCUMENTS_PATH,
      { schema: { querystring: uploadQuery }, bodyLimit: DOCUMENT_MAX_BYTES, config: { idempotent: true } },
      async (request, reply) => {
        const playerId = requirePlayer(request);
        const body: unknown = request.body;
        if (body !== undefined && body !== null && !Buffer.isBuffer(body)) {
          throw new HttpError(415, {
            error: 'unsupported_media_type',
            errors: { file: ['must be sent as the bytes of the file (application/octet-stream)'] },
          });
        }
        const content = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        if (content.length === 0) throw unprocessable({ file: ['is empty'] });
        const contentType = sniffDocumentType(content.subarray(0, DOCUMENT_HEAD_BYTES));
        if (contentType === null) throw unprocessable({ file: [WRONG_TYPE] });
        if ((await countDocuments(db, playerId)) >= DOCUMENTS_PER_PLAYER_MAX) {
          throw unprocessable({ file: [`no more than ${DOCUMENTS_PER_PLAYER_MAX} documents may be kept`] });
        }
        const row = await insertDocument(db, {
          playerId,
          type: request.query.type,
          fileName: baseName(request.query.file_name),
          contentType,
          content,
        });
        return reply.code(201).send(toDocument(row));
      },
    );
  });

  app.get<{ Querystring: FromSchema<typeof reviewQuery> }>(
    ADMIN_DOCUMENTS_PATH,
    { schema: { querystring: reviewQuery } },
    async (request) => {
      const rows = await documentsForReview(db, request.query.status ?? null);
      return rows.map((row) => ({ ...toDocument(row), email: row.email }));
    },
  );

  app.get<{ Params: FromSchema<typeof idParams> }>(
    `${ADMIN_DOCUMENTS_PATH}/:id/file`,
    { schema: { params: idParams } },
    async (request, reply) => {
      const file = await documentFile(db, Number(request.params.id));
      if (!file) throw notFound();
      // Never rendered as a page of this origin: downloaded, its type as stored.
      return reply
        .type(file.content_type)
        .header('content-disposition', `attachment; filename="document-${request.params.id}"`)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content));
    },
  );

  const review = async (id: number, verdict: Parameters<typeof reviewDocument>[2]) => {
    const row = await reviewDocument(db, id, verdict);
    if (row) return toDocument(row);
    if (!(await findDocument(db, id))) throw notFound();
    throw unprocessable({ id: ['is not pending'] });
  };

  app.post<{ Params: FromSchema<typeof idParams> }>(
    `${ADMIN_DOCUMENTS_PATH}/:id/approve`,
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => review(Number(request.params.id), { status: 'approved' }),
  );

  app.post<{ Params: FromSchema<typeof idParams>; Body: FromSchema<typeof rejectBodySchema> }>(
    `${ADMIN_DOCUMENTS_PATH}/:id/reject`,
    { schema: { params: idParams, body: rejectBodySchema } },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason === '') throw unprocessable({ reason: ['must not be blank'] });
      return review(Number(request.params.id), { status: 'rejected', reason });
    },
  );

  app.post<{ Body: FromSchema<typeof sowBody> }>(
    ADMIN_SOW_PATH,
    { schema: { body: sowBody } },
    async (request) => {
      const { email, expires_at: expiresAt } = request.body;
      const at = expiresAt === null ? null : Date.parse(expiresAt);
      if (at !== null && Number.isNaN(at)) throw unprocessable({ expires_at: ['must be a date'] });
      const iso = at === null ? null : new Date(at).toISOString();
      const row = await one<{ email: string }>(
        db,
        'UPDATE players SET sow_questionnaire_expires_at = $2 WHERE email = $1 RETURNING email',
        [email.toLowerCase(), iso],
      );
      if (!row)
        throw new HttpError(404, {
          error: 'not_found',
          errors: { email: [`no player with e-mail ${email}`] },
        });
      return { email: row.email, sow_questionnaire_expires_at: iso };
    },
  );
}
