import type { FastifyInstance } from 'fastify';
import type { Catalog } from './catalog.ts';
import { gameId } from './games.ts';
import { BoundedMap } from '../../../server/http/bounded-map.ts';
import {
  GamesIndex,
  gamesFilterSchema,
  gamesQueryKey,
  gamesSelectSchema,
  pageParams,
  paginate,
  parseGamesQuery,
  wantsIdsOnly,
  type GamesFilterBody,
} from './games-filter.ts';
import type { GameRaw } from './types.ts';

/** Distinct filters whose games are kept, and pages whose JSON is kept. */
const FILTER_CACHE_ENTRIES = 256;
const PAGE_CACHE_ENTRIES = 1_024;
/** A filter with a longer key (hundreds of providers...) is computed each time rather than kept. */
const MAX_CACHED_KEY_LENGTH = 2_048;

/** Games, providers, collections and jackpots (SPEC §7 "Games"). */
export function registerGameRoutes(app: FastifyInstance, catalog: Catalog): void {
  app.get('/api/games/jackpots', async () => catalog.gameJackpots);
  app.get('/api/games/collections', async () => catalog.collections);
  app.get('/api/games/providers', async () => catalog.providers);
  app.get('/api/jackpots', async () => catalog.jackpots);
  app.get('/api/jackpot_wins', async () => catalog.jackpotWins);

  // The lobby's main call. The catalog never changes while the server runs, so each filter's games
  // and each page's JSON are computed once.
  const index = new GamesIndex(catalog.games);
  const selections = new BoundedMap<string, GameRaw[]>(FILTER_CACHE_ENTRIES);
  const pages = new BoundedMap<string, string>(PAGE_CACHE_ENTRIES);
  app.post('/api/games_filter', { schema: { body: gamesFilterSchema } }, async (request, reply) => {
    const body = (request.body ?? {}) as GamesFilterBody;
    const query = parseGamesQuery(body);
    const queryKey = gamesQueryKey(query);
    const { page, pageSize } = pageParams(body.page, body.page_size);
    const idsOnly = wantsIdsOnly(request.headers);
    const pageKey = `${idsOnly ? 'ids' : 'full'} ${page} ${pageSize} ${queryKey}`;
    const cacheable = queryKey.length <= MAX_CACHED_KEY_LENGTH;
    let json = cacheable ? pages.get(pageKey) : undefined;
    if (json === undefined) {
      let games = cacheable ? selections.get(queryKey) : undefined;
      if (!games) {
        games = index.select(query);
        if (cacheable) selections.set(queryKey, games);
      }
      const result = paginate(games, page, pageSize);
      json = JSON.stringify(idsOnly ? { ...result, data: result.data.map(gameId) } : result);
      if (cacheable) pages.set(pageKey, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/api/games_filter/select', { schema: { body: gamesSelectSchema } }, async (request) => {
    const body = (request.body ?? {}) as { game_ids?: unknown; device?: unknown };
    const ids = Array.isArray(body.game_ids) ? body.game_ids : [];
    const result: Record<string, GameRaw> = {};
    for (const id of ids) {
      // The platform takes identifiers; numeric ids are accepted too (favourites store them).
      const game =
        typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))
          ? catalog.gameById(Number(id))
          : typeof id === 'string'
            ? catalog.gameByIdentifier(id)
            : undefined;
      if (game && (body.device === undefined || game.devices.includes(body.device as 'mobile'))) {
        result[game.identifier] = game;
      }
    }
    return result;
  });
}
