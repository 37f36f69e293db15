// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import { FIXTURE_LUMEN, FIXTURE_NOVA, writeFixtureBrands, writeJson } from '../site/fixture-brands.ts';
import { PlayerAgent } from '../../tools/sandbox/testing/player-agent.ts';
import {
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADERS,
  isSubresourceAnswer,
  securityHeadersPlugin,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers.ts';

// Every route the server declares, as Fastify announces it (onRoute), to check each one's answer.
const declared = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = actual.default as unknown as (...args: unknown[]) => FastifyInstance;
  const withRouteList = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      declared.push(route);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteList, fastify: withRouteList };
});

const HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];
const html = { accept: 'text/html,application/xhtml+xml' };

/** The directives of a policy: name → sources. */
function directives(policy: unknown): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

/** A built client as small as can be: index.html with the boot screen's inline style, one asset. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'croupier-headers-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Croupier</title><style>.cr-boot{margin:0}</style></head>' +
      '<body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div>' +
      '<script type="module" crossorigin src="/assets/index.js"></script></body></html>',
  );
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index.js'), 'export {};');
  return dist;
}

describe('the security headers of the sandbox', () => {
  let dist = '';
  let server: SandboxServer;

  beforeAll(async () => {
    dist = writeDist();
    declared.length = 0;
    server = await buildServer({ memory: true, distDir: dist, cashoutDelayMs: null });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are on the answer of every route, of a 404, of a static asset and of a URL that does not decode', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const routes = declared.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method,
        // Parameters get a plausible value; the answer (200, 4xx) does not matter, its headers do.
        url: route.url.replace(/:[^/]+/g, '1').replace('*', 'x'),
      })),
    );
    expect(routes.length).toBeGreaterThan(100);
    const extra = [
      { method: 'GET', url: '/no-such-page' },
      { method: 'GET', url: '/api/no-such-call' },
      { method: 'GET', url: '/assets/index.js' },
      { method: 'GET', url: '/%E0%A4%A' },
    ];
    const missing: string[] = [];
    for (const { method, url } of [...routes, ...extra]) {
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? {} : undefined;
      const response = await agent.request(method as 'GET', url, body, html);
      const subresource = isSubresourceAnswer(url, String(response.headers['content-type'] ?? ''));
      for (const header of HEADERS) {
        const expected = !subresource || !(DOCUMENT_ONLY_HEADERS as readonly string[]).includes(header);
        if (Boolean(response.headers[header]) !== expected) {
          missing.push(`${method} ${url} (${response.status}): ${header} ${expected ? 'missing' : 'sent'}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the document-only headers off scripts, styles, fonts and images, but not off the service worker', () => {
    expect(isSubresourceAnswer('/assets/main-1a2b.js', 'application/javascript; charset=utf-8')).toBe(true);
    expect(isSubresourceAnswer('/assets/main-1a2b.css', 'text/css; charset=utf-8')).toBe(true);
    expect(isSubresourceAnswer('/assets/inter.woff2', 'font/woff2')).toBe(true);
    expect(isSubresourceAnswer('/icons/192.png', 'image/png')).toBe(true);
    expect(isSubresourceAnswer('/sw.js', 'application/javascript; charset=utf-8')).toBe(false);
    expect(isSubresourceAnswer('/logo.svg', 'image/svg+xml')).toBe(false);
    expect(isSubresourceAnswer('/', 'text/html; charset=utf-8')).toBe(false);
    expect(isSubresourceAnswer('/api/current_ip', 'application/json; charset=utf-8')).toBe(false);
  });

  it('send a script of the build with nosniff and without the document-only headers', async () => {
    const script = await new PlayerAgent(server.app).get('/assets/index.js');
    expect(script.status).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    for (const header of DOCUMENT_ONLY_HEADERS) expect(script.headers[header]).toBeUndefined();
  });

  it('give each page its own nonce, the one on every inline style and script the server writes', async () => {
    const agent = new PlayerAgent(server.app);
    const pages = ['/', '/', '/sandbox/game/drift-studios/twisted-express-1000?mode=demo'];
    const nonces: string[] = [];
    for (const url of pages) {
      const page = await agent.get(url, html);
      expect(page.status).toBe(200);
      const nonce = nonceOf(page.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inline = page.text.match(
        /<(script|style)\b(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g,
      );
      expect(inline?.length).toBeGreaterThan(0);
      for (const element of inline ?? []) expect(element).toContain(`nonce="${nonce}"`);
      nonces.push(nonce ?? '');
    }
    expect(new Set(nonces).size).toBe(pages.length);
  });

  it('allow no inline or eval script, no plugin, no foreign base or form target', async () => {
    const policy = directives(
      (await new PlayerAgent(server.app).get('/', html)).headers['content-security-policy'],
    );
    for (const name of ['default-src', 'script-src', 'style-src-elem']) {
      expect(policy.get(name)).toContain("'self'");
      expect(policy.get(name)).not.toContain("'unsafe-inline'");
      expect(policy.get(name)).not.toContain("'unsafe-eval'");
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
    // The socket on the page's own host.
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://nova.localhost']);
  });

  it('pin HTTPS only for an answer that came over HTTPS, which an untrusted proxy cannot claim', async () => {
    const agent = new PlayerAgent(server.app);
    expect((await agent.get('/api/current_ip')).headers['strict-transport-security']).toBeUndefined();
    const forged = await agent.get('/api/current_ip', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = Fastify({ trustProxy: true });
    await behindProxy.register(securityHeadersPlugin, { brands: () => [FIXTURE_NOVA] });
    behindProxy.get('/', async () => ({ ok: true }));
    const overHttps = await behindProxy.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https', host: 'nova.localhost' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(directives(overHttps.headers['content-security-policy']).get('connect-src')).toContain(
      'wss://nova.localhost',
    );
    const overHttp = await behindProxy.inject({ url: '/', headers: { host: 'nova.localhost' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    await behindProxy.close();
  });

  it('have violations reported by report-uri, and over HTTPS through the Reporting API as well', async () => {
    const overHttp = directives(
      (await new PlayerAgent(server.app).get('/')).headers['content-security-policy'],
    );
    expect(overHttp.get('report-uri')).toEqual(['/csp-report']);
    // Chromium would drop report-uri for a report-to it never serves on plain http.
    expect(overHttp.has('report-to')).toBe(false);

    const behindProxy = Fastify({ trustProxy: true });
    await behindProxy.register(securityHeadersPlugin, { brands: () => [FIXTURE_NOVA] });
    behindProxy.get('/', async () => ({ ok: true }));
    const overHttps = await behindProxy.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    const policy = directives(overHttps.headers['content-security-policy']);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(overHttps.headers['reporting-endpoints']).toBe('csp="/csp-report"');
    await behindProxy.close();
  });
});

describe("the policy follows the brand's security block", () => {
  let brandsDir = '';
  let server: SandboxServer;

  beforeAll(async () => {
    brandsDir = writeFixtureBrands();
    writeJson(brandsDir, 'nova/brand.json', {
      ...FIXTURE_NOVA,
      security: {
        frameAncestors: ['https://partner.example'],
        imageOrigins: ['https://cdn.example', 'https://*.images.example'],
        gameOrigins: ['https://games.example'],
      },
    });
    // In production behind a proxy on loopback, which passes on any X-Forwarded-Host a client sends.
    server = await buildServer({ memory: true, brandsDir, production: true, trustProxy: '127.0.0.1' });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    rmSync(brandsDir, { recursive: true, force: true });
  });

  it("lets the brand's partners frame it, its CDNs serve images and its providers' games load", async () => {
    const nova = await new PlayerAgent(server.app, 'nova-mirror.localhost').get('/api/current_ip');
    const policy = directives(nova.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://partner.example']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example',
      'https://*.images.example',
    ]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://games.example']);
    expect(nova.headers['permissions-policy']).toContain('fullscreen=(self "https://games.example")');
    expect(nova.headers['permissions-policy']).toContain('camera=()');
  });

  it('gives a brand without a security block only its own origin', async () => {
    expect(FIXTURE_LUMEN.security).toBeUndefined();
    const lumen = await new PlayerAgent(server.app, 'lumen.localhost').get('/api/current_ip');
    const policy = directives(lumen.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
  });

  it('is the brand of the Host header behind a trusted proxy, whatever X-Forwarded-Host claims', async () => {
    const viaProxy = new PlayerAgent(server.app, 'lumen.localhost:8080', '127.0.0.1');
    const forged = await viaProxy.get('/api/current_ip', { 'x-forwarded-host': 'nova.localhost' });
    const policy = directives(forged.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // The socket of the page's own host, as GET /api/player/settings names it.
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://lumen.localhost:8080']);
    const settings = await viaProxy.get<{ cent: { url: string } }>('/api/player/settings', {
      'x-forwarded-host': 'nova.localhost',
    });
    expect(settings.body.cent.url).toBe('ws://lumen.localhost:8080/connection/websocket');
  });
});

describe('contentSecurityPolicy', () => {
  it('leaves out a socket origin it was not given', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n0nce' }));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});
