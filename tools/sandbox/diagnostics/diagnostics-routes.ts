import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { FieldErrorList, HttpError } from '../../../server/http/http-error.ts';
import { requirePlayer } from '../http/session.ts';
import { PLAYER_GROUPS } from '../catalog/statuses.ts';
import { sendMail } from '../outbox/outbox.ts';
import { emailError } from '../player/field-rules.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import {
  contactBody,
  fraudTransactionBody,
  gameStartPerformanceBody,
  logBody,
  networkPerformanceBody,
  performanceBody,
  pwaEventBody,
  restoreIdGetBody,
  restoreIdSetBody,
  utmBody,
  validationMetricsBody,
} from './diagnostics-schemas.ts';

/** The recorded bodies of the sinks, for tests and the admin (`GET …?kind=utm-set&after=<id>`). */
export const ADMIN_DIAGNOSTICS_PATH = '/sandbox/admin/diagnostics';

/** What each sink records its bodies as (the `kind` of the `diagnostics` table). */
export const DIAGNOSTIC_KINDS = [
  'validation',
  'log',
  'performance',
  'game-start-performance',
  'network-performance',
  'utm-set',
  'utm-send',
  'pwa',
  'fraud-transaction',
  'contact',
] as const;

const diagnosticsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: DIAGNOSTIC_KINDS, description: 'Only the bodies of this sink.' },
    after: { type: 'string', pattern: '^(0|[1-9][0-9]{0,9})$', description: 'Only records after this id.' },
    limit: { type: 'string', pattern: '^([1-9][0-9]{0,2})$', description: 'At most this many (1–999).' },
  },
} as const;

/** The events that put a signed-in player into group 1401: the app installed, or started installed. */
export const PWA_NATIVE_EVENTS = ['install', 'open'] as const;

/** Where "sent" contact messages go in the outbox. */
export const SUPPORT_ADDRESS = 'support@sandbox.localhost';

