// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../runtime/context/types.ts';
import { listJsonFiles } from '../../../server/site/json-file-cache.ts';
import { loadBrands, registerSite } from '../../../server/site/resolve-site.ts';
import { createCatalog } from './catalog.ts';
import { catalogPlugin } from './plugin.ts';

// The repository's own brands/: what `npm start` serves must load and parse.
const brandsDir = resolve(import.meta.dirname, '../../../brands');
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerSite(app, brandsDir);
  await app.register(catalogPlugin, { catalog: createCatalog(), brandsDir });
  await app.ready();
});
afterAll(() => app.close());

const hostsOf = () =>
  loadBrands(brandsDir).map((brand) => ({ brand, host: brand.hosts[0]?.host ?? 'localhost' }));

describe('the repository brands', () => {
  it('serve every brand on its first host and unknown hosts as the localhost brand', async () => {
    for (const { brand, host } of hostsOf()) {
      const project = await app.inject({ url: '/api/info/project', headers: { host } });
      expect(project.json().brand, host).toBe(brand.id);
    }
    const unknown = await app.inject({ url: '/api/info/project', headers: { host: 'unknown.example' } });
    const localhostBrand = loadBrands(brandsDir).find((b) => b.hosts.some((h) => h.host === 'localhost'));
    expect(unknown.json().brand).toBe(localhostBrand?.id);
  });

  it('serve every CMS config document of every brand as JSON', async () => {
    for (const { brand, host } of hostsOf()) {
      const names = new Set(
        ['_base', brand.id].flatMap((layer) => listJsonFiles(join(brandsDir, layer, 'cms', 'config'), false)),
      );
      for (const file of names) {
        const response = await app.inject({
          url: `/api/fe/config/${file.replace(/\.json$/, '')}`,
          headers: { host },
        });
        expect(response.statusCode, `${brand.id} ${file}`).toBe(200);
        expect(response.json(), `${brand.id} ${file}`).not.toHaveProperty('$schema');
      }
    }
  });

  it('serve every listed CMS page in every locale of the brand', async () => {
    for (const { brand, host } of hostsOf()) {
      for (const locale of brand.locales) {
        const list = (await app.inject({ url: `/api/cms/pages?l=${locale}`, headers: { host } })).json();
        for (const item of list as { id: string }[]) {
          const page = await app.inject({ url: `/api/cms/pages/${item.id}?l=${locale}`, headers: { host } });
          expect(page.statusCode, `${brand.id} ${locale} ${item.id}`).toBe(200);
          expect(page.json().title).toBeTruthy();
        }
      }
    }
  });

  it('serve messages for the ten locales', async () => {
    const present = readdirSync(brandsDir);
    expect(present).toContain('_base');
    for (const { host } of hostsOf()) {
      for (const locale of LOCALES) {
        const response = await app.inject({ url: `/messages/${locale}.json`, headers: { host } });
        expect(response.statusCode, `${host} ${locale}`).toBe(200);
      }
    }
  });
});
