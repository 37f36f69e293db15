import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponder } from '../../tests/harness/fake-api.ts';
import { getFavouriteGameIdsQueryOptions } from '../api/games.ts';
import { usePlayer } from './player.ts';
import { useSessionStore } from '../state/session-store.ts';
import { clearPlayerData, useApiMutation, usePlayerQuery } from './player-scope.ts';
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

describe('a write', () => {
  it('refreshes a list whose first read started before the write, instead of joining that read', async () => {
    const client = createQueryClient();
    let serverList = ['old gift'];
    const answers: ((list: string[]) => void)[] = [];
    const { result } = renderHook(
      () => ({
        list: useQuery({
          queryKey: queryKeys.player.gifts('freespins'),
          queryFn: () => {
            const snapshot = [...serverList];
            return new Promise<string[]>((resolve) => answers.push(() => resolve(snapshot)));
          },
        }),
        write: useApiMutation({
          mutationFn: () => {
            serverList = [...serverList, 'new gift'];
            return Promise.resolve('ok');
          },
          invalidates: [queryKeys.player.freespins()],
        }),
      }),
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );
    // The list's first read is under way (it read the server before the write) ...
    await waitFor(() => expect(answers).toHaveLength(1));
    let written: Promise<unknown> = Promise.resolve();
    act(() => {
      written = result.current.write.mutateAsync();
    });
    // ... the write asks for a read of its own, and the stale first answer is not the list.
    await waitFor(() => expect(answers).toHaveLength(2));
    for (const answer of answers) answer([]);
    await act(() => written);
    await waitFor(() => expect(result.current.list.data).toEqual(['old gift', 'new gift']));
  });
});
