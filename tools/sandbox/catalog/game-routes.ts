import type { FastifyInstance } from 'fastify';
import type { Catalog } from './catalog.ts';
import { gameId } from './games.ts';
import { paginate, selectGames, wantsIdsOnly, type GamesFilterBody } from './games-filter.ts';
import type { GameRaw } from './types.ts';

/** Games, providers, collections and jackpots (SPEC §7 "Games"). */
export function registerGameRoutes(app: FastifyInstance, catalog: Catalog): void {
  app.get('/api/games/jackpots', async () => catalog.gameJackpots);
  app.get('/api/games/collections', async () => catalog.collections);
  app.get('/api/games/providers', async () => catalog.providers);
  app.get('/api/jackpots', async () => catalog.jackpots);
  app.get('/api/jackpot_wins', async () => catalog.jackpotWins);

  app.post('/api/games_filter', async (request) => {
    const body = (request.body ?? {}) as GamesFilterBody;
    const page = paginate(selectGames(catalog.games, body), body.page, body.page_size);
    return wantsIdsOnly(request.headers) ? { ...page, data: page.data.map(gameId) } : page;
  });

  app.post('/api/games_filter/select', async (request) => {
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
