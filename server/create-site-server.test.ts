// @vitest-environment node
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, HEALTH_PATH, IMMUTABLE_CACHE_CONTROL } from './create-site-server.ts';
import { FIXTURE_ASSET, writeDistFixture } from './testing/dist-fixture.ts';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the site server in front of an upstream platform', () => {
  let dist = '';
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = writeDistFixture();
    // Nothing listens on the discard port: the API is never reached by these tests.
    app = await createSiteServer({ distDir: dist, upstream: 'http://127.0.0.1:9', production: true });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets under /assets as immutable for a year, for browsers and CDNs alike', async () => {
    const asset = await app.inject({ url: FIXTURE_ASSET });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(IMMUTABLE_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
  });

  it('has the page and unhashed files revalidated', async () => {
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ url: '/pokies/all', headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps no state: neither a page nor an asset sets a cookie', async () => {
    for (const url of ['/', '/pokies/all', FIXTURE_ASSET, '/manifest.webmanifest']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('never serves the bare page template', async () => {
    const template = await app.inject({ url: '/index.html', headers: html });
    // The page document instead: the brand's title, not the template's.
    expect(template.body).not.toContain('<title>Croupier</title>');
  });

  it('answers its health check without asking the platform', async () => {
    const health = await app.inject({ url: HEALTH_PATH });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('answers an API call the platform does not answer with 502, not a page', async () => {
    const api = await app.inject({ url: '/api/current_ip', headers: html });
    expect(api.statusCode).toBe(502);
  });
});

describe('createSiteServer', () => {
  it('needs either an upstream or a platform, not both', async () => {
    await expect(createSiteServer({})).rejects.toThrow(/either `upstream` or `platform`/);
    await expect(
      createSiteServer({ upstream: 'http://127.0.0.1:9', platform: async () => {} }),
    ).rejects.toThrow(/either `upstream` or `platform`/);
  });

  it('registers the platform hook’s routes behind the site’s headers', async () => {
    const app = await createSiteServer({
      platform: async (server) => {
        server.get('/api/current_ip', async () => ({ ip: '203.0.113.7', country_code: 'DE' }));
      },
    });
    try {
      const response = await app.inject({ url: '/api/current_ip' });
      expect(response.json()).toEqual({ ip: '203.0.113.7', country_code: 'DE' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
