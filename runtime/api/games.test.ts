import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, type FakeResponder } from '../../tests/harness/fake-api.ts';
import {
  addFavouriteGame,
  filterGames,
  gameIdFor,
  gamesFilterBody,
  getFavouriteGameIds,
  getFavouriteGames,
  getJackpots,
  getJackpotWins,
  getPlayedGamesHistory,
  getProviders,
  LOBBY_ROW_SIZE,
  maskWinnerName,
  removeFavouriteGame,
  selectGames,
  toGame,
  type GameRaw,
} from './games.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond?: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

function rawGame(overrides: Partial<GameRaw> = {}): GameRaw {
  return {
    identifier: 'pragmatic/gates-of-olympus',
    title: 'Gates of Olympus',
    provider: 'pragmatic',
    seo_title: 'gates-of-olympus',
    uniq_seo_title: true,
    categories: ['top', 'slots'],
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id: 11 }, FUN: { id: 12 } },
    unfinished_games_for: [],
    lines: 20,
    ways: null,
    volatility_rating: 'high',
    hit_rate: '0.3',
    payout: '96.5',
    ...overrides,
  };
}

const page = (games: GameRaw[], next: number | null) => ({
  data: games,
  pagination: { current_page: 1, next_page: next, prev_page: null, total_pages: 2, total_count: 41 },
});

describe('toGame', () => {
  it('derives name, slug, preview, demo mode and badges', () => {
    const game = toGame(rawGame({ categories: ['new', 'jackpot', 'slots'] }));
    expect(game).toMatchObject({
      name: 'Gates of Olympus',
      slug: 'pragmatic/gates-of-olympus',
      preview: '/assets/generated/game/pragmatic/gates-of-olympus.svg',
      has_demo_mode: true,
      badges: [{ type: 'new' }, { type: 'jackpot' }],
    });
  });

  it('offers no demo for live games or games without a FUN id', () => {
    expect(toGame(rawGame({ categories: ['live'] })).has_demo_mode).toBe(false);
    expect(toGame(rawGame({ currencies: { EUR: { id: 1 } } })).has_demo_mode).toBe(false);
  });

  it('finds the game id for a currency, or null when unsupported', () => {
    expect(gameIdFor(rawGame(), 'EUR')).toBe(11);
    expect(gameIdFor(rawGame(), 'BTC')).toBeNull();
  });
});

describe('filterGames', () => {
  it('posts device, paging, title, providers and categories with strategy OR', async () => {
    const api = withApi(() => page([rawGame()], 2));
    const result = await filterGames({
      device: 'mobile',
      title: 'olymp',
      providers: ['pragmatic'],
      categories: ['top', 'new'],
      page: 3,
      pageSize: LOBBY_ROW_SIZE,
    });
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/games_filter',
      body: {
        device: 'mobile',
        page: 3,
        page_size: 15,
        filter: {
          title: 'olymp',
          providers: ['pragmatic'],
          categories: { identifiers: ['top', 'new'], strategy: 'OR' },
        },
      },
    });
    expect(result.data[0]?.slug).toBe('pragmatic/gates-of-olympus');
    expect(result.pagination.next_page).toBe(2);
  });

  it('asks again after a network error: the search only reads', async () => {
    let calls = 0;
    const api = withApi(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return page([rawGame()], null);
    });
    await expect(filterGames({ device: 'desktop' })).resolves.toMatchObject({
      data: [{ slug: 'pragmatic/gates-of-olympus' }],
    });
    expect(api.requests).toHaveLength(2);
  });

  it('asks for the first page of 40 games and no filter when none is given', () => {
    expect(gamesFilterBody({ device: 'desktop' })).toEqual({ device: 'desktop', page: 1, page_size: 40 });
  });

  it('rethrows a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() => jsonResponse({}, { status: 500 }));
    await expect(filterGames({ device: 'desktop' })).rejects.toMatchObject({ status: 500 });
  });
});

describe('selectGames', () => {
  it('posts ids and device and answers the games in the order asked for', async () => {
    const api = withApi(() => ({
      a: rawGame({ identifier: 'p/two' }),
      b: rawGame({ identifier: 'p/one' }),
    }));
    const games = await selectGames(['p/one', 'p/two'], 'desktop');
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/games_filter/select',
      body: { game_ids: ['p/one', 'p/two'], device: 'desktop' },
    });
    expect(games.map((g) => g.slug)).toEqual(['p/one', 'p/two']);
  });

  it('makes no request for no ids', async () => {
    const api = withApi();
    await expect(selectGames([])).resolves.toEqual([]);
    expect(api.requests).toHaveLength(0);
  });
});

describe('favourites', () => {
  it('loads ids with the v1 media type and games with the v2 media type', async () => {
    const api = withApi((request) =>
      request.headers['accept-client']?.includes('v1') ? [11, 12] : [rawGame()],
    );
    await expect(getFavouriteGameIds()).resolves.toEqual([11, 12]);
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/player/favorite_games' });
    expect(api.last.headers['accept-client']).toBe('application/vnd.s.v1+json');
    const games = await getFavouriteGames();
    expect(api.last.headers['accept-client']).toBe('application/vnd.s.v2+json');
    expect(games[0]?.name).toBe('Gates of Olympus');
  });

  it('adds with PUT and removes with DELETE by numeric id', async () => {
    const api = withApi(() => new Response(null, { status: 204 }));
    await addFavouriteGame(11);
    expect(api.last).toMatchObject({ method: 'PUT', path: '/api/player/favorite_games/11' });
    await removeFavouriteGame(11);
    expect(api.last).toMatchObject({ method: 'DELETE', path: '/api/player/favorite_games/11' });
  });
});

describe('game lists', () => {
  it.each([
    ['providers', getProviders, '/api/games/providers'],
    ['jackpots', getJackpots, '/api/jackpots'],
    ['jackpot wins', getJackpotWins, '/api/jackpot_wins'],
  ] as const)('reads %s with GET and answers an empty list on failure', async (_label, call, path) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = withApi(() => jsonResponse({}, { status: 500 }));
    await expect(call()).resolves.toEqual([]);
    expect(api.last).toMatchObject({ method: 'GET', path });
    expect(error).toHaveBeenCalled();
  });

  it('reads the played games of the history and lets a failure through, logged by name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = [{ identifier: 'pragmatic/gates-of-olympus', last_activity_at: '2026-03-01T10:00:00.000Z' }];
    const api = withApi(() => list);
    await expect(getPlayedGamesHistory()).resolves.toEqual(list);
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/player/played_games' });
    restore();
    withApi(() => jsonResponse({}, { status: 500 }));
    await expect(getPlayedGamesHistory()).rejects.toMatchObject({ status: 500 });
    expect(String(error.mock.calls[0]?.[0])).toContain('getPlayedGamesHistory');
  });

  it('shows a jackpot winner as six characters and ***', () => {
    expect(maskWinnerName('lucky_player')).toBe('lucky_***');
    expect(maskWinnerName('bo')).toBe('bo***');
  });
});
