import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { notFound, unprocessable } from '../../../server/http/http-error.ts';
import { convertEurCents } from '../catalog/currencies.ts';
import type { Jackpot, JackpotWin } from '../catalog/types.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { move, toAccount } from '../wallet/wallet.ts';

/** The admin's jackpot desk: a level of a jackpot is won, as the platform's jackpot engine would. */
export const ADMIN_JACKPOT_WINS_PATH = '/sandbox/admin/jackpot-wins';

/** Share of its prize a won level starts again from. */
export const LEVEL_RESTART_SHARE = 0.1;

/** Name of a win for no registered player (a winner on another site of the network). */
export const NETWORK_WINNER = 'network-player';

const adminJackpotWinBody = {
  type: 'object',
  additionalProperties: false,
  required: ['jackpot', 'level'],
  properties: {
    jackpot: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Identifier, e.g. mystic-jackpot.',
    },
    level: { type: 'string', pattern: '^level_[1-9]$', description: 'level_1 … level_3.' },
    email: {
      type: 'string',
      minLength: 1,
      maxLength: 256,
      description: "The winner's e-mail: the prize goes to that player's balance. Absent: a network player.",
    },
  },
} as const;

export type AdminJackpotWinRequest = FromSchema<typeof adminJackpotWinBody>;

/**
 * What an award changes: the jackpot list and the winners GET /api/jackpots and
 * GET /api/jackpot_wins serve (the catalog's, catalog/game-routes.ts), updated in place.
 */
export interface JackpotState {
  jackpots: Jackpot[];
  wins: JackpotWin[];
}

/** The win of a level and the jackpot as it is after it (the level starts again). */
export function awardLevel(
  state: JackpotState,
  input: { jackpot: string; level: string; userName: string; currency: string; now: Date },
): { win: JackpotWin; jackpot: Jackpot } {
  const index = state.jackpots.findIndex((entry) => entry.identifier === input.jackpot);
  const jackpot = state.jackpots[index];
  if (!jackpot) throw notFound('jackpot_not_found');
  const level = jackpot.levels.find((entry) => entry.identifier === input.level);
  if (!level) throw unprocessable({ level: [`${jackpot.identifier} has no ${input.level}`] });
  const at = input.now.toISOString();
  const win: JackpotWin = {
    user_name: input.userName,
    created_at: at,
    approved_at: at,
    jackpot_name: jackpot.name,
    jackpot_level_name: level.name,
    jackpot_level_external_code: `${jackpot.external_id}-${level.identifier}`,
    jackpot_external_code: jackpot.external_id,
    jackpot_original_currency: jackpot.currency,
    jackpot_original_amount_cents: level.amount_cents,
    amount_cents:
      input.currency === jackpot.currency
        ? level.amount_cents
        : convertEurCents(level.amount_cents, input.currency),
  };
  const restart = Math.round(level.amount_cents * LEVEL_RESTART_SHARE);
  const next: Jackpot = {
    ...jackpot,
    levels: jackpot.levels.map((entry) =>
      entry === level
        ? { ...entry, amount_cents: restart, available_amount_cents: restart, total_amount_cents: restart }
        : entry,
    ),
  };
  state.jackpots[index] = next;
  state.wins.unshift(win);
  return { win, jackpot: next };
}

/**
 * `POST /sandbox/admin/jackpot-wins { jackpot, level, email? }`: the level is won (by the player
 * with that e-mail, whose balance gets the prize in the player's currency, or by a network player),
 * the level starts again from a tenth of its prize, and the win is published as the platform does:
 * `public:wins` (the JackpotWin), `public:jackpots_changes` (the jackpot) and, for a player,
 * `jackpot_win_award` and `balance`. Answers `201 { win, jackpot }`; 404 for an unknown jackpot or
 * player, 422 for a level the jackpot has not. Guarded by the admin token like all of /sandbox/admin.
 */
export function registerJackpotAdminRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;
  // The catalog's lists are the ones the public calls serve: an award changes what they answer.
  const state: JackpotState = {
    jackpots: catalog.jackpots as Jackpot[],
    wins: catalog.jackpotWins as JackpotWin[],
  };

  app.post<{ Body: AdminJackpotWinRequest }>(
    ADMIN_JACKPOT_WINS_PATH,
    { schema: { body: adminJackpotWinBody } },
    async (request, reply) => {
      const { jackpot: identifier, level, email } = request.body;
      const player = email
        ? await one<{ id: number; email: string; currency: string }>(
            db,
            'SELECT id, email, currency FROM players WHERE email = $1',
            [email.trim().toLowerCase()],
          )
        : null;
      if (email && !player) throw notFound('player_not_found');
      const jackpot = state.jackpots.find((entry) => entry.identifier === identifier);
      const currency = player?.currency ?? jackpot?.currency ?? 'EUR';
      const { win, jackpot: after } = awardLevel(state, {
        jackpot: identifier,
        level,
        userName: player?.email ?? NETWORK_WINNER,
        currency,
        now: new Date(),
      });
      if (player) {
        const account = await db.transaction((tx) =>
          move(tx, {
            playerId: player.id,
            currency: player.currency,
            kind: 'win',
            amountCents: win.amount_cents,
            cashoutCents: win.amount_cents,
            reference: win.jackpot_level_external_code,
          }),
        );
        hub.publishPrivate(player.id, 'jackpot_win_award', win);
        hub.publishPrivate(player.id, 'balance', toAccount(account));
      }
      hub.publishPublic('wins', win);
      hub.publishPublic('jackpots_changes', after);
      return reply.code(201).send({ win, jackpot: after });
    },
  );
}
