import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { notFound, unprocessable } from '../../../server/http/http-error.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { toPlayerStatus, type ParticipationRow } from './tournament-store.ts';

/** The tournament desk: sets a player's score in a tournament, as play on the platform would. */
export const ADMIN_TOURNAMENT_STANDING_PATH = '/sandbox/admin/tournaments/standing';

/** The lottery desk: gives a player tickets of a running draw, as a qualifying deposit would. */
export const ADMIN_LOTTERY_TICKETS_PATH = '/sandbox/admin/lotteries/tickets';

/** The most tickets one call gives. */
const MAX_TICKETS = 100;

const ticketsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'lottery_id', 'count'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    lottery_id: { type: 'integer', minimum: 1, maximum: 999_999_999 },
    count: { type: 'integer', minimum: 1, maximum: MAX_TICKETS },
  },
} as const;

/** The largest score the desk takes (cents, spins or points). */
const MAX_SCORE = 1_000_000_000;

const standingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'tournament_id', 'score'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    tournament_id: { type: 'integer', minimum: 1, maximum: 999_999_999 },
    score: { type: 'integer', minimum: 0, maximum: MAX_SCORE },
  },
} as const;

/** The participation columns a score sets, by the tournament's strategy (rate: hundredths). */
function scoreColumns(strategy: string, score: number) {
  switch (strategy) {
    case 'spin':
      return { games_taken: score, bet_cents: null, win_cents: null, points: null };
    case 'win':
      return { games_taken: null, bet_cents: null, win_cents: score, points: null };
    case 'bet':
      return { games_taken: null, bet_cents: score, win_cents: null, points: null };
    case 'rate':
      return { games_taken: null, bet_cents: 100, win_cents: score, points: null };
    default:
      return { games_taken: null, bet_cents: null, win_cents: null, points: score };
  }
}

/**
 * `POST /sandbox/admin/tournaments/standing { email, tournament_id, score }` sets the player's
 * score in a running tournament (spins, cents won or bet, points; for a rate tournament hundredths
 * of the win rate) and publishes the new standing on the player's `tournaments_statuses` and a
 * `tournament_notifications` message `{ event: 'place_changed', id, title, start_at, end_at,
 * award_place, previous_place }`: an open tournament page moves the player on its leaderboard.
 * 404 for an unknown player or tournament, 422 for a tournament that is not running or not open to
 * the player's groups. Guarded by the admin token like every path under /sandbox/admin.
 */
export function registerTournamentAdminRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;

  const playerByEmail = async (email: string) => {
    const found = await one<{ id: number }>(db, 'SELECT id FROM players WHERE email = $1', [
      email.trim().toLowerCase(),
    ]);
    if (!found) throw notFound('player_not_found');
    return loadPlayer(db, found.id);
  };

  /**
   * `POST /sandbox/admin/lotteries/tickets { email, lottery_id, count }` gives the player `count`
   * tickets of a running lottery (the player's cap, max_tickets_count_to_player, holds) and
   * answers `201 { tickets }`, the player's count now. 404 for an unknown player or lottery, 422
   * for a lottery that is not running, not open to the player's groups or whose cap would be passed.
   */
  app.post<{ Body: FromSchema<typeof ticketsBody> }>(
    ADMIN_LOTTERY_TICKETS_PATH,
    { schema: { body: ticketsBody } },
    async (request, reply) => {
      const { email, lottery_id: lotteryId, count } = request.body;
      const player = await playerByEmail(email);
      const lottery = catalog.lotteryById(lotteryId);
      if (!lottery) throw notFound('lottery_not_found');
      if (catalog.promotionState(lottery) !== 'active')
        throw unprocessable({ lottery_id: ['the lottery is not running'] });
      if (lottery.group_ids.length > 0 && !lottery.group_ids.some((group) => player.groups.includes(group)))
        throw unprocessable({ lottery_id: ['this lottery is not open to the player'] });
      const tickets = await db.transaction(async (tx) => {
        const held = await one<{ count: number }>(
          tx,
          'SELECT COUNT(*)::int AS count FROM lottery_tickets WHERE player_id = $1 AND lottery_id = $2',
          [player.id, lottery.id],
        );
        const total = (held?.count ?? 0) + count;
        if (lottery.max_tickets_count_to_player !== null && total > lottery.max_tickets_count_to_player)
          throw unprocessable({
            count: [`at most ${lottery.max_tickets_count_to_player} tickets per player`],
          });
        for (let i = 0; i < count; i += 1) {
          await tx.query('INSERT INTO lottery_tickets (player_id, lottery_id) VALUES ($1, $2)', [
            player.id,
            lottery.id,
          ]);
        }
        return total;
      });
      return reply.code(201).send({ tickets });
    },
  );

  app.post<{ Body: FromSchema<typeof standingBody> }>(
    ADMIN_TOURNAMENT_STANDING_PATH,
    { schema: { body: standingBody } },
    async (request) => {
      const { email, tournament_id: tournamentId, score } = request.body;
      const player = await playerByEmail(email);
      const tournament = catalog.tournamentById(tournamentId);
      if (!tournament) throw notFound('tournament_not_found');
      if (catalog.promotionState(tournament) !== 'active')
        throw unprocessable({ tournament_id: ['the tournament is not running'] });
      if (
        tournament.group_ids.length > 0 &&
        !tournament.group_ids.some((group) => player.groups.includes(group))
      ) {
        throw unprocessable({ tournament_id: ['this tournament is not open to the player'] });
      }
      const nickname = player.nickname || player.email;
      const { status, previous } = await db.transaction(async (tx) => {
        const before = await one<ParticipationRow>(
          tx,
          'SELECT * FROM tournament_participation WHERE player_id = $1 AND tournament_id = $2',
          [player.id, tournament.id],
        );
        const columns = scoreColumns(tournament.strategy, score);
        const after = await one<ParticipationRow>(
          tx,
          `INSERT INTO tournament_participation (player_id, tournament_id, bet_cents, win_cents, games_taken, points)
           VALUES ($1, $2, COALESCE($3, 0), COALESCE($4, 0), COALESCE($5, 0), COALESCE($6, 0))
           ON CONFLICT (player_id, tournament_id) DO UPDATE SET
             bet_cents = COALESCE($3, tournament_participation.bet_cents),
             win_cents = COALESCE($4, tournament_participation.win_cents),
             games_taken = COALESCE($5, tournament_participation.games_taken),
             points = COALESCE($6, tournament_participation.points)
           RETURNING *`,
          [
            player.id,
            tournament.id,
            columns.bet_cents,
            columns.win_cents,
            columns.games_taken,
            columns.points,
          ],
        );
        return {
          status: toPlayerStatus(tournament, after, nickname),
          previous: toPlayerStatus(tournament, before, nickname).award_place,
        };
      });
      hub.publishPrivate(player.id, 'tournaments_statuses', status);
      hub.publishPrivate(player.id, 'tournament_notifications', {
        event: 'place_changed',
        id: tournament.id,
        title: tournament.title,
        start_at: tournament.start_at,
        end_at: tournament.end_at,
        award_place: status.award_place,
        previous_place: previous,
      });
      return { status };
    },
  );
}
