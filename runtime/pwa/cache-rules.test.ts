import { describe, expect, it } from 'vitest';
import {
  fetchStrategy,
  isNeverCachedPath,
  mayStore,
  offlineLocale,
  offlinePagePath,
  shellCacheName,
  staleCaches,
  type ResponseFacts,
} from './cache-rules.ts';

const ORIGIN = 'https://nova.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode });
const response = (headers: Record<string, string> = {}, status = 200, type = 'basic'): ResponseFacts => ({
  status,
  type,
  headers: { get: (name) => headers[name.toLowerCase()] ?? null },
});

describe('what the service worker does with a request', () => {
  it('leaves the API, money, the socket and the sandbox to the browser, page loads included', () => {
    for (const path of [
      '/api/player',
      '/api/player/payments',
      '/api/payments/deposit',
      '/api-fe/config/menus',
      '/messages/en.json?t=1',
      '/connection/websocket',
      '/sandbox/outbox',
      '/log',
      '/log_utm_set',
      '/performance',
      '/csp-report',
    ]) {
      expect(fetchStrategy(get(path), ORIGIN), path).toBe('bypass');
      expect(fetchStrategy(get(path, 'navigate'), ORIGIN), path).toBe('bypass');
    }
  });

  it('sends every write past the worker', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(fetchStrategy({ method, url: `${ORIGIN}/assets/main-1a2b3c4d.js`, mode: 'cors' }, ORIGIN)).toBe(
        'bypass',
      );
    }
  });

  it('leaves other origins alone (game providers, images of a CDN)', () => {
    expect(fetchStrategy(get('/assets/main-1a2b3c4d.js'), 'https://lumen.example')).toBe('bypass');
    expect(fetchStrategy({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toBe('bypass');
  });

  it('loads pages from the network, the cashbox and the profile as any other page', () => {
    for (const path of ['/', '/de/pokies', '/cashbox', '/profile/limits', '/login']) {
      expect(fetchStrategy(get(path, 'navigate'), ORIGIN), path).toBe('navigate');
    }
  });

  it('takes only hashed build files from the cache first', () => {
    expect(fetchStrategy(get('/assets/main-1a2b3c4d.js'), ORIGIN)).toBe('cache-first');
    expect(fetchStrategy(get('/assets/entry-Bx_9-kQ2.css'), ORIGIN)).toBe('cache-first');
    // Not hashed, drawn per request, or with a query: from the network.
    expect(fetchStrategy(get('/assets/generated/banner/x.svg'), ORIGIN)).toBe('bypass');
    expect(fetchStrategy(get('/assets/brand/nova/logo.png'), ORIGIN)).toBe('bypass');
    expect(fetchStrategy(get('/assets/main-1a2b3c4d.js?v=2'), ORIGIN)).toBe('network-first');
    expect(fetchStrategy(get('/pwa/icons/icon-192.png'), ORIGIN)).toBe('network-first');
    expect(fetchStrategy(get('/manifest.webmanifest'), ORIGIN)).toBe('network-first');
  });

  it('tells the /login page from the /log reporting call', () => {
    expect(isNeverCachedPath('/log')).toBe(true);
    expect(isNeverCachedPath('/login')).toBe(false);
    expect(isNeverCachedPath('/apis')).toBe(false);
    expect(isNeverCachedPath('/api')).toBe(true);
  });
});

describe('what the service worker may store', () => {
  const asset = `${ORIGIN}/assets/main-1a2b3c4d.js`;

  it('stores a complete same-origin file', () => {
    expect(mayStore(asset, response({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true);
    expect(mayStore(`${ORIGIN}/pwa/offline/en.html`, response({ 'cache-control': 'no-cache' }))).toBe(true);
  });

  it('never stores what its server forbids storing', () => {
    expect(mayStore(asset, response({ 'cache-control': 'no-store' }))).toBe(false);
    expect(mayStore(asset, response({ 'cache-control': 'max-age=0, No-Store' }))).toBe(false);
    expect(mayStore(asset, response({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(mayStore(asset, response({ vary: '*' }))).toBe(false);
  });

  it('never stores errors, partial, redirected-away or cross-origin answers', () => {
    expect(mayStore(asset, response({}, 404))).toBe(false);
    expect(mayStore(asset, response({}, 206))).toBe(false);
    expect(mayStore(asset, response({}, 0, 'opaque'))).toBe(false);
    expect(mayStore(asset, response({}, 200, 'cors'))).toBe(false);
  });

  it('never stores an API answer, even one that says it may be cached', () => {
    const cacheable = response({ 'cache-control': 'public, max-age=600' });
    expect(mayStore(`${ORIGIN}/api/player/balance`, cacheable)).toBe(false);
    expect(mayStore(`${ORIGIN}/api/payments/methods`, cacheable)).toBe(false);
    expect(mayStore(`${ORIGIN}/messages/en.json`, cacheable)).toBe(false);
    expect(mayStore('not a url', cacheable)).toBe(false);
  });
});

describe('the caches of the worker', () => {
  it('are named by brand and build, and the other builds of the site are deleted', () => {
    const current = shellCacheName('nova', 'b2');
    expect(current).toBe('croupier-shell-nova-b2');
    expect(
      staleCaches(['croupier-shell-nova-b1', current, 'croupier-shell-lumen-b1', 'other'], current),
    ).toEqual(['croupier-shell-nova-b1', 'croupier-shell-lumen-b1']);
  });
});

describe('the language of the offline page', () => {
  const locales = ['en', 'de', 'en-AU', 'fr-CA', 'no', 'it', 'et'];

  it("is the page's locale prefix first", () => {
    expect(offlineLocale('/de/pokies', locales, ['it-IT'], 'en')).toBe('de');
    expect(offlineLocale('/en-AU', locales, ['de'], 'en')).toBe('en-AU');
  });

  it("else the browser's first language the brand offers", () => {
    expect(offlineLocale('/pokies', locales, ['fr-CA', 'en'], 'en')).toBe('fr-CA');
    expect(offlineLocale('/', locales, ['es-ES', 'it-IT'], 'en')).toBe('it');
    expect(offlineLocale('/', locales, ['nb-NO'], 'en')).toBe('no');
    expect(offlineLocale('/', locales, ['EN-au'], 'en')).toBe('en-AU');
  });

  it('else the fallback', () => {
    expect(offlineLocale('/xx/pokies', locales, ['es', 'pt-BR'], 'en')).toBe('en');
    expect(offlineLocale('/', locales, [], 'en')).toBe('en');
  });

  it('is served under /pwa/offline/', () => {
    expect(offlinePagePath('fr-CA')).toBe('/pwa/offline/fr-CA.html');
  });
});
