import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import { pageRequest } from '../../tools/sandbox/testing/page-request.ts';
import { deviceOf, inProcessFetch } from './first-view.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(() => server.close());

describe('deviceOf', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/136.0 Safari/537.36', 'desktop'],
    ['', 'desktop'],
  ])('%s → %s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe('inProcessFetch', () => {
  it("answers as the sandbox answers the visitor: the page's host and ?geo= override", async () => {
    const fetch = inProcessFetch(server.app, pageRequest('/de?geo=AT'));
    const response = await fetch('/api/current_ip', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ country_code: 'AT' });
  });

  it('sends the method and JSON body, and gives HTTP errors as they are', async () => {
    const fetch = inProcessFetch(server.app, pageRequest('/'));
    const games = await fetch('/api/games_filter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ device: 'desktop', page: 1, page_size: 3 }),
    });
    expect(games.status).toBe(200);
    expect(((await games.json()) as { data: unknown[] }).data).toHaveLength(3);
    const player = await fetch('/api/player');
    expect(player.status).toBe(401);
  });
});
