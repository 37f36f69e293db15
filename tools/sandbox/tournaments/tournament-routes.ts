import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { HttpError, notFound, unprocessable } from '../../../server/http/http-error.ts';
import { idParams, siteQueryProperties } from '../http/route-schemas.ts';
import { requirePlayer } from '../http/session.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { participationOf, toPlayerStatus, type ParticipationRow } from './tournament-store.ts';

const confirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['confirmed'],
  properties: { confirmed: { type: 'boolean' } },
} as const;

/** GET /batch takes at most this many URLs (API-SHAPES §2). */
export const BATCH_MAX_URLS = 12;
const BATCH_STATUS_URL = /^\/?api\/tournaments\/(\d{1,9})\/status$/;

/** One URL (`?url[]=api/tournaments/1/status`) or several. */
const batchUrls = {
  anyOf: [
    { type: 'string', maxLength: 64 },
    { type: 'array', maxItems: BATCH_MAX_URLS, items: { type: 'string', maxLength: 64 } },
  ],
} as const;
const batchQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...siteQueryProperties, 'url[]': batchUrls, url: batchUrls },
} as const;

export function registerTournamentRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;

  const nicknameOf = async (playerId: number) => {
    const player = await loadPlayer(db, playerId);
    return player.nickname || player.email;
  };

  async function statusOf(playerId: number, tournamentId: number) {
    const tournament = catalog.tournamentById(tournamentId);
    if (!tournament) throw notFound();
    const row = await one<ParticipationRow>(
      db,
      'SELECT * FROM tournament_participation WHERE player_id = $1 AND tournament_id = $2',
      [playerId, tournamentId],
    );
    return toPlayerStatus(tournament, row, await nicknameOf(playerId));
  }

  app.get('/api/tournaments/player', async (request) => {
    const playerId = requirePlayer(request);
    const ids = new Set((await participationOf(db, playerId)).map((row) => row.tournament_id));
    return catalog.tournaments.filter((tournament) => ids.has(tournament.id));
  });

  app.get<{ Params: FromSchema<typeof idParams> }>(
    '/api/tournaments/:id/status',
    { schema: { params: idParams } },
    async (request) => statusOf(requirePlayer(request), Number(request.params.id)),
  );

  app.post<{ Params: FromSchema<typeof idParams>; Body: FromSchema<typeof confirmBody> }>(
    '/api/tournaments/:id/confirm',
    { schema: { params: idParams, body: confirmBody }, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      const tournament = catalog.tournamentById(Number(request.params.id));
      if (!tournament) throw notFound();
      if (catalog.promotionState(tournament) === 'archive')
        throw unprocessable({ confirmed: ['the tournament is over'] });
      const player = await loadPlayer(db, playerId);
      if (
        tournament.group_ids.length > 0 &&
        !tournament.group_ids.some((group) => player.groups.includes(group))
      ) {
        throw unprocessable({ confirmed: ['this tournament is not open to you'] });
      }
      await db.query(
        `INSERT INTO tournament_participation (player_id, tournament_id, confirmed) VALUES ($1, $2, $3)
         ON CONFLICT (player_id, tournament_id) DO UPDATE SET confirmed = $3`,
        [playerId, tournament.id, request.body.confirmed],
      );
      hub.publishPrivate(playerId, 'tournaments_statuses', await statusOf(playerId, tournament.id));
      return { confirmed: request.body.confirmed };
    },
  );

  app.get('/batch', { schema: { querystring: batchQuery } }, async (request) => {
    const playerId = requirePlayer(request);
    const query = request.query as Record<string, string | string[] | undefined>;
    const raw = query['url[]'] ?? query.url ?? [];
    const urls = Array.isArray(raw) ? raw : [raw];
    if (urls.length > BATCH_MAX_URLS) throw unprocessable({ url: [`at most ${BATCH_MAX_URLS} urls`] });
    const answer: Record<string, unknown> = {};
    for (const url of urls) {
      const match = BATCH_STATUS_URL.exec(url);
      if (!match) throw new HttpError(400, { error: 'unsupported_batch_url', url });
      try {
        answer[url] = await statusOf(playerId, Number(match[1]));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        answer[url] = error.body;
      }
    }
    return answer;
  });

  const lotteryStatus = async (playerId: number, lotteryId: number) => {
    const lottery = catalog.lotteryById(lotteryId);
    if (!lottery) throw notFound();
    const tickets = await db.query<{ id: number; created_at: Date }>(
      'SELECT id, created_at FROM lottery_tickets WHERE player_id = $1 AND lottery_id = $2 ORDER BY id',
      [playerId, lotteryId],
    );
    return {
      lottery_id: lottery.id,
      tickets: tickets.rows.map((ticket) => ({
        id: ticket.id,
        number: `${lottery.id}-${String(ticket.id).padStart(6, '0')}`,
        created_at: new Date(ticket.created_at).toISOString(),
      })),
      prizes: lottery.prizes[0] ?? null,
    };
  };

  app.get('/api/lotteries/statuses', async (request) => {
    const playerId = requirePlayer(request);
    const ids = await db.query<{ lottery_id: number }>(
      'SELECT DISTINCT lottery_id FROM lottery_tickets WHERE player_id = $1 ORDER BY lottery_id',
      [playerId],
    );
    return Promise.all(ids.rows.map((row) => lotteryStatus(playerId, row.lottery_id)));
  });

  app.get<{ Params: FromSchema<typeof idParams> }>(
    '/api/lotteries/:id/status',
    { schema: { params: idParams } },
    async (request) => lotteryStatus(requirePlayer(request), Number(request.params.id)),
  );
}
