import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  jsonResponse,
  type FakeResponder,
  type RecordedRequest,
} from '../../tests/harness/fake-api.ts';
import { useSignIn } from './auth.ts';
import {
  useFavouriteGameIds,
  useGameSearch,
  useGamesInfinite,
  useLobbyRow,
  useToggleFavourite,
} from './games.ts';
import { useLimits, useSaveLimit } from './limits.ts';
import { usePaymentsPage, useAccounts } from './player.ts';
import { useDeposit } from './payments.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { useTournaments } from './tournaments.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

function setup(): { client: QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const client = createQueryClient();
  return {
    client,
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}

const player = { id: 42, email: 'p@x.io', statuses: [], language: 'en' };

function gamePage(request: RecordedRequest) {
  const body = request.body as { page: number; page_size: number };
  const data = Array.from({ length: body.page_size }, (_, i) => ({
    identifier: `prov/game-${body.page}-${i}`,
    title: `Game ${i}`,
    categories: [],
    currencies: {},
  }));
  return {
    data,
    pagination: {
      current_page: body.page,
      next_page: body.page < 2 ? body.page + 1 : null,
      prev_page: null,
      total_pages: 2,
      total_count: body.page_size * 2,
    },
  };
}

describe('createQueryClient', () => {
  it('does not retry a query that fails with an HTTP error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = withApi(() => jsonResponse({ error: 'down' }, { status: 500 }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useTournaments(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 500 });
    expect(api.requests).toHaveLength(1);
  });
});