/** Diagnostics sinks: validate the body, store it, answer 204 (they feed dashboards, not the UI). */
export function registerDiagnosticsRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db } = deps;
  const store = async (kind: string, playerId: number | null, body: unknown) => {
    await db.query('INSERT INTO diagnostics (kind, player_id, body) VALUES ($1, $2, $3)', [
      kind,
      playerId,
      JSON.stringify(body),
    ]);
  };

  const sink = (method: 'PUT' | 'POST', urls: string[], kind: string, schema: object) => {
    for (const url of urls) {
      app.route({
        method,
        url,
        schema: { body: schema },
        handler: async (request, reply) => {
          await store(kind, request.playerId, request.body);
          return reply.status(204).send();
        },
      });
    }
  };

  // Oldest first, so that a test reads what arrived in order.
  app.get<{ Querystring: FromSchema<typeof diagnosticsQuery> }>(
    ADMIN_DIAGNOSTICS_PATH,
    { schema: { querystring: diagnosticsQuery } },
    async (request) => {
      const { kind, after, limit } = request.query;
      const result = await db.query<{
        id: number;
        kind: string;
        player_id: number | null;
        body: unknown;
        created_at: Date;
      }>(
        `SELECT id, kind, player_id, body, created_at FROM diagnostics
          WHERE ($1::text IS NULL OR kind = $1) AND id > $2 ORDER BY id LIMIT $3`,
        [kind ?? null, Number(after ?? 0), Number(limit ?? 200)],
      );
      return result.rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
    },
  );

  sink('PUT', ['/metrics-errors-validation'], 'validation', validationMetricsBody);
  sink('POST', ['/api-fe/metrics-errors-validation'], 'validation', validationMetricsBody);
  sink('PUT', ['/log'], 'log', logBody);
  sink('PUT', ['/performance'], 'performance', performanceBody);
  sink('PUT', ['/game-start-performance'], 'game-start-performance', gameStartPerformanceBody);
  sink('PUT', ['/network-performance'], 'network-performance', networkPerformanceBody);
  sink('POST', ['/log_utm_set', '/api-fe/log_utm_set'], 'utm-set', utmBody);
  sink('POST', ['/log_utm_send', '/api-fe/log_utm_send'], 'utm-send', utmBody);

  // A signed-in player who installs the app or starts the installed one joins group 1401, PWA
  // native (spec §6); a guest's event is recorded only. The client hears it on groups_updates.
  app.post<{ Body: FromSchema<typeof pwaEventBody> }>(
    '/api/pwa_events',
    { schema: { body: pwaEventBody } },
    async (request, reply) => {
      const playerId = request.playerId;
      const joins =
        playerId !== null && (PWA_NATIVE_EVENTS as readonly string[]).includes(request.body.event);
      const groups = await db.transaction(async (tx) => {
        await tx.query('INSERT INTO diagnostics (kind, player_id, body) VALUES ($1, $2, $3)', [
          'pwa',
          playerId,
          JSON.stringify(request.body),
        ]);
        if (!joins) return null;
        const row = await one<{ groups: number[] }>(tx, 'SELECT groups FROM players WHERE id = $1', [
          playerId,
        ]);
        if (!row || row.groups.includes(PLAYER_GROUPS.pwaNative)) return null;
        const next = [...row.groups, PLAYER_GROUPS.pwaNative];
        await tx.query('UPDATE players SET groups = $2 WHERE id = $1', [playerId, JSON.stringify(next)]);
        return next;
      });
      // The players table's change notification clears the player's cached GET /api/player.
      if (groups !== null && playerId !== null)
        deps.hub.publishPrivate(playerId, 'groups_updates', { groups });
      return reply.status(204).send();
    },
  );

  app.post<{ Body: FromSchema<typeof fraudTransactionBody> }>(
    '/api/users/transaction',
    { schema: { body: fraudTransactionBody } },
    async (request) => {
      await store('fraud-transaction', request.playerId, request.body);
      return { status: 'approved' };
    },
  );

  // It mails support: a repeat of one message (its answer lost) is sent once with its Idempotency-Key.
  app.post<{ Body: FromSchema<typeof contactBody> }>(
    '/api/send_contact_message',
    { schema: { body: contactBody }, config: { idempotent: true } },
    async (request, reply) => {
      const { email, content } = request.body.contact;
      const errors = new FieldErrorList();
      const emailProblem = emailError(email);
      if (emailProblem) errors.add('email', emailProblem);
      if (!content?.trim()) errors.add('content', "can't be blank");
      errors.throwIfAny();
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO diagnostics (kind, player_id, body) VALUES ($1, $2, $3)', [
          'contact',
          request.playerId,
          JSON.stringify(request.body),
        ]);
        await sendMail(tx, {
          to: SUPPORT_ADDRESS,
          subject: `Contact message from ${email}`,
          body: content as string,
          links: [],
        });
      });
      return reply.status(201).send({ status: 'sent' });
    },
  );

  // The chat restore id is the player's own: a guest has none (401), and nobody reads or replaces
  // another player's (403), which would hand over or cut off their support conversation.
  const ownRestoreId = (request: FastifyRequest, internalId: string) => {
    const playerId = requirePlayer(request);
    if (internalId !== String(playerId)) {
      throw new HttpError(403, {
        error: 'forbidden',
        errors: { 'data.internalId': ["is not the signed-in player's id"] },
      });
    }
  };

  for (const prefix of ['', '/api-fe']) {
    app.post<{ Body: FromSchema<typeof restoreIdGetBody> }>(
      `${prefix}/restore-id/get`,
      { schema: { body: restoreIdGetBody } },
      async (request) => {
        const { internalId, project } = request.body.data;
        ownRestoreId(request, internalId);
        const row = await one<{ restore_id: string }>(
          db,
          'SELECT restore_id FROM restore_ids WHERE internal_id = $1 AND project = $2',
          [internalId, project],
        );
        return { data: { restoreId: row?.restore_id ?? null } };
      },
    );
    app.post<{ Body: FromSchema<typeof restoreIdSetBody> }>(
      `${prefix}/restore-id/set`,
      { schema: { body: restoreIdSetBody } },
      async (request) => {
        const { internalId, project, restoreId } = request.body.data;
        ownRestoreId(request, internalId);
        await db.query(
          `INSERT INTO restore_ids (internal_id, project, restore_id) VALUES ($1, $2, $3)
           ON CONFLICT (internal_id, project) DO UPDATE SET restore_id = $3`,
          [internalId, project, restoreId],
        );
        return { data: { restoreId } };
      },
    );
  }
}
