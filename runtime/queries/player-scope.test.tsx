import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponder } from '../api/fake-api.ts';
import { getFavouriteGameIdsQueryOptions } from '../api/games.ts';
import { usePlayer } from './player.ts';
import { useSessionStore } from '../state/session-store.ts';
import { clearPlayerData, usePlayerQuery } from './player-scope.ts';
import { createQueryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

const PLAYER = { id: 42, email: 'p@x.io', statuses: [], language: 'en' };

describe('dropping the player data', () => {
  it('turns the visitor into a guest at once, without a moment of loading the player again', async () => {
    const api = withApi(() => PLAYER);
    const client = createQueryClient();
    client.setQueryData(queryKeys.player.profile(), PLAYER);
    client.setQueryData(queryKeys.player.accounts(), [{ currency: 'EUR' }]);
    client.setQueryData(queryKeys.emailConfirmation('t'), PLAYER);
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const player = usePlayer();
        seen.push(player.isPending ? 'pending' : player.data ? 'player' : 'guest');
        return player;
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );
    expect(result.current.data).toEqual(PLAYER);

    act(() => clearPlayerData(client));

    await waitFor(() => expect(result.current.data).toBeNull());
    // The page root shows the site for a player or a guest, and a loader while the player loads.
    expect(seen).not.toContain('pending');
    expect(api.requests).toEqual([]);
    expect(client.getQueryData(queryKeys.player.accounts())).toBeUndefined();
    expect(client.getQueryData(queryKeys.emailConfirmation('t'))).toBeUndefined();
  });

  it('keeps a profile read that was under way from bringing the player back', async () => {
    let answer: (value: unknown) => void = () => undefined;
    withApi(() => new Promise((resolve) => (answer = resolve)));
    const client = createQueryClient();
    client.setQueryData(queryKeys.player.profile(), PLAYER);
    const read = client.refetchQueries({ queryKey: queryKeys.player.profile() });
    clearPlayerData(client);
    answer(PLAYER);
    await read;
    expect(client.getQueryData(queryKeys.player.profile())).toBeNull();
  });
});

describe("a player's queries while the player leaves", () => {
  afterEach(() => useSessionStore.getState().left());

  it('start no call once the sign-out is under way', async () => {
    const api = withApi(() => [1, 2]);
    const client = createQueryClient();
    client.setQueryData(queryKeys.player.profile(), PLAYER);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    act(() => useSessionStore.getState().leave({ signOut: true, openLogin: false }));
    const { result } = renderHook(() => usePlayerQuery(getFavouriteGameIdsQueryOptions()), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.requests).toHaveLength(0);
  });
});
