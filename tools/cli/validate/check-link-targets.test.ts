// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../runtime/routing/route-table.ts';
import {
  BrandPages,
  checkLinkTargets,
  checkRoutesHaveLayouts,
  checkRouteTable,
  ROUTE_TABLE_FILE,
  routeTableIssues,
} from './check-link-targets.ts';
import { lineStartsOf, positionAt } from './json-document.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A brands folder with empty layouts and CMS pages of these names. */
async function brands(files: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'croupier-links-'));
  dirs.push(dir);
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), '{}');
  }
  return dir;
}

const today = ['lobby', 'category', 'game', 'static-page'].map((id) => `_base/layouts/${id}.json`);

describe('links that lead to no page', () => {
  it('reports banner buttons and banner links to pages the brand does not have, by field', async () => {
    const dir = await brands([...today, '_base/cms/pages/about.json']);
    const doc = {
      banners: [
        { id: 'cup', button: { name: 'Play', type: 'tournaments', frontendIdentifier: 'spring' } },
        { id: 'vip', url: '/vip-club', button: { name: 'Join', url: '/de/vip-club?x=1' } },
        { id: 'ok', url: '/about', button: { name: 'Go', url: 'https://partner.example.com' } },
        { id: 'later', url: '/vip-club', when: { pages: ['vip-club'], features: ['vip'] } },
      ],
    };
    const issues = await checkLinkTargets(
      join(dir, 'nova/cms/config/banners-config.json'),
      'cms/config/banners-config',
      doc,
      new BrandPages(),
    );
    expect(issues.map((issue) => [issue.pointer, issue.message])).toEqual([
      [
        '/banners/0/button/type',
        '"/tournaments/spring" leads to no page: this brand has no "tournament" layout',
      ],
      ['/banners/1/url', '"/vip-club" leads to no page: this brand has no "vip-club" layout'],
      ['/banners/1/button/url', '"/de/vip-club?x=1" leads to no page: this brand has no "vip-club" layout'],
    ]);
    expect(new Set(issues.map((issue) => issue.rule))).toEqual(new Set(['link/no-page']));
  });

  it('checks the links of a brand against its own layouts over _base', async () => {
    const dir = await brands([...today, 'lumen/layouts/vip-club.json']);
    const doc = { infoLinks: [{ id: 'vip', to: '/vip-club' }] };
    const pages = new BrandPages();
    const check = (brand: string) =>
      checkLinkTargets(join(dir, brand, 'cms/config/footer.json'), 'cms/config/footer', doc, pages);
    expect(await check('lumen')).toEqual([]);
    expect(await check('nova')).toHaveLength(1);
    expect(await check('_base')).toHaveLength(1);
  });

  it('reads routes by name in widget props, follows redirects and names a path that is no page at all', async () => {
    const dir = await brands(today);
    const layout = {
      slots: {
        header: [
          {
            widget: 'site-header',
            props: {
              items: [
                { id: 'cups', route: 'tournaments' },
                { id: 'typo', route: 'tournamnets' },
                { id: 'legacy', href: '/users' },
                { id: 'nowhere', href: '/no/such/page' },
                { id: 'live', href: '/live/all', when: { pages: ['category'] } },
              ],
            },
          },
          {
            widget: 'sidebar',
            when: { pages: ['vip-club'] },
            props: { items: [{ id: 'vip', href: '/vip-club' }] },
          },
        ],
      },
    };
    const issues = await checkLinkTargets(
      join(dir, 'nova/layouts/shell.json'),
      'layout',
      layout,
      new BrandPages(),
    );
    expect(issues.map((issue) => [issue.pointer, issue.message])).toEqual([
      [
        '/slots/header/0/props/items/0/route',
        'route "tournaments" leads to no page: this brand has no "tournaments" layout',
      ],
      ['/slots/header/0/props/items/1/route', 'route "tournamnets" does not exist'],
      [
        '/slots/header/0/props/items/2/href',
        '"/users" leads to no page: this brand has no "profile-main" layout',
      ],
      ['/slots/header/0/props/items/3/href', '"/no/such/page" leads to no page of the site'],
    ]);
  });
});

describe('route table redirects and fallbacks', () => {
  const presence = (pages: string[]) => ({ pages, cmsPageSlugs: [], licence: 'CW' as const, country: '' });

  it('reports the fallback of a present route when the fallback has no page (rocket chance → /promotions)', () => {
    expect(routeTableIssues(presence(['lobby', 'rocket-chance']))).toEqual([
      {
        needles: ["name: 'rocket-chance'", "('rocket-chance'"],
        message:
          'route "rocket-chance" falls back to "/promotions", which has no page: no "promotions" layout',
        rule: 'route/fallback-no-page',
      },
    ]);
    expect(routeTableIssues(presence(['lobby', 'rocket-chance', 'promotions']))).toEqual([]);
  });

  it('says nothing about routes and redirects whose pages are all still to be built', () => {
    expect(routeTableIssues(presence(['lobby', 'category', 'game', 'static-page']))).toEqual([]);
  });

  it('locates a problem at its route in route-table.ts and names the brands it concerns', async () => {
    const dir = await brands([
      '_base/layouts/lobby.json',
      'nova/layouts/rocket-chance.json',
      'lumen/layouts/rocket-chance.json',
      'lumen/layouts/promotions.json',
    ]);
    const problems = await checkRouteTable(dir, new BrandPages(), (path) => path);
    const source = await readFile(ROUTE_TABLE_FILE, 'utf8');
    const expected = positionAt(lineStartsOf(source), source.indexOf("name: 'rocket-chance'"));
    expect(problems).toEqual([
      {
        file: ROUTE_TABLE_FILE,
        ...expected,
        pointer: '',
        message:
          'route "rocket-chance" falls back to "/promotions", which has no page: no "promotions" layout (brands: nova)',
        rule: 'route/fallback-no-page',
      },
    ]);
    expect(source.split('\n')[expected.line - 1]).toContain("name: 'rocket-chance'");
  });
});

describe('routes without a layout', () => {
  it('names each route whose layout _base lacks, at its route in route-table.ts', async () => {
    const layouts = [...new Set(['shell', ...ROUTES.map((route) => route.layout)])];
    const all = await brands(layouts.map((layout) => `_base/layouts/${layout}.json`));
    expect(await checkRoutesHaveLayouts(all, new BrandPages(), (path) => path)).toEqual([]);

    const without = await brands(
      layouts.filter((layout) => layout !== 'rocket-chance').map((layout) => `_base/layouts/${layout}.json`),
    );
    const problems = await checkRoutesHaveLayouts(without, new BrandPages(), (path) => path);
    expect(problems.map(({ message, rule }) => [message, rule])).toEqual([
      [
        'route "rocket-chance" (/rocket-chance) has no layout: add _base/layouts/rocket-chance.json, or the page is absent on every brand',
        'route/no-layout',
      ],
    ]);
    const source = await readFile(ROUTE_TABLE_FILE, 'utf8');
    expect(source.split('\n')[problems[0]!.line - 1]).toContain("'rocket-chance'");
    // A folder without the shell is no site: nothing to say.
    const extract = await brands(['_base/layouts/lobby.json']);
    expect(await checkRoutesHaveLayouts(extract, new BrandPages(), (path) => path)).toEqual([]);
  });
});
