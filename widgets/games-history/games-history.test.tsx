import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Game, type PlayedGame, type Provider } from '../../runtime/queries/index.ts';
import { renderWidget, type RenderOptions } from '../../tests/harness/render-widget.tsx';
import { gamesHistory } from './index.ts';

/** A game as the platform sends it (the client derives the rest). */
type GameRaw = Omit<Game, 'name' | 'slug' | 'preview' | 'has_demo_mode' | 'badges'>;

const PLAYER = { id: 7, email: 'ann@example.com', nickname: 'Ann', currency: 'EUR', statuses: [] };

const PROVIDERS: Provider[] = [
  {
    id: '1',
    title: 'Drift Studios',
    name: 'Drift Studios',
    provider: 'drift-studios',
    slug: 'drift-studios',
    url: '/producers/drift-studios',
  },
];

function rawGame(identifier: string, title: string): GameRaw {
  const [provider = '', slug = ''] = identifier.split('/');
  return {
    identifier,
    title,
    provider,
    seo_title: slug,
    uniq_seo_title: true,
    categories: ['slots'],
    devices: ['desktop', 'mobile'],
    currencies: { EUR: { id: 11 }, FUN: { id: 12 } },
    unfinished_games_for: [],
    lines: 20,
    ways: null,
    volatility_rating: 'high',
    hit_rate: '0.3',
    payout: '96.5',
  };
}

const played = (identifier: string, at = '2026-03-01T10:00:00.000Z'): PlayedGame => ({
  identifier,
  last_activity_at: at,
});

interface Recorded {
  method: string;
  path: string;
  body: { game_ids?: string[] } | undefined;
}
let requests: Recorded[] = [];

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json' },
  });

/** The platform: the played list and the catalogue that `POST /api/games_filter/select` reads. */
function startPlatform(list: PlayedGame[] | (() => Response | PlayedGame[]), catalogue: GameRaw[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://croupier.test');
      const request: Recorded = {
        method: init.method ?? 'GET',
        path: url.pathname,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as Recorded['body']) : undefined,
      };
      requests.push(request);
      switch (`${request.method} ${request.path}`) {
        case 'GET /api/player/played_games': {
          const answer = typeof list === 'function' ? list() : list;
          return answer instanceof Response ? answer : jsonResponse(answer);
        }
        case 'POST /api/games_filter/select': {
          const ids = request.body?.game_ids ?? [];
          return jsonResponse(
            Object.fromEntries(
              catalogue
                .filter((game) => ids.includes(game.identifier))
                .map((game) => [game.identifier, game]),
            ),
          );
        }
        default:
          return jsonResponse({ error: 'not_found' }, { status: 404 });
      }
    }),
  );
}

const selected = () =>
  requests.filter((request) => request.path === '/api/games_filter/select').map((r) => r.body?.game_ids);

function renderHistory(options: RenderOptions & { props?: Record<string, unknown> } = {}) {
  return renderWidget(gamesHistory, options.props ?? { pageSize: 10 }, {
    route: '/profile/games-history',
    ...options,
    context: { auth: 'player', ...options.context },
    queryData: [
      [queryKeys.player.profile(), PLAYER],
      [queryKeys.games.providers(), PROVIDERS],
      [queryKeys.cms.pages(options.context?.locale ?? 'en'), []],
      ...(options.queryData ?? []),
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests = [];
});

describe('games history', () => {
  it('lists the played games, the last played first, each linking to its game with provider and date', async () => {
    startPlatform(
      [
        played('drift-studios/twisted-express-1000', '2026-03-02T18:30:00.000Z'),
        played('drift-studios/book-of-ra', '2026-03-01T09:15:00.000Z'),
      ],
      [
        rawGame('drift-studios/book-of-ra', 'Book of Ra'),
        rawGame('drift-studios/twisted-express-1000', 'Twisted Express 1000'),
      ],
    );
    await renderHistory();
    const list = await screen.findByRole('list', { name: 'Games you played' });
    const link = await within(list).findByRole('link', { name: 'Twisted Express 1000' });
    expect(link.getAttribute('href')).toBe('/play/drift-studios/twisted-express-1000');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Twisted Express 1000Drift StudiosLast played 02\/03\/2026 \d\d:30$/),
      expect.stringMatching(/^Book of RaDrift StudiosLast played 01\/03\/2026 \d\d:15$/),
    ]);
    expect(
      within(rows[0]!)
        .getByText(/Last played/)
        .closest('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-03-02T18:30:00.000Z');
    expect(screen.getByText('Games shown: 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
  });

  it('keeps the locale prefix in the game links', async () => {
    startPlatform([played('drift-studios/book-of-ra')], [rawGame('drift-studios/book-of-ra', 'Book of Ra')]);
    await renderHistory({
      route: '/de/profile/games-history',
      context: { locale: 'de', localeFromPath: true },
    });
    const link = await screen.findByRole('link', { name: 'Book of Ra' });
    expect(link.getAttribute('href')).toBe('/de/play/drift-studios/book-of-ra');
    expect(screen.getByText(/^Zuletzt gespielt am/)).toBeTruthy();
  });

  it('names a game the catalogue no longer has by its identifier, without a link', async () => {
    startPlatform([played('drift-studios/gone-slot')], []);
    await renderHistory();
    expect(await screen.findByText('(no longer available)')).toBeTruthy();
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('gone-slot');
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('shows a few games at first and more on "Show more", asking only for the new ones', async () => {
    const list = Array.from({ length: 12 }, (_, i) => played(`drift-studios/slot-${i + 1}`));
    startPlatform(
      list,
      list.map((entry, i) => rawGame(entry.identifier, `Slot ${i + 1}`)),
    );
    const user = userEvent.setup();
    await renderHistory({ props: { pageSize: 5 } });
    await screen.findByRole('link', { name: 'Slot 5' });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Games shown: 5 of 12')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show more games' }));
    await screen.findByRole('link', { name: 'Slot 10' });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // The reader goes on from the first game added.
    expect(document.activeElement).toBe(screen.getAllByRole('listitem')[5]);

    await user.click(screen.getByRole('button', { name: 'Show more games' }));
    await screen.findByRole('link', { name: 'Slot 12' });
    expect(screen.getByText('Games shown: 12 of 12')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more games' })).toBeNull();
    expect(selected()).toEqual([
      list.slice(0, 5).map((entry) => entry.identifier),
      list.slice(5, 10).map((entry) => entry.identifier),
      list.slice(10).map((entry) => entry.identifier),
    ]);
  });

  it('shows skeletons while the history loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const view = await renderHistory();
    expect(screen.getByRole('status').textContent).toBe('Loading your games');
    expect(view.container.querySelector('[aria-busy="true"] .cr-skeleton')).not.toBeNull();
  });

  it('says when no game was played yet and links to the lobby', async () => {
    startPlatform([], []);
    await renderHistory();
    expect(await screen.findByText('You have not played any games yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse games' }).getAttribute('href')).toBe('/');
    expect(selected()).toEqual([]);
  });

  it('says the games could not be loaded (not that none was played) and loads them again on Try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    startPlatform(
      () => (fail ? jsonResponse({ error: 'boom' }, { status: 503 }) : [played('drift-studios/book-of-ra')]),
      [rawGame('drift-studios/book-of-ra', 'Book of Ra')],
    );
    const user = userEvent.setup();
    await renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your games could not be loaded.');
    expect(screen.queryByText('You have not played any games yet.')).toBeNull();
    expect(error).toHaveBeenCalled();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Book of Ra' })).toBeTruthy();
  });
});
