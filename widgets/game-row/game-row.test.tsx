import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { gamePage, makeGames } from '../../tests/harness/game-fixtures.ts';
import { gameRow } from './index.ts';

const visibility: [readonly unknown[], unknown][] = [
  [queryKeys.config('providers-config', null), {}],
  [queryKeys.info.clientContext(), { isBot: false }],
];
const rowKey = (category: string) =>
  queryKeys.games.filter({ device: 'desktop', categories: [category], page: 1, pageSize: 15 });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('game row', () => {
  it('lists the games of its category with a show-all link to the category page', async () => {
    await renderWidget(
      gameRow,
      { category: 'top', titleKey: 'CATEGORIES.TOP' },
      {
        queryData: [...visibility, [rowKey('top'), gamePage(makeGames(15))]],
      },
    );
    expect(await screen.findByRole('heading', { name: 'Top games' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(15);
    expect(screen.getByRole('link', { name: 'Show all: Top games' }).getAttribute('href')).toBe(
      '/pokies/top',
    );
  });

  it('links the live row to the live section', async () => {
    await renderWidget(
      gameRow,
      { category: 'live', titleKey: 'CATEGORIES.LIVE' },
      {
        context: { locale: 'de', localeFromPath: true },
        queryData: [...visibility, [rowKey('live'), gamePage(makeGames(3, { categories: ['live'] }))]],
      },
    );
    expect(
      (await screen.findByRole('link', { name: 'Alle anzeigen: Live-Casino' })).getAttribute('href'),
    ).toBe('/de/live/all');
  });

  it('renders nothing for a category without games', async () => {
    const { container } = await renderWidget(
      gameRow,
      { category: 'crash', titleKey: 'CATEGORIES.CRASH' },
      {
        queryData: [...visibility, [rowKey('crash'), gamePage([])]],
      },
    );
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('names the page with its one h1 when given a page title, even when the row has no games', async () => {
    const { container } = await renderWidget(
      gameRow,
      { category: 'crash', titleKey: 'CATEGORIES.CRASH', pageTitleKey: 'LOBBY.TITLE' },
      { queryData: [...visibility, [rowKey('crash'), gamePage([])]] },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Casino lobby: slots, live casino and jackpots');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('shows skeleton tiles while the games load', async () => {
    const { container } = await renderWidget(
      gameRow,
      { category: 'new', titleKey: 'CATEGORIES.NEW' },
      {
        queryData: visibility,
      },
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.cr-game-tile--skeleton').length).toBeGreaterThan(0),
    );
  });
});
