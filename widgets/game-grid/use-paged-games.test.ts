import { focusManager, onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type GamesFilter } from '../../runtime/queries/index.ts';
import { gamePage, jsonAnswer, makeGames } from '../../tests/harness/game-fixtures.ts';
import { usePagedGames } from './use-paged-games.ts';

const FILTER: Omit<GamesFilter, 'page'> = { device: 'desktop', categories: ['megaways'] };

interface Served {
  /** The pages asked for, in order. */
  pages: number[];
  /** Answers the requests held back so far. */
  release: () => void;
}

/**
 * Stubs POST /api/games_filter with a list of `total` games (Game 1, Game 2, ...), 40 a page,
 * recording the pages asked for. Pages in `failOnce` fail the first time; with `hold`, answers
 * wait for `release()`.
 */
function serveGames(total: number, { failOnce = [] as number[], hold = false } = {}): Served {
  const pages: number[] = [];
  const failing = new Set(failOnce);
  const held: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      // Other calls (a failure's report to the error log, say) are not pages of the list.
      if (!String(url).includes('/api/games_filter')) return Promise.resolve(jsonAnswer({}));
      const body = JSON.parse(String(init?.body)) as { page: number; page_size: number };
      pages.push(body.page);
      const answer = (): Response => {
        if (failing.delete(body.page)) return jsonAnswer({ error: 'down' }, 500);
        const first = (body.page - 1) * body.page_size + 1;
        const games = makeGames(Math.max(0, Math.min(body.page_size, total - first + 1)), { firstId: first });
        return jsonAnswer(gamePage(games, body.page, Math.ceil(total / body.page_size), total));
      };
      if (!hold) return Promise.resolve(answer());
      return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
    }),
  );
  return { pages, release: () => held.splice(0).forEach((answer) => answer()) };
}

function renderPaged(firstPage: number, client: QueryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { client, ...renderHook(() => usePagedGames(FILTER, firstPage), { wrapper }) };
}

/** Names of the games shown, first and last. */
function ends(games: { name: string }[] | undefined): [string?, string?] {
  return [games?.[0]?.name, games?.at(-1)?.name];
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
});

