import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { unprocessable } from '../../../server/http/http-error.ts';
import { requirePlayer } from '../http/session.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { amountIn, daysFrom, SPORT_PROMO_CODES } from './bonus-rules.ts';

const promoCodeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

interface SportBonusRow {
  id: number;
  code: string;
  type: string;
  name: string;
  details: Record<string, unknown> | null;
  status: string;
  valid_to: Date;
}

/** API-SHAPES §2 `GET /api/v2/bonuses` entry; `details.bonus_id` names it. */
export function toSportBonus(row: SportBonusRow) {
  return {
    type: row.type,
    details: { bonus_id: String(row.id), ...row.details },
    status: row.status,
    name: row.name,
    valid_to: new Date(row.valid_to).toISOString(),
  };
}

/**
 * The sportsbook's bonuses (API-SHAPES §2, marked [sport]; the sandbox serves them on its one
 * origin whatever `X-Api-Target` says): the player's bonuses still valid, newest first, and the
 * promo codes that give them (`SPORT_PROMO_CODES`, each once per player; 422 on `code` otherwise).
 */
export function registerSportBonusRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db } = deps;

  app.get('/api/v2/bonuses', async (request) => {
    const playerId = requirePlayer(request);
    const result = await db.query<SportBonusRow>(
      'SELECT * FROM sport_bonuses WHERE player_id = $1 AND valid_to > now() ORDER BY id DESC',
      [playerId],
    );
    return result.rows.map(toSportBonus);
  });

  app.post<{ Body: FromSchema<typeof promoCodeBody> }>(
    '/api/v2/bonuses/promo-code',
    { schema: { body: promoCodeBody }, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      const code = request.body.code.trim().toUpperCase();
      const offer = SPORT_PROMO_CODES[code];
      if (!offer) throw unprocessable({ code: ['is invalid'] });
      const player = await loadPlayer(db, playerId);
      const { eurCents, ...rest } = offer.details;
      const details =
        typeof eurCents === 'number'
          ? { ...rest, amount_cents: amountIn(eurCents, player.currency), currency: player.currency }
          : rest;
      const row = await one<SportBonusRow>(
        db,
        `INSERT INTO sport_bonuses (player_id, code, type, name, details, status, valid_to)
         VALUES ($1, $2, $3, $4, $5, 'active', $6)
         ON CONFLICT (player_id, code) DO NOTHING RETURNING *`,
        [
          playerId,
          code,
          offer.type,
          offer.name,
          JSON.stringify(details),
          daysFrom(new Date(), offer.validDays).toISOString(),
        ],
      );
      // The code was used before (the unique key holds even for two requests at once).
      if (!row) throw unprocessable({ code: ['has already been used'] });
      return { bonus_id: String(row.id), name: offer.name, bonus_type: offer.type };
    },
  );
}
