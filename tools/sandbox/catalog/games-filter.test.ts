// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalog } from './catalog.ts';
import { registerGameRoutes } from './game-routes.ts';
import { gameId } from './games.ts';
import {
  GamesIndex,
  gamesQueryKey,
  MEDIA_TYPE_IDS,
  parseGamesQuery,
  type GamesFilterBody,
} from './games-filter.ts';
import type { GamePage, GameRaw } from './types.ts';

const catalog = createCatalog();
const index = new GamesIndex(catalog.games);
const select = (body: GamesFilterBody) => index.select(parseGamesQuery(body));
const provider = catalog.games[0]!.provider;

describe('GamesIndex', () => {
  it('sorts by title either way, keeping popularity order among equal titles', () => {
    const up = select({ sort: { type: 'title' } });
    const down = select({ sort: { type: 'title', direction: 'DESC' } });
    expect(up).toHaveLength(catalog.games.length);
    for (let i = 1; i < up.length; i += 1) {
      expect(up[i - 1]!.title.localeCompare(up[i]!.title, 'en')).toBeLessThanOrEqual(0);
      expect(down[i - 1]!.title.localeCompare(down[i]!.title, 'en')).toBeGreaterThanOrEqual(0);
    }
    const popularity = new Map(catalog.games.map((game, i) => [game, i]));
    for (let i = 1; i < up.length; i += 1) {
      if (up[i - 1]!.title === up[i]!.title) {
        expect(popularity.get(up[i - 1]!)!).toBeLessThan(popularity.get(up[i]!)!);
      }
    }
  });

  it('filters within the sorted order: newest releases of one provider for mobile', () => {
    const games = select({
      device: 'mobile',
      filter: { providers: [provider] },
      sort: { type: 'release', direction: 'DESC' },
    });
    const expected = catalog.games
      .filter((game) => game.provider === provider && game.devices.includes('mobile'))
      .sort((a, b) => gameId(b) - gameId(a));
    expect(games.map(gameId)).toEqual(expected.map(gameId));
  });

  it('puts games of the top categories first, each part in the requested order', () => {
    const games = select({ sort: { type: 'payout', top_categories: ['live'] } });
    const firstOther = games.findIndex((game) => !game.categories.includes('live'));
    expect(firstOther).toBeGreaterThan(0);
    expect(games.slice(firstOther).some((game) => game.categories.includes('live'))).toBe(false);
    const payouts = games.slice(firstOther).map((game) => Number(game.payout));
    expect(payouts).toEqual([...payouts].sort((a, b) => a - b));
  });

  it('needs every category with strategy AND and any of them otherwise', () => {
    const [a, b] = ['live', 'new'];
    const any = select({ filter: { categories: { identifiers: [a, b] } } });
    const all = select({ filter: { categories: { identifiers: [a, b], strategy: 'AND' } } });
    expect(any.every((game) => game.categories.includes(a) || game.categories.includes(b))).toBe(true);
    expect(all.every((game) => game.categories.includes(a) && game.categories.includes(b))).toBe(true);
    expect(all.length).toBeLessThan(any.length);
  });
});

describe('gamesQueryKey', () => {
  it('is the same for bodies that only differ in list order, duplicates or junk values', () => {
    const key = (body: GamesFilterBody) => gamesQueryKey(parseGamesQuery(body));
    expect(key({ filter: { providers: ['b', 'a', 'a', 7] } })).toBe(
      key({ filter: { providers: ['a', 'b'] } }),
    );
    expect(key({ device: 'toaster' })).toBe(key({}));
    expect(key({ filter: { title: '  Gold ' } })).toBe(key({ filter: { title: 'gold' } }));
    expect(key({ sort: { type: 'created_at' } })).toBe(key({ sort: { type: 'release' } }));
    expect(key({ device: 'mobile' })).not.toBe(key({ device: 'desktop' }));
    expect(key({ sort: { type: 'title', direction: 'DESC' } })).not.toBe(key({ sort: { type: 'title' } }));
  });
});

describe('POST /api/games_filter, answered from its caches', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerGameRoutes(app, catalog);
    await app.ready();
  });
  afterAll(() => app.close());
  const post = (body: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/games_filter', payload: body, headers });

  it('answers the same filter the same way every time, as JSON', async () => {
    const body = { device: 'desktop', filter: { providers: [provider] }, page_size: 10 };
    const first = await post(body);
    const second = await post({ ...body, filter: { providers: [provider, provider] } });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    const page = first.json<GamePage<GameRaw>>();
    expect(page.data.every((game) => game.provider === provider)).toBe(true);
  });

  it('keeps pages, page sizes and the two media types apart', async () => {
    const body = { filter: { categories: { identifiers: ['live'] } }, page_size: 5 };
    const full = (await post(body)).json<GamePage<GameRaw>>();
    const ids = (await post(body, { 'accept-client': MEDIA_TYPE_IDS })).json<GamePage<number>>();
    const second = (await post({ ...body, page: 2 })).json<GamePage<GameRaw>>();
    const bigger = (await post({ ...body, page_size: 8 })).json<GamePage<GameRaw>>();
    expect(ids.data).toEqual(full.data.map(gameId));
    expect(second.pagination.current_page).toBe(2);
    expect(second.data.map(gameId)).not.toEqual(full.data.map(gameId));
    expect(bigger.data.slice(0, 5)).toEqual(full.data);
    expect(bigger.data).toHaveLength(8);
    const again = (await post(body)).json<GamePage<GameRaw>>();
    expect(again).toEqual(full);
  });

  it('still answers a filter too long to keep', async () => {
    const providers = [provider, ...Array.from({ length: 400 }, (_, i) => `nobody-${i}`)];
    const page = (await post({ filter: { providers }, page_size: 100 })).json<GamePage<GameRaw>>();
    expect(page.pagination.total_count).toBe(catalog.games.filter((g) => g.provider === provider).length);
  });
});