describe('game hooks', () => {
  it('loads category games 40 a page and the next page on demand', async () => {
    const api = withApi(gamePage);
    const { wrapper } = setup();
    const { result } = renderHook(() => useGamesInfinite({ device: 'desktop', categories: ['slots'] }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.data?.pages[0]?.data).toHaveLength(40);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(api.requests.map((r) => (r.body as { page: number }).page)).toEqual([1, 2]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('starts a paged list at its own page and loads the pages before only on demand', async () => {
    const api = withApi(gamePage);
    const { wrapper, client } = setup();
    const filter = { device: 'desktop' as const, categories: ['slots'] };
    const { result } = renderHook(() => useGamesInfinite(filter, 2), { wrapper });
    await waitFor(() => expect(result.current.data?.pageParams).toEqual([2]));
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.hasPreviousPage).toBe(true);
    await act(() => result.current.fetchPreviousPage());
    await waitFor(() => expect(result.current.data?.pageParams).toEqual([1, 2]));
    expect(result.current.hasPreviousPage).toBe(false);
    expect(api.requests.map((r) => (r.body as { page: number }).page)).toEqual([2, 1]);
    // A list of its own: the plain path's list starting at page 1 is not touched.
    expect(
      client.getQueryData(queryKeys.games.filter({ ...filter, infinite: true, firstPage: 1 })),
    ).toBeUndefined();
  });

  it('loads 15 games of a category for a lobby row', async () => {
    const api = withApi(gamePage);
    const { wrapper } = setup();
    const { result } = renderHook(() => useLobbyRow('top', 'mobile'), { wrapper });
    await waitFor(() => expect(result.current.data?.data).toHaveLength(15));
    expect(api.last.body).toMatchObject({
      device: 'mobile',
      page_size: 15,
      filter: { categories: { identifiers: ['top'], strategy: 'OR' } },
    });
  });

  it('searches by title only once the term is long enough, and logs a failed search by its name', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const api = withApi((request) => (fail ? jsonResponse({}, { status: 500 }) : gamePage(request)));
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ term }) => useGameSearch(term, 'desktop'), {
      wrapper,
      initialProps: { term: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
    rerender({ term: 'book' });
    await waitFor(() => expect(result.current.data?.data).toHaveLength(40));
    expect(api.last.body).toMatchObject({ filter: { title: 'book' } });
    fail = true;
    rerender({ term: 'book of' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(error).toHaveBeenCalledWith('[api] LOAD_FOUND_GAMES_ERROR failed:', expect.anything());
  });

  it('marks a favourite at once and restores the list when the server refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answerPut: (response: Response) => void = () => undefined;
    let listReads = 0;
    withApi((request) => {
      if (request.path === '/api/player') return player;
      if (request.method === 'PUT') return new Promise<Response>((resolve) => (answerPut = resolve));
      listReads += 1;
      // The refetch after the failure never answers, so what the list shows is the rollback.
      return listReads === 1 ? [1] : new Promise(() => undefined);
    });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => ({ ids: useFavouriteGameIds(), toggle: useToggleFavourite() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.ids.data).toEqual([1]));

    act(() => result.current.toggle.mutate({ gameId: 9, favourite: true }));
    await waitFor(() => expect(result.current.ids.data).toEqual([1, 9]));
    answerPut(jsonResponse({}, { status: 422 }));
    await waitFor(() => expect(result.current.toggle.isError).toBe(true));
    expect(client.getQueryData(queryKeys.player.favouriteIds())).toEqual([1]);
  });
});

describe('player data', () => {
  it('never asks for player data while the visitor is a guest', async () => {
    const api = withApi((request) =>
      request.path === '/api/player' ? new Response('', { status: 401 }) : [],
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useAccounts(), { wrapper });
    await waitFor(() => expect(api.requests.some((r) => r.path === '/api/player')).toBe(true));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests.map((r) => r.path)).toEqual(['/api/player']);
  });

  it('loads the accounts once the player is signed in', async () => {
    withApi((request) =>
      request.path === '/api/player'
        ? player
        : [{ currency: 'EUR', amount_cents: 100, available_to_cashout_cents: 100 }],
    );
    const { wrapper } = setup();
    const { result } = renderHook(() => useAccounts(), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
  });

  it('refreshes the limits after a limit is saved', async () => {
    let saved = false;
    const api = withApi((request) => {
      if (request.path === '/api/player') return player;
      if (request.method === 'POST') {
        saved = true;
        return {};
      }
      return saved ? [{ id: 1, type: 'deposit' }] : [];
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => ({ limits: useLimits(), save: useSaveLimit() }), { wrapper });
    await waitFor(() => expect(result.current.limits.data).toEqual([]));
    await act(() => result.current.save.mutateAsync({ type: 'deposit', period: 'day' }));
    await waitFor(() => expect(result.current.limits.data).toHaveLength(1));
    expect(api.requests.filter((r) => r.path === '/api/user_limits' && r.method === 'GET')).toHaveLength(2);
  });

  it('sends a deposit pressed again after a network failure with the same key, and the next deposit with a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const api = withApi((request) => {
      if (request.path !== '/api/sandbox-payments/deposit') return [];
      attempts += 1;
      // The first press gets no answer at all (every retry fails too); the second one succeeds.
      if (attempts <= 7) throw new TypeError('Failed to fetch');
      return { payment: { id: attempts } };
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useDeposit(), { wrapper });
    const request = { method: 'card-eur', currency: 'EUR', amount_cents: 5000 };
    await act(() => result.current.mutateAsync(request).catch(() => undefined));
    await act(() => result.current.mutateAsync(request));
    await act(() => result.current.mutateAsync(request));
    const keys = api.requests
      .filter((r) => r.path === '/api/sandbox-payments/deposit')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(9);
    expect(new Set(keys.slice(0, 8)).size).toBe(1);
    expect(keys[8]).toBeDefined();
    expect(keys[8]).not.toBe(keys[0]);
  });

  it('asks for a page of the payment history again after a network error', async () => {
    let calls = 0;
    withApi((request) => {
      if (request.path === '/api/player') return player;
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { data: [], pagination: { page: 1, per_page: 20, total_count: 0 } };
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => usePaymentsPage({ page: 1, page_size: 20 }), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ data: [] }));
    expect(calls).toBe(2);
  });

  it('loads the player after a login and drops the data of the session before it', async () => {
    let signedIn = false;
    withApi((request) => {
      if (request.path === '/api/users/sign_in') {
        signedIn = true;
        return {};
      }
      if (request.path === '/api/player') return signedIn ? player : {};
      return [];
    });
    const { client, wrapper } = setup();
    client.setQueryData(queryKeys.player.limits(), [{ id: 1 }]);
    const { result } = renderHook(() => useSignIn(), { wrapper });
    const loaded = await act(() => result.current.mutateAsync({ email: 'p@x.io', password: 'pw' }));
    expect(loaded).toMatchObject({ id: 42 });
    expect(client.getQueryData(queryKeys.player.profile())).toMatchObject({ id: 42 });
    expect(client.getQueryData(queryKeys.player.limits())).toBeUndefined();
  });
});
