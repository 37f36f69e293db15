import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../runtime/config/validate.ts';
import { bannerContentIssues } from '../../runtime/rules/banners.ts';

const brandsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'brands');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const banner = {
  id: 'welcome',
  frontend_identifier: 'welcome',
  image: '/assets/generated/banner/welcome.svg',
  categories: ['slider-index-top'],
  title: { text: 'Welcome' },
};
const withAttrs = (attrs: Record<string, string>) =>
  validateDocument('cms/config/banners-config', {
    banners: [{ ...banner, button: { name: 'Sign up', url: '/registration', attrs } }],
  });

describe('banners-config schema: button attrs', () => {
  it('accepts a target, link relations, a popup and data attributes', async () => {
    expect(
      await withAttrs({
        target: '_blank',
        rel: 'sponsored nofollow',
        'data-popup': 'sign-up',
        'data-analytics-id': 'welcome-cta',
        'data-gtm': 'hero',
      }),
    ).toEqual([]);
  });

  it('rejects attributes that could run script or restyle the page, and unknown popups', async () => {
    const pointers = async (attrs: Record<string, string>) =>
      (await withAttrs(attrs)).map((issue) => issue.pointer);
    expect(await pointers({ onclick: 'steal()' })).toEqual(['/banners/0/button/attrs/onclick']);
    expect(await pointers({ style: 'position:fixed' })).toEqual(['/banners/0/button/attrs/style']);
    expect(await pointers({ href: 'javascript:alert(1)' })).toEqual(['/banners/0/button/attrs/href']);
    expect(await pointers({ target: '_top' })).toContain('/banners/0/button/attrs/target');
    expect(await pointers({ rel: 'opener' })).toContain('/banners/0/button/attrs/rel');
    expect(await pointers({ 'data-popup': 'cashbox' })).toContain('/banners/0/button/attrs/data-popup');
    expect(await pointers({ 'data-Bad_Name': 'x' })).toEqual(['/banners/0/button/attrs/data-Bad_Name']);
  });
});

describe('banners-config documents of the brands', () => {
  const brands = readdirSync(brandsDir).filter((id) => existsSync(join(brandsDir, id, 'brand.json')));

  it('exist for at least one brand', () => {
    expect(brands.length).toBeGreaterThan(0);
  });

  // The sandbox serves a brand its own banners-config, else the _base one (brand-content.ts).
  it.each(brands)('give every banner text of %s in every locale the brand enables', (id) => {
    const { locales } = readJson(join(brandsDir, id, 'brand.json')) as { locales: string[] };
    const own = join(brandsDir, id, 'cms', 'config', 'banners-config.json');
    const file = existsSync(own) ? own : join(brandsDir, '_base', 'cms', 'config', 'banners-config.json');
    expect(bannerContentIssues(readJson(file), locales)).toEqual([]);
  });
});
