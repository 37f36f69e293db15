// @vitest-environment node
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDocument } from '../../../runtime/config/validate.ts';
import { configDocumentKind } from '../../../runtime/config/validate.ts';
import { registerSite } from '../../../server/site/resolve-site.ts';
import { createCatalog } from './catalog.ts';
import { catalogPlugin } from './plugin.ts';

// The repository's own brands/: every config call of spec §7 is answered on each brand's host.
const brandsDir = resolve(import.meta.dirname, '../../../brands');
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerSite(app, brandsDir);
  await app.register(catalogPlugin, { catalog: createCatalog(), brandsDir });
  await app.ready();
});
afterAll(() => app.close());

/** The GET config calls of spec §7 (the managers lookup is a POST with its own test). */
const SPEC_CONFIGS = [
  'stag-by-referrer-name',
  'survey-config',
  'betting-config',
  'vip-adventures',
  'disabled-bonuses',
  'modify-gifts-config',
  'excluded-promo-stags',
  'currency-config',
  'additional-gifts',
  'main-widget-config',
  'providers-config',
  'logo-config',
  'menu-categories-games',
  'manage-promotion-pages',
  'banners-config',
  'wheel-config',
  'wheel-config-segments',
] as const;

describe('the config calls of spec §7', () => {
  it.each(['nova.localhost', 'lumen.localhost'])(
    'are all answered on %s with a valid document',
    async (host) => {
      for (const name of SPEC_CONFIGS) {
        for (const prefix of ['/api/fe/config/', '/api-fe/config/']) {
          const response = await app.inject({ url: `${prefix}${name}`, headers: { host } });
          expect(response.statusCode, `${prefix}${name}`).toBe(200);
          const kind = configDocumentKind(name);
          expect(kind, name).toBeDefined();
          if (kind) expect(await validateDocument(kind, response.json()), name).toEqual([]);
        }
      }
    },
  );

  it('gives each brand its own logo and promotions', async () => {
    const logo = async (host: string) =>
      (await app.inject({ url: '/api/fe/config/logo-config', headers: { host } })).json();
    expect((await logo('nova.localhost')).logoUrl.full).toContain('nova');
    expect((await logo('lumen.localhost')).logoUrl.full).toContain('lumen');
    const slugs = async (host: string) =>
      (await app.inject({ url: '/api/fe/config/promotions', headers: { host } }))
        .json()
        .promotions.map((p: { slug: string }) => p.slug);
    expect(await slugs('nova.localhost')).toContain('points-store');
    expect(await slugs('lumen.localhost')).not.toContain('points-store');
  });

  it('still answers 404 for a config no brand has', async () => {
    const response = await app.inject({
      url: '/api/fe/config/no-such-config',
      headers: { host: 'nova.localhost' },
    });
    expect(response.statusCode).toBe(404);
  });
});
