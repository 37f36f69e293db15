import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { settlePlayerCalls } from './use-leave-session.ts';

describe('settlePlayerCalls (before a sign-out ends the session)', () => {
  it("waits for the player's calls in flight to finish", async () => {
    const queryClient = new QueryClient();
    const order: string[] = [];
    void queryClient.fetchQuery({
      queryKey: ['player', 'favourites', 'ids'],
      queryFn: () =>
        new Promise<number[]>((resolve) =>
          setTimeout(() => {
            order.push('favourites answered');
            resolve([1]);
          }, 120),
        ),
    });
    await settlePlayerCalls(queryClient, 2_000);
    order.push('sign-out may go');
    expect(order).toEqual(['favourites answered', 'sign-out may go']);
  });

  it('aborts a call that outlasts the wait, and leaves other data alone', async () => {
    const queryClient = new QueryClient();
    let aborted = false;
    void queryClient
      .fetchQuery({
        queryKey: ['player', 'accounts'],
        queryFn: ({ signal }) =>
          new Promise<never>((_, reject) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('aborted'));
            });
          }),
      })
      .catch(() => undefined);
    let gamesDone = false;
    void queryClient
      .fetchQuery({
        queryKey: ['games', 'filter'],
        queryFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(1), 300)),
      })
      .then(() => (gamesDone = true));
    await settlePlayerCalls(queryClient, 100);
    expect(aborted).toBe(true);
    expect(queryClient.isFetching({ queryKey: ['player'] })).toBe(0);
    expect(gamesDone).toBe(false);
    expect(queryClient.isFetching({ queryKey: ['games'] })).toBe(1);
  });
});
