import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { HttpError, unprocessable } from '../../../server/http/http-error.ts';
import { DB_INTEGER_MAX } from '../http/route-schemas.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';

/** The back office's change of a player (the sandbox's admin token). */
export const ADMIN_PLAYER_PATH = '/sandbox/admin/player';

const groupIds = {
  type: 'array',
  maxItems: 50,
  uniqueItems: true,
  items: { type: 'integer', minimum: 1, maximum: DB_INTEGER_MAX },
} as const;

const adminPlayerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    groups: {
      type: 'object',
      additionalProperties: false,
      properties: { add: groupIds, remove: groupIds },
    },
    auth_fields_missed: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$' },
    },
  },
} as const;

interface AdminPlayerRow {
  id: number;
  email: string;
  groups: number[];
  auth_fields_missed: string[];
}

/**
 * `POST /sandbox/admin/player { email, groups?: { add?, remove? }, auth_fields_missed? }`: what the
 * platform's back office does to a player and a player cannot do alone (spec §6 groups: the VIP
 * statuses, the writable chat 545; the missing auth fields, e.g. `terms_acceptance`). Answers the
 * player's `{ id, email, groups, auth_fields_missed }`; the player's pages hear of new groups on
 * `groups_updates`.
 */
export function registerAdminPlayerRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub } = deps;
  app.post<{ Body: FromSchema<typeof adminPlayerBody> }>(
    ADMIN_PLAYER_PATH,
    { schema: { body: adminPlayerBody } },
    async (request) => {
      const { email, groups, auth_fields_missed: missed } = request.body;
      const add = groups?.add ?? [];
      const remove = groups?.remove ?? [];
      const both = add.filter((group) => remove.includes(group));
      if (both.length > 0) throw unprocessable({ groups: [`cannot add and remove ${both.join(', ')}`] });
      const row = await one<AdminPlayerRow>(
        db,
        'SELECT id, email, groups, auth_fields_missed FROM players WHERE email = $1',
        [email.trim().toLowerCase()],
      );
      if (!row)
        throw new HttpError(404, {
          error: 'not_found',
          errors: { email: [`no player with e-mail ${email}`] },
        });
      const nextGroups = [...new Set([...row.groups, ...add])].filter((group) => !remove.includes(group));
      const nextMissed = missed ?? row.auth_fields_missed;
      await db.query('UPDATE players SET groups = $2, auth_fields_missed = $3 WHERE id = $1', [
        row.id,
        JSON.stringify(nextGroups),
        JSON.stringify(nextMissed),
      ]);
      if (groups) hub.publishPrivate(row.id, 'groups_updates', { groups: nextGroups });
      return { id: row.id, email: row.email, groups: nextGroups, auth_fields_missed: nextMissed };
    },
  );
}
