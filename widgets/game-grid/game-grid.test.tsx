import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../runtime/slots/render-widget.tsx';
import {
  gamePage,
  jsonAnswer,
  makeGame,
  makeGames,
} from '../../runtime/ui/game-tile/testing/game-fixtures.ts';
import { gameGrid } from './index.ts';

const noProvidersHidden: [readonly unknown[], unknown][] = [
  [queryKeys.config('providers-config', null), {}],
  [queryKeys.info.clientContext(), { isBot: false }],
];

function infinite(
  filter: Record<string, unknown>,
  pages: ReturnType<typeof gamePage>[],
): [readonly unknown[], unknown] {
  return [
    queryKeys.games.filter({ ...filter, infinite: true }),
    { pages, pageParams: pages.map((_, i) => i + 1) },
  ];
}

/** Tiles and cards of the grid, in order, by their accessible names. */
function gridEntries(): string[] {
  const list = document.querySelector('.cr-game-grid__list') as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map(
      (item) => item.querySelector('[role="group"]')?.getAttribute('aria-label') ?? item.textContent ?? '',
    );
}

afterEach(() => vi.unstubAllGlobals());

describe('game grid', () => {
  it('puts the random-game card at position 10 of a category', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    const games = makeGames(20);
    await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/pokies/megaways',
        queryData: [
          ...noProvidersHidden,
          infinite({ device: 'desktop', categories: ['megaways'] }, [gamePage(games)]),
        ],
      },
    );
    const entries = await waitFor(() => {
      const found = gridEntries();
      expect(found).toHaveLength(21);
      return found;
    });
    expect(entries[9]).toContain('Random game');
    expect(entries[0]).toBe('Game 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Megaways' })).toBeTruthy();
  });

  it('puts the random-game card at the end of the new list', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/pokies/new',
        queryData: [
          ...noProvidersHidden,
          infinite({ device: 'desktop', categories: ['new'] }, [gamePage(makeGames(12))]),
        ],
      },
    );
    const entries = await waitFor(() => {
      const found = gridEntries();
      expect(found).toHaveLength(13);
      return found;
    });
    expect(entries[12]).toContain('Random game');
  });

  it('puts the cashback card first in the live category', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    const live = makeGames(12, { categories: ['live'], provider: 'evolution' });
    await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/live/all',
        queryData: [
          ...noProvidersHidden,
          infinite({ device: 'desktop', categories: ['live'] }, [gamePage(live)]),
        ],
      },
    );
    const entries = await waitFor(() => {
      const found = gridEntries();
      expect(found).toHaveLength(14);
      return found;
    });
    expect(entries[0]).toContain('Cashback');
    expect(entries[10]).toContain('Random game');
    expect(screen.getByRole('link', { name: /Cashback/ }).getAttribute('href')).toBe('/vip-club');
  });

  it('loads the next page on demand and never loads a loaded page again', async () => {
    const pages: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (String(url).includes('/api/games_filter')) {
          const body = JSON.parse(String(init?.body)) as { page: number; page_size: number };
          pages.push(body.page);
          const games = makeGames(body.page_size, { firstId: (body.page - 1) * body.page_size + 1 });
          return Promise.resolve(jsonAnswer(gamePage(games, body.page, 3, 120)));
        }
        return Promise.resolve(jsonAnswer(String(url).includes('/providers') ? [] : {}));
      }),
    );
    await renderWidget(
      gameGrid,
      { source: 'provider' },
      { route: '/producers/netent', queryData: noProvidersHidden },
    );
    await waitFor(() => expect(gridEntries()).toHaveLength(40));
    expect(screen.getByText('Games shown: 40 of 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(gridEntries()).toHaveLength(80));
    fireEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(gridEntries()).toHaveLength(120));

    expect(pages).toEqual([1, 2, 3]);
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });

  it('hides the games of providers hidden in the visitor country', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    const games = [
      makeGame({ provider: 'netent', slug: 'starburst', title: 'Starburst', id: 1 }),
      makeGame({ provider: 'playngo', slug: 'book-of-dead', title: 'Book of Dead', id: 2 }),
    ];
    await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/pokies/top',
        context: { country: 'DE' },
        queryData: [
          [queryKeys.config('providers-config', null), { netent: ['DE', 'AU'] }],
          [queryKeys.info.clientContext(), { isBot: false }],
          infinite({ device: 'desktop', categories: ['top'] }, [gamePage(games)]),
        ],
      },
    );
    await waitFor(() => expect(screen.getByRole('group', { name: 'Book of Dead' })).toBeTruthy());
    expect(screen.queryByRole('group', { name: 'Starburst' })).toBeNull();
  });

  it('shows every provider with the allProviders flag', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/pokies/top',
        context: { country: 'DE', features: { allProviders: true } },
        queryData: [
          [queryKeys.config('providers-config', null), { netent: 'all' }],
          [queryKeys.info.clientContext(), { isBot: false }],
          infinite({ device: 'desktop', categories: ['top'] }, [gamePage([makeGame()])]),
        ],
      },
    );
    await waitFor(() => expect(screen.getByRole('group', { name: 'Starburst' })).toBeTruthy());
  });

  it('says when a provider is not available in the country', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await renderWidget(
      gameGrid,
      { source: 'provider' },
      {
        route: '/producers/netent',
        context: { country: 'AU' },
        queryData: [
          [queryKeys.config('providers-config', null), { netent: ['AU'] }],
          [queryKeys.info.clientContext(), { isBot: false }],
          [queryKeys.games.providers(), []],
        ],
      },
    );
    expect(await screen.findByText('This provider’s games are not available in your country.')).toBeTruthy();
  });

  it('asks a guest to log in on the favourites page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    await renderWidget(
      gameGrid,
      { source: 'favorites' },
      {
        route: '/favorite-games',
        queryData: [...noProvidersHidden, [queryKeys.player.profile(), null]],
      },
    );
    expect(await screen.findByText('Log in to see your favourite games.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows skeleton tiles while the first page loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const { container } = await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/pokies/top',
        queryData: noProvidersHidden,
      },
    );
    await waitFor(() => expect(container.querySelectorAll('.cr-game-tile--skeleton').length).toBe(16));
  });
});
