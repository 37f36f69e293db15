import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentIpQueryOptions } from '../api/info.ts';
import { getPlayerQueryOptions } from '../api/player.ts';
import type { AnyWidgetDefinition } from '../slots/define-widget.ts';
import { clearWidgets, registerWidgets } from '../slots/registry.ts';
import { prefetchBoot, readBootPayload, type BootPayload } from './boot-data.ts';

const requested: string[] = [];

afterEach(() => {
  requested.length = 0;
  clearWidgets();
});

function stubFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://nova.localhost');
      requested.push(url.pathname + (url.searchParams.has('l') ? `?l=${url.searchParams.get('l')}` : ''));
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

  it('takes geo and the player from the boot payload and prefetches for the locale they give', async () => {
    stubFetch();
    const client = new QueryClient();
    const boot: BootPayload = {
      geo: { ip: '127.0.0.1', country_code: 'IT', region_code: null, default_currency: 'EUR' },
      player: null,
    };
    prefetchBoot(client, { host: 'nova.localhost', pathname: '/' }, boot);
    expect(client.getQueryData(getCurrentIpQueryOptions().queryKey)).toEqual(boot.geo);
    expect(client.getQueryData(getPlayerQueryOptions().queryKey)).toBeNull();
    await vi.waitFor(() =>
      expect(requested).toEqual(
        expect.arrayContaining([
          '/messages/it.json',
          '/api/cms/pages?l=it',
          '/api/fe/config/banners-config',
          '/api/fe/config/feature-flags',
        ]),
      ),
    );
    expect(requested).not.toContain('/api/current_ip');
    expect(requested).not.toContain('/api/player');
  });
});

describe("prefetchBoot and the widgets' code", () => {
  const footer = () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    clearWidgets();
    registerWidgets([{ id: 'site-footer', load } as unknown as AnyWidgetDefinition]);
    return load;
  };
  const geo = { ip: '127.0.0.1', country_code: 'CA', region_code: null, default_currency: 'CAD' };

  it("warms the code of the layouts' widgets for a page the browser renders", async () => {
    stubFetch();
    const load = footer();
    prefetchBoot(new QueryClient(), { host: 'nova.localhost', pathname: '/' }, { geo, player: null });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
  });

  it('leaves it to a server-rendered page, which loads each widget when it is due', async () => {
    stubFetch();
    const load = footer();
    const client = new QueryClient();
    const ssr = { locale: 'en', device: 'mobile', queries: { mutations: [], queries: [] }, widgets: [] };
    prefetchBoot(client, { host: 'nova.localhost', pathname: '/' }, {
      geo,
      player: null,
      ssr,
    } as BootPayload);
    await vi.waitFor(() => expect(client.getQueryData(['layout', 'nova', 'shell'])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('readBootPayload', () => {
  const doc = (text: string | null) => ({
    getElementById: (id: string) =>
      id === 'cr-boot' && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it('is null without a payload, or with one that is not JSON or has no geo', () => {
    expect(readBootPayload(doc(null))).toBeNull();
    expect(readBootPayload(doc('{"geo":'))).toBeNull();
    expect(readBootPayload(doc('{"player":null}'))).toBeNull();
  });

  it('reads a player only when it has a numeric id, as GET /api/player is read', () => {
    const geo = { country_code: 'CA' };
    expect(readBootPayload(doc(JSON.stringify({ geo, player: { id: 7, email: 'a@b.c' } })))).toEqual({
      geo,
      player: { id: 7, email: 'a@b.c' },
    });
    expect(readBootPayload(doc(JSON.stringify({ geo, player: { email: null } })))?.player).toBeNull();
  });
});