describe('usePagedGames', () => {
  it('loads page 4 straight after the page 3 of a paged path, not pages 1 and 2 first', async () => {
    const served = serveGames(200, { hold: true });
    const { result } = renderPaged(3);
    act(() => served.release());
    await waitFor(() => expect(result.current.games).toHaveLength(40));
    expect(ends(result.current.games)).toEqual(['Game 81', 'Game 120']);
    expect(result.current).toMatchObject({
      firstShownPage: 3,
      lastPage: 3,
      total: 200,
      totalPages: 5,
      unloaded: 80,
      hasNext: true,
      hasPrevious: true,
      error: null,
    });

    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current).toMatchObject({ loadingNext: true, busy: true }));
    expect(served.pages).toEqual([3, 4]);
    act(() => served.release());
    await waitFor(() => expect(result.current.games).toHaveLength(80));
    expect(ends(result.current.games)).toEqual(['Game 81', 'Game 160']);
    expect(result.current).toMatchObject({
      firstShownPage: 3,
      lastPage: 4,
      unloaded: 40,
      loadingNext: false,
    });
    expect(served.pages).toEqual([3, 4]);
  });

  it('loads the pages before a paged path only when the player asks, and shows them together', async () => {
    const served = serveGames(200, { hold: true });
    const { result } = renderPaged(3);
    // "Show previous" is offered while the page itself loads.
    expect(result.current).toMatchObject({ games: undefined, hasPrevious: true, busy: true });
    act(() => served.release());
    await waitFor(() => expect(result.current.games).toHaveLength(40));
    expect(served.pages).toEqual([3]);

    act(() => result.current.showPrevious());
    expect(result.current.loadingPrevious).toBe(true);
    await waitFor(() => expect(served.pages).toEqual([3, 2]));
    act(() => served.release());
    await waitFor(() => expect(served.pages).toEqual([3, 2, 1]));
    // Page 2 has arrived, but stays hidden until page 1 is there too.
    expect(result.current).toMatchObject({ firstShownPage: 3, hasPrevious: true, loadingPrevious: true });
    expect(result.current.games).toHaveLength(40);

    act(() => served.release());
    await waitFor(() => expect(result.current.loadingPrevious).toBe(false));
    expect(ends(result.current.games)).toEqual(['Game 1', 'Game 120']);
    expect(result.current).toMatchObject({
      firstShownPage: 1,
      lastPage: 3,
      hasPrevious: false,
      hasNext: true,
    });
    expect(served.pages).toEqual([3, 2, 1]);
  });

  it('goes on to the next page before when the answers come at once', async () => {
    const served = serveGames(200);
    const { result } = renderPaged(4);
    await waitFor(() => expect(result.current.games).toHaveLength(40));
    act(() => result.current.showPrevious());
    await waitFor(() => expect(result.current.firstShownPage).toBe(1));
    expect(ends(result.current.games)).toEqual(['Game 1', 'Game 160']);
    expect(served.pages).toEqual([4, 3, 2, 1]);
  });

  it('never asks for a page of the list twice', async () => {
    const served = serveGames(200, { hold: true });
    const client = createQueryClient();
    // Every answer already stale, as it is 30 s later: only the list's own settings keep it.
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: 0 } });
    const { result, unmount } = renderPaged(3, client);
    act(() => served.release());
    await waitFor(() => expect(result.current.games).toHaveLength(40));

    // The scroll and the button both ask, and the player wants the pages before, while page 4 is
    // on its way: one request at a time, each page once.
    act(() => result.current.loadNext());
    act(() => result.current.loadNext());
    act(() => result.current.showPrevious());
    act(() => result.current.loadNext());
    expect(served.pages).toEqual([3, 4]);
    act(() => served.release());
    await waitFor(() => expect(served.pages).toEqual([3, 4, 2]));
    act(() => result.current.loadNext());
    act(() => served.release());
    await waitFor(() => expect(served.pages).toEqual([3, 4, 2, 1]));
    act(() => served.release());
    await waitFor(() => expect(result.current.firstShownPage).toBe(1));
    act(() => result.current.loadNext());
    act(() => served.release());
    await waitFor(() => expect(result.current.lastPage).toBe(5));
    expect(result.current).toMatchObject({ hasNext: false, busy: false });
    expect(result.current.games).toHaveLength(200);

    // Focus, reconnection and coming back to the path keep the pages loaded.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    unmount();
    const again = renderPaged(3, client).result;
    expect(again.current).toMatchObject({ firstShownPage: 3, hasPrevious: true, busy: false });
    expect(again.current.games).toHaveLength(120);
    // The pages before, kept from the visit before, show at once.
    act(() => again.current.showPrevious());
    expect(again.current).toMatchObject({ firstShownPage: 1, hasPrevious: false, busy: false });
    expect(again.current.games).toHaveLength(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(served.pages).toEqual([3, 4, 2, 1, 5]);
  });

  it('keeps the plain path as it was: page 1, then the next pages, nothing before', async () => {
    const served = serveGames(120);
    const { result } = renderPaged(1);
    await waitFor(() => expect(result.current.games).toHaveLength(40));
    expect(result.current).toMatchObject({
      firstShownPage: 1,
      lastPage: 1,
      hasPrevious: false,
      hasNext: true,
    });

    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.lastPage).toBe(2));
    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.lastPage).toBe(3));
    expect(ends(result.current.games)).toEqual(['Game 1', 'Game 120']);
    expect(result.current).toMatchObject({ hasNext: false, unloaded: 0, hasPrevious: false });
    expect(served.pages).toEqual([1, 2, 3]);
  });

  it('tries the failed page again, and only that page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const served = serveGames(200, { failOnce: [3, 2, 4] });
    const { result } = renderPaged(3);
    await waitFor(() => expect(result.current.error).toBe('first'));
    expect(result.current.games).toBeUndefined();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.games).toHaveLength(40));
    expect(result.current.error).toBeNull();

    // A page before fails: asking for the pages before again picks up where it stopped.
    act(() => result.current.showPrevious());
    await waitFor(() => expect(result.current.error).toBe('next'));
    expect(result.current).toMatchObject({ loadingPrevious: false, hasPrevious: true, firstShownPage: 3 });
    act(() => result.current.showPrevious());
    await waitFor(() => expect(result.current.firstShownPage).toBe(1));
    expect(result.current.error).toBeNull();

    // The next page fails: retry asks for it again.
    act(() => result.current.loadNext());
    await waitFor(() => expect(result.current.error).toBe('next'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.lastPage).toBe(4));
    expect(result.current.error).toBeNull();
    expect(served.pages).toEqual([3, 3, 2, 2, 1, 4, 4]);
  });
});
