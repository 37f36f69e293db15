import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { notFound, unprocessable } from '../../../server/http/http-error.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { ADMIN_GIFT, amountIn } from './bonus-rules.ts';
import { issueBonus, issueFreespins, issueLootbox } from './bonus-store.ts';
import { freespinGame } from './welcome-gifts.ts';

/** The admin's gift desk: issues a gift to a player as the casino's back office would. */
export const ADMIN_GIFTS_PATH = '/sandbox/admin/gifts';

export const GIFT_KINDS = ['bonus', 'freespins', 'lootbox'] as const;

const adminGiftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'kind'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    kind: { enum: GIFT_KINDS },
  },
} as const;

/**
 * `POST /sandbox/admin/gifts { email, kind }` issues a bonus, free spins or a loot box to the
 * player with that e-mail (404 when there is none) and publishes it on the player's
 * `bonuses_changes`, `freespins_changes` or `lootboxes_changes`, as every issued gift is: an open
 * gifts page shows it without a reload. Answers `201 { kind, gift }`. Guarded by the admin token
 * (`http/admin-access.ts`) like every path under /sandbox/admin.
 */
export function registerGiftAdminRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;

  app.post<{ Body: FromSchema<typeof adminGiftBody> }>(
    ADMIN_GIFTS_PATH,
    { schema: { body: adminGiftBody } },
    async (request, reply) => {
      const { email, kind } = request.body;
      const found = await one<{ id: number }>(db, 'SELECT id FROM players WHERE email = $1', [
        email.trim().toLowerCase(),
      ]);
      if (!found) throw notFound('player_not_found');
      const player = await loadPlayer(db, found.id);
      const gift = await db.transaction(async (tx) => {
        if (kind === 'bonus') {
          return issueBonus(tx, hub, player.id, {
            title: ADMIN_GIFT.bonusTitle,
            type: 'Custom',
            currency: player.currency,
            amountCents: amountIn(ADMIN_GIFT.bonusEurCents, player.currency),
            wager: ADMIN_GIFT.bonusWager,
            groupKey: 'admin_gift',
            activatableDays: ADMIN_GIFT.activatableDays,
            validDays: ADMIN_GIFT.validDays,
          });
        }
        if (kind === 'freespins') {
          const game = freespinGame(catalog, player.currency);
          if (!game) throw unprocessable({ kind: [`no game takes ${player.currency} for free spins`] });
          return issueFreespins(tx, hub, player.id, {
            title: ADMIN_GIFT.freespinsTitle,
            game,
            currency: player.currency,
            count: ADMIN_GIFT.freespins,
            betLevel: 1,
            groupKey: 'admin_gift',
            activatableDays: ADMIN_GIFT.activatableDays,
          });
        }
        const template = catalog.lootboxTemplates.find((box) => box.group_key.startsWith('manual_wheel'));
        if (!template) throw unprocessable({ kind: ['no loot box to give'] });
        return issueLootbox(tx, hub, player.id, template, player.currency);
      });
      return reply.code(201).send({ kind, gift });
    },
  );
}
