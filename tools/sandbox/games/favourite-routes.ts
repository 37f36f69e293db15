import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { gameId } from '../catalog/games.ts';
import { notFound, rejectBody } from '../../../server/http/http-error.ts';
import { idParams } from '../http/route-schemas.ts';
import { requirePlayer } from '../http/session.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';

/** Versioned media types of the favourites list (API-SHAPES §0): v1 → ids, v2 → full games. */
export const IDS_MEDIA_TYPE = 'application/vnd.s.v1+json';
export const GAMES_MEDIA_TYPE = 'application/vnd.s.v2+json';

/** The client names the version in `accept-client`; `Accept` works too. Anything else gets full games. */
export function wantsIdsOnly(request: FastifyRequest): boolean {
  const header = `${request.headers['accept-client'] ?? ''} ${request.headers.accept ?? ''}`;
  return header.includes(IDS_MEDIA_TYPE);
}

export function registerFavouriteRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, catalog } = deps;

  app.get('/api/player/favorite_games', async (request, reply) => {
    const playerId = requirePlayer(request);
    const result = await db.query<{ game_id: number }>(
      'SELECT game_id FROM favourite_games WHERE player_id = $1 ORDER BY created_at DESC, game_id',
      [playerId],
    );
    const ids = result.rows.map((row) => row.game_id);
    if (wantsIdsOnly(request)) return reply.type(IDS_MEDIA_TYPE).send(JSON.stringify(ids));
    const games = ids.map((id) => catalog.gameById(id)).filter((game) => game !== undefined);
    return reply.type('application/json').send(JSON.stringify(games));
  });

  app.put<{ Params: FromSchema<typeof idParams> }>(
    '/api/player/favorite_games/:id',
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => {
      const playerId = requirePlayer(request);
      const game = catalog.gameById(Number(request.params.id));
      if (!game) throw notFound('game_not_found');
      await db.query(
        'INSERT INTO favourite_games (player_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [playerId, gameId(game)],
      );
      return { id: gameId(game), favorite: true };
    },
  );

  app.delete<{ Params: FromSchema<typeof idParams> }>(
    '/api/player/favorite_games/:id',
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => {
      const playerId = requirePlayer(request);
      await db.query('DELETE FROM favourite_games WHERE player_id = $1 AND game_id = $2', [
        playerId,
        Number(request.params.id),
      ]);
      return { id: Number(request.params.id), favorite: false };
    },
  );

  app.get('/api/player/played_games', async (request) => {
    const playerId = requirePlayer(request);
    const result = await db.query<{ identifier: string; last_activity_at: Date }>(
      'SELECT identifier, last_activity_at FROM played_games WHERE player_id = $1 ORDER BY last_activity_at DESC',
      [playerId],
    );
    return result.rows.map((row) => ({
      identifier: row.identifier,
      last_activity_at: new Date(row.last_activity_at).toISOString(),
    }));
  });
}
