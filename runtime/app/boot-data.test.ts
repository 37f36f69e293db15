import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchBoot } from './boot-data.ts';

const requested: string[] = [];

afterEach(() => {
  requested.length = 0;
});

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requested.push(new URL(String(input), 'http://nova.localhost').pathname);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('prefetchBoot', () => {
  it('asks for geo, the player and the en messages at once, plus the locale of the path', async () => {
    stubFetch();
    prefetchBoot(new QueryClient(), { host: 'nova.localhost', pathname: '/de/pokies/all' });
    await vi.waitFor(() => expect(requested.length).toBeGreaterThanOrEqual(4));
    expect(requested).toEqual(
      expect.arrayContaining(['/api/current_ip', '/api/player', '/messages/en.json', '/messages/de.json']),
    );
  });

  it('loads the lobby layout with the shell only when the lobby is the page', async () => {
    stubFetch();
    const lobby = new QueryClient();
    prefetchBoot(lobby, { host: 'lumen.localhost', pathname: '/' });
    const category = new QueryClient();
    prefetchBoot(category, { host: 'lumen.localhost', pathname: '/pokies/all' });
    await vi.waitFor(() => expect(lobby.getQueryData(['layout', 'lumen', 'lobby'])).toBeDefined());
    expect(lobby.getQueryData(['layout', 'lumen', 'shell'])).toBeDefined();
    await vi.waitFor(() => expect(category.getQueryData(['layout', 'lumen', 'shell'])).toBeDefined());
    expect(category.getQueryCache().find({ queryKey: ['layout', 'lumen', 'lobby'] })).toBeUndefined();
  });
});
