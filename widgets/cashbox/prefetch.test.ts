import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Account, type Player } from '../../runtime/queries/index.ts';
import { prefetch } from './cashbox.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The paths the prefetch asked the server for. */
function asked(fetch: ReturnType<typeof vi.fn>): string[] {
  return fetch.mock.calls.map(([input]) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://nova.localhost');
    return url.pathname + url.search;
  });
}

describe('the cashbox warmed before it opens', () => {
  it('starts the deposit form’s methods, in the current account’s currency, and the amount rules', async () => {
    const fetch = vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player.profile(), { id: 7, currency: 'EUR' } as Player);
    queryClient.setQueryData(queryKeys.player.accounts(false), [
      { currency: 'EUR', active: false },
      { currency: 'CAD', active: true },
    ] as Account[]);
    prefetch(queryClient);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(asked(fetch)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /\/methods\?.*currency=CAD.*action=deposit|\/methods\?.*action=deposit.*currency=CAD/,
        ),
        expect.stringMatching(/\/config\/currency-config/),
      ]),
    );
  });

  it('asks nothing for a guest', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player.profile(), null);
    prefetch(queryClient);
    expect(fetch).not.toHaveBeenCalled();
  });
});
