// @vitest-environment node
import { rmSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_LUMEN, FIXTURE_NOVA, writeFixtureBrands, writeJson } from './fixture-brands.ts';
import {
  GEO_COOKIE,
  loadBrands,
  registerSite,
  resolveSite,
  UNKNOWN_HOST_WARNING_INTERVAL_MS,
  UnknownHostWarnings,
} from './resolve-site.ts';

const brands = [FIXTURE_LUMEN, FIXTURE_NOVA];
const request = (host: string, extra: { query?: Record<string, string>; cookie?: string } = {}) => ({
  headers: { host, cookie: extra.cookie },
  query: extra.query ?? {},
});

describe('resolveSite', () => {
  it('serves the brand whose hosts list the exact host, ignoring the port', () => {
    const site = resolveSite(request('lumen.localhost:4173'), brands);
    expect(site).toMatchObject({ host: 'lumen.localhost', hostKind: 'production', mainProduction: true });
    expect(site.brand.id).toBe('lumen');
  });

  it('treats a mirror host as a mirror, never as main production', () => {
    const site = resolveSite(request('nova-mirror.localhost'), brands);
    expect(site.brand.id).toBe('nova');
    expect(site).toMatchObject({ hostKind: 'mirror', mainProduction: false });
  });

  it('matches subdomains through a "*." pattern, preferring an exact host', () => {
    expect(resolveSite(request('xyz.nova-mirror.localhost'), brands)).toMatchObject({
      hostKind: 'mirror',
      country: 'DE',
    });
    expect(resolveSite(request('au.nova-mirror.localhost'), brands).country).toBe('AU');
  });

  it('serves an unknown host as a mirror of the brand that lists localhost', () => {
    const site = resolveSite(request('127.0.0.1:8080'), brands);
    expect(site.brand.id).toBe('nova');
    expect(site).toMatchObject({
      host: '127.0.0.1',
      hostKind: 'mirror',
      mainProduction: false,
      country: 'CA',
    });
  });

  it('takes the country from ?geo, then the cookie, then the host geo, then the brand default', () => {
    expect(resolveSite(request('nova.localhost', { query: { geo: 'ee' } }), brands).country).toBe('EE');
    expect(resolveSite(request('nova.localhost', { cookie: `a=1; ${GEO_COOKIE}=NO` }), brands).country).toBe(
      'NO',
    );
    expect(
      resolveSite(request('nova.localhost', { query: { geo: 'IT' }, cookie: `${GEO_COOKIE}=NO` }), brands)
        .country,
    ).toBe('IT');
    expect(resolveSite(request('lumen.localhost'), brands).country).toBe('NZ');
    expect(resolveSite(request('nova.localhost'), brands).country).toBe('CA');
  });

  it('ignores a malformed geo override', () => {
    expect(resolveSite(request('nova.localhost', { query: { geo: 'Estonia' } }), brands).country).toBe('CA');
  });

  it('picks the brand by Host alone: an X-Forwarded-Host header changes nothing', () => {
    const forged = { headers: { host: 'nova-mirror.localhost', 'x-forwarded-host': 'lumen.localhost' } };
    expect(resolveSite(forged, brands)).toMatchObject({ host: 'nova-mirror.localhost', hostKind: 'mirror' });
    expect(resolveSite(forged, brands).brand.id).toBe('nova');
  });

  it('ignores the port and the case of the Host header', () => {
    expect(resolveSite(request('Nova.LocalHost:443'), brands)).toMatchObject({
      host: 'nova.localhost',
      hostKind: 'production',
    });
  });
});

describe('registerSite', () => {
  const dir = writeFixtureBrands();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function appWithSite() {
    const app = Fastify();
    registerSite(app, dir);
    app.get('/site', async (req) => ({
      brand: req.site.brand.id,
      country: req.site.country,
      kind: req.site.hostKind,
    }));
    await app.ready();
    return app;
  }

  it('decorates each request with its site and remembers ?geo in a 30-day cookie', async () => {
    const app = await appWithSite();
    const response = await app.inject({ url: '/site?geo=EE', headers: { host: 'nova.localhost:3000' } });
    expect(response.json()).toEqual({ brand: 'nova', country: 'EE', kind: 'production' });
    expect(String(response.headers['set-cookie'])).toContain(`${GEO_COOKIE}=EE; Max-Age=2592000; Path=/`);

    const next = await app.inject({
      url: '/site',
      headers: { host: 'nova.localhost', cookie: `${GEO_COOKIE}=EE` },
    });
    expect(next.json().country).toBe('EE');
    expect(next.headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it('warns in the log of a host that no brand lists, once a minute per host', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    registerSite(app, dir);
    app.get('/site', async (req) => ({ brand: req.site.brand.id, known: req.site.hostKnown }));
    await app.ready();
    const unknown = await app.inject({ url: '/site', headers: { host: 'typo.example:8080' } });
    expect(unknown.json()).toEqual({ brand: 'nova', known: false });
    await app.inject({ url: '/site', headers: { host: 'typo.example' } });
    expect((await app.inject({ url: '/site', headers: { host: 'lumen.localhost' } })).json().known).toBe(
      true,
    );
    const warnings = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(warnings).toEqual([
      'host "typo.example" is listed by no brand: served by nova as a mirror (add it to the hosts of a brand.json, or fix the DNS/proxy that sends it)',
    ]);
    await app.close();
  });

  it('warns of the same unknown host again after the interval', () => {
    const warnings = new UnknownHostWarnings();
    expect(warnings.due('a.example', 0)).toBe(true);
    expect(warnings.due('a.example', UNKNOWN_HOST_WARNING_INTERVAL_MS - 1)).toBe(false);
    expect(warnings.due('b.example', 1)).toBe(true);
    expect(warnings.due('a.example', UNKNOWN_HOST_WARNING_INTERVAL_MS)).toBe(true);
  });

  it('keeps cookies that @fastify/cookie sets in the same response', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    registerSite(app, dir);
    app.get('/both', async (_req, reply) =>
      reply.setCookie('session', 'abc', { path: '/' }).send({ ok: true }),
    );
    const response = await app.inject({ url: '/both?geo=NO', headers: { host: 'nova.localhost' } });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toContain('session=abc');
    expect(cookies).toContain(`${GEO_COOKIE}=NO`);
    await app.close();
  });

  it('sees a host added to brand.json on the next request, without a restart', async () => {
    const app = await appWithSite();
    const before = await app.inject({ url: '/site', headers: { host: 'lumen-mirror.localhost' } });
    expect(before.json().brand).toBe('nova');
    writeJson(dir, 'lumen/brand.json', {
      ...FIXTURE_LUMEN,
      hosts: [...FIXTURE_LUMEN.hosts, { host: 'lumen-mirror.localhost', kind: 'mirror', geo: 'IE' }],
    });
    const after = await app.inject({ url: '/site', headers: { host: 'lumen-mirror.localhost' } });
    expect(after.json()).toEqual({ brand: 'lumen', country: 'IE', kind: 'mirror' });
    await app.close();
  });

  it('loads every brand folder but not the _base defaults, without the $schema key', () => {
    const loaded = loadBrands(dir);
    expect(loaded.map((brand) => brand.id)).toEqual(['lumen', 'nova']);
    expect(loaded.every((brand) => !('$schema' in brand))).toBe(true);
  });
});
