import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { LAYOUT_IDS } from '../../runtime/routing/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { gamePage, jsonAnswer, makeGame, makeGames } from '../../tests/harness/game-fixtures.ts';
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
    queryKeys.games.filter({ ...filter, infinite: true, firstPage: 1 }),
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

/**
 * Stubs POST /api/games_filter with a list of `total` games (Game 1, Game 2, ...) served in the
 * pages asked for; answers the pages asked for, in order.
 */
function serveGames(total: number, failOnce: number[] = []): number[] {
  const pages: number[] = [];
  const failing = new Set(failOnce);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (String(url).includes('/api/games_filter')) {
        const body = JSON.parse(String(init?.body)) as { page: number; page_size: number };
        pages.push(body.page);
        if (failing.delete(body.page)) return Promise.resolve(jsonAnswer({ error: 'down' }, 500));
        const first = (body.page - 1) * body.page_size + 1;
        const games = makeGames(Math.max(0, Math.min(body.page_size, total - first + 1)), { firstId: first });
        return Promise.resolve(
          jsonAnswer(gamePage(games, body.page, Math.ceil(total / body.page_size), total)),
        );
      }
      return Promise.resolve(jsonAnswer(String(url).includes('/providers') ? [] : {}));
    }),
  );
  return pages;
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
    // The offer leads to the VIP club page.
    expect(screen.getByRole('link', { name: /Cashback/ }).getAttribute('href')).toBe('/vip-club');
  });

  it('links the cashback card to the VIP club once that page exists', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    const live = makeGames(3, { categories: ['live'], provider: 'evolution' });
    await renderWidget(
      gameGrid,
      { source: 'category' },
      {
        route: '/live/all',
        context: { pages: LAYOUT_IDS },
        queryData: [
          ...noProvidersHidden,
          infinite({ device: 'desktop', categories: ['live'] }, [gamePage(live)]),
        ],
      },
    );
    const card = await screen.findByRole('link', { name: /Cashback/ });
    expect(card.getAttribute('href')).toBe('/vip-club');
  });

  it('loads the next page on demand and never loads a loaded page again', async () => {
    const pages = serveGames(120);
    await renderWidget(
      gameGrid,
      { source: 'provider' },
      { route: '/producers/netent', queryData: noProvidersHidden },
    );
    await waitFor(() => expect(gridEntries()).toHaveLength(40));
    expect(screen.getByText('Games shown: 40 of 120')).toBeTruthy();

    // A link to the next page for crawlers; a click loads it in place.
    const more = screen.getByRole('link', { name: 'Load more games' });
    expect(more.getAttribute('href')).toBe('/producers/netent/2');
    fireEvent.click(more);
    await waitFor(() => expect(gridEntries()).toHaveLength(80));
    expect(screen.getByRole('link', { name: 'Load more games' }).getAttribute('href')).toBe(
      '/producers/netent/3',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Load more games' }));
    await waitFor(() => expect(gridEntries()).toHaveLength(120));

    expect(pages).toEqual([1, 2, 3]);
    expect(screen.queryByRole('link', { name: 'Load more games' })).toBeNull();
  });

  it('says when the next page failed and loads it again from the same link', async () => {
    const pages = serveGames(120, [2]);
    await renderWidget(
      gameGrid,
      { source: 'provider' },
      { route: '/producers/netent', queryData: noProvidersHidden },
    );
    await waitFor(() => expect(gridEntries()).toHaveLength(40));
    fireEvent.click(screen.getByRole('link', { name: 'Load more games' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The games could not be loaded.');
    expect(gridEntries()).toHaveLength(40);
    fireEvent.click(screen.getByRole('link', { name: 'Load more games' }));
    await waitFor(() => expect(gridEntries()).toHaveLength(80));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(pages).toEqual([1, 2, 2]);
  });

  it("offers to try again when a paged path's own page failed", async () => {
    const pages = serveGames(200, [3]);
    await renderWidget(
      gameGrid,
      { source: 'category' },
      { route: '/pokies/megaways/3', queryData: noProvidersHidden },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(gridEntries()[0]).toBe('Game 81'));
    expect(pages).toEqual([3, 3]);
  });

  it("shows a paged path's own page first, with links to the pages before and after", async () => {
    const pages = serveGames(200);
    await renderWidget(
      gameGrid,
      { source: 'category' },
      { route: '/pokies/megaways/3', queryData: noProvidersHidden },
    );
    const entries = await waitFor(() => {
      const found = gridEntries();
      expect(found).toHaveLength(41);
      return found;
    });
    expect(entries[0]).toBe('Game 81');
    expect(entries[9]).toContain('Random game');
    expect(entries[40]).toBe('Game 120');
    expect(pages).toEqual([3]);
    expect(screen.getByRole('link', { name: 'Show previous games' }).getAttribute('href')).toBe(
      '/pokies/megaways/2',
    );
    expect(screen.getByRole('link', { name: 'Load more games' }).getAttribute('href')).toBe(
      '/pokies/megaways/4',
    );
    expect(document.head.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe('/pokies/megaways/2');
    expect(document.head.querySelector('link[rel="next"]')?.getAttribute('href')).toBe('/pokies/megaways/4');
  });

  it('links the pages of a provider, page 1 by its plain path, under the locale', async () => {
    const pages = serveGames(120);
    await renderWidget(
      gameGrid,
      { source: 'provider' },
      {
        route: '/de/producers/netent/2',
        context: { locale: 'de', localeFromPath: true },
        queryData: noProvidersHidden,
      },
    );
    await waitFor(() => expect(gridEntries()[0]).toBe('Game 41'));
    expect(gridEntries()).toHaveLength(40);
    expect(pages).toEqual([2]);
    expect(document.head.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe(
      '/de/producers/netent',
    );
    expect(document.head.querySelector('link[rel="next"]')?.getAttribute('href')).toBe(
      '/de/producers/netent/3',
    );
  });

  it('shows the previous games in place when asked, above the page shown', async () => {
    const pages = serveGames(200);
    await renderWidget(
      gameGrid,
      { source: 'category' },
      { route: '/pokies/megaways/3', queryData: noProvidersHidden },
    );
    await waitFor(() => expect(gridEntries()).toHaveLength(41));
    fireEvent.click(screen.getByRole('link', { name: 'Show previous games' }));
    const entries = await waitFor(() => {
      const found = gridEntries();
      expect(found).toHaveLength(121);
      return found;
    });
    expect(entries[0]).toBe('Game 1');
    expect(entries[9]).toContain('Random game');
    expect(entries[120]).toBe('Game 120');
    expect(screen.queryByRole('link', { name: 'Show previous games' })).toBeNull();
    // The pages before, nearest first; page 3 is not loaded again.
    expect(pages).toEqual([3, 2, 1]);
    expect(screen.getByRole('link', { name: 'Load more games' }).getAttribute('href')).toBe(
      '/pokies/megaways/4',
    );
  });

  it("loads the pages after a paged path's own page straight after it", async () => {
    const pages = serveGames(200);
    await renderWidget(
      gameGrid,
      { source: 'category' },
      { route: '/pokies/megaways/3', queryData: noProvidersHidden },
    );
    await waitFor(() => expect(gridEntries()).toHaveLength(41));
    fireEvent.click(screen.getByRole('link', { name: 'Load more games' }));
    const entries = await waitFor(() => {
      const found = gridEntries();
      expect(found).toHaveLength(81);
      return found;
    });
    expect(entries[0]).toBe('Game 81');
    expect(entries[80]).toBe('Game 160');
    expect(pages).toEqual([3, 4]);
    expect(screen.getByText('Games shown: 80 of 200')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show previous games' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Load more games' }).getAttribute('href')).toBe(
      '/pokies/megaways/5',
    );

    // The pages before join above, and the list goes on from page 5.
    fireEvent.click(screen.getByRole('link', { name: 'Show previous games' }));
    await waitFor(() => expect(gridEntries()[0]).toBe('Game 1'));
    fireEvent.click(screen.getByRole('link', { name: 'Load more games' }));
    await waitFor(() => expect(gridEntries()).toHaveLength(201));
    expect(pages).toEqual([3, 4, 2, 1, 5]);
    expect(screen.queryByRole('link', { name: 'Load more games' })).toBeNull();
  });

  it('says a page past the end of the list has no games, and leads back to its last page', async () => {
    const pages = serveGames(200);
    await renderWidget(
      gameGrid,
      { source: 'category' },
      { route: '/pokies/megaways/9', queryData: noProvidersHidden },
    );
    expect(await screen.findByText('There are no games on this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show previous games' }).getAttribute('href')).toBe(
      '/pokies/megaways/5',
    );
    expect(screen.queryByRole('link', { name: 'Load more games' })).toBeNull();

    // Shown in place, the pages before start at the last page there is, not at the empty ones.
    fireEvent.click(screen.getByRole('link', { name: 'Show previous games' }));
    await waitFor(() => expect(gridEntries()).toHaveLength(201));
    expect(gridEntries()[0]).toBe('Game 1');
    expect(pages).toEqual([9, 5, 4, 3, 2, 1]);
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
