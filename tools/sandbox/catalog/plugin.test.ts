// @vitest-environment node
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureBrands, writeJson } from '../../../server/site/fixture-brands.ts';
import { registerSite } from '../../../server/site/resolve-site.ts';
import { createCatalog } from './catalog.ts';
import { GAMES_PAGE_SIZE_MAX, MEDIA_TYPE_FULL, MEDIA_TYPE_IDS } from './games-filter.ts';
import { catalogPlugin } from './plugin.ts';
import type { GamePage, GameRaw } from './types.ts';

const catalog = createCatalog({ now: () => new Date('2026-11-21T12:00:00Z') });
let dir: string;
let app: FastifyInstance;
/** The lines of the server's log (warnings and up), parsed. */
const logLines: { level: number; msg: string; file?: string; reqId?: string }[] = [];

beforeAll(async () => {
  dir = writeFixtureBrands();
  writeJson(dir, '_base/cms/config/logo-config.json', { logoUrl: { mobile: '/m.svg', full: '/f.svg' } });
  writeJson(dir, '_base/cms/config/survey-config.json', {
    survey_id: 'base',
    survey_collector_id: 'c',
    is_enable_widget: false,
  });
  writeJson(dir, 'lumen/cms/config/survey-config.json', {
    $schema: '../../../../schemas/generated/survey-config.json',
    survey_id: 'lumen',
  });
  writeJson(dir, '_base/cms/pages/privacy-policy.json', {
    categories: ['bottom-menu'],
    content: {
      en: { title: 'Privacy', html: '<p>Base privacy</p>', description: 'How we keep data' },
      de: { title: 'Datenschutz', html: '<p>DE</p>' },
    },
  });
  writeJson(dir, 'nova/cms/pages/terms-and-conditions/EE.json', {
    categories: ['terms-page'],
    content: { en: { title: 'Terms (EE)', html: '<p>EE terms</p>', keywords: 'terms' } },
  });
  writeJson(dir, 'nova/cms/pages/rocket-mart.json', {
    categories: ['custom-page'],
    hidden: true,
    content: { en: { title: 'Rocket mart', html: '', json: { cards: [1, 2] } } },
  });
  writeJson(dir, '_base/messages/en/common.json', {
    SEARCH_POPUP: { LIST_EMPTY: 'Nothing found', TITLE: 'Search' },
  });
  writeJson(dir, '_base/messages/en/cashbox.json', { CASHBOX: { DEPOSIT: 'Deposit' } });
  writeJson(dir, 'nova/messages/en/overrides.json', { SEARCH_POPUP: { TITLE: 'Find a game' } });
  writeJson(dir, '_base/cms/snippets/footer-note.json', {
    categories: ['footer'],
    content: { en: 'Play safe', de: 'Spiel sicher' },
  });
  writeFileSync(join(dir, 'nova', 'logo.txt'), 'not an asset');
  writeJson(dir, 'nova/assets/logo.json', { mark: 'nova' });

  app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
  });
  registerSite(app, dir);
  await app.register(catalogPlugin, { catalog, brandsDir: dir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const nova = { host: 'nova.localhost' };
const filter = (body: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/games_filter', headers: { ...nova, ...headers }, payload: body });

describe('POST /api/games_filter', () => {
  it('pages 40 games by default and says how many pages there are', async () => {
    const page = (await filter({ device: 'desktop' })).json<GamePage<GameRaw>>();
    expect(page.data).toHaveLength(40);
    expect(page.pagination).toMatchObject({ current_page: 1, next_page: 2, prev_page: null });
    expect(page.pagination.total_count).toBe(
      catalog.games.filter((g) => g.devices.includes('desktop')).length,
    );
  });

  it('refuses a page size above 100 and serves the last page without a next page', async () => {
    const tooBig = await filter({ page_size: GAMES_PAGE_SIZE_MAX + 1 });
    expect(tooBig.statusCode).toBe(400);
    const first = (await filter({ page_size: GAMES_PAGE_SIZE_MAX })).json<GamePage<GameRaw>>();
    expect(first.data).toHaveLength(GAMES_PAGE_SIZE_MAX);
    const last = (await filter({ page_size: 100, page: first.pagination.total_pages })).json<
      GamePage<GameRaw>
    >();
    expect(last.pagination.next_page).toBeNull();
    expect(last.pagination.prev_page).toBe(first.pagination.total_pages - 1);
  });

  it('finds games by provider and by a case-insensitive part of the title', async () => {
    const byProvider = (await filter({ filter: { providers: ['evolution'] }, page_size: 100 })).json<
      GamePage<GameRaw>
    >();
    expect(byProvider.data.length).toBeGreaterThan(0);
    expect(byProvider.data.every((game) => game.provider === 'evolution')).toBe(true);
    const sample = catalog.games[5] as GameRaw;
    const word = sample.title.split(' ')[0]?.toUpperCase() ?? '';
    const byTitle = (await filter({ filter: { title: word }, page_size: 100 })).json<GamePage<GameRaw>>();
    expect(byTitle.data.length).toBeGreaterThan(0);
    expect(byTitle.data.every((game) => game.title.toUpperCase().includes(word))).toBe(true);
  });

  it('returns games of any of the requested categories (strategy OR)', async () => {
    const body = {
      filter: { categories: { identifiers: ['crash', 'fishing'], strategy: 'OR' } },
      page_size: 100,
    };
    const page = (await filter(body)).json<GamePage<GameRaw>>();
    const expected = catalog.games.filter(
      (g) => g.categories.includes('crash') || g.categories.includes('fishing'),
    );
    expect(page.pagination.total_count).toBe(expected.length);
    expect(page.data.some((g) => g.categories.includes('crash'))).toBe(true);
    expect(page.data.some((g) => g.categories.includes('fishing'))).toBe(true);
  });

  it('answers with game ids only for the v1 media type and with full games for v2', async () => {
    const v1 = (await filter({ page_size: 5 }, { 'accept-client': MEDIA_TYPE_IDS })).json<GamePage<number>>();
    const v2 = (await filter({ page_size: 5 }, { accept: MEDIA_TYPE_FULL })).json<GamePage<GameRaw>>();
    expect(v1.data.every((id) => typeof id === 'number')).toBe(true);
    expect(v1.data.map((id) => catalog.gameById(id)?.identifier)).toEqual(
      v2.data.map((game) => game.identifier),
    );
    const v1ByAccept = (await filter({ page_size: 5 }, { accept: MEDIA_TYPE_IDS })).json<GamePage<number>>();
    expect(v1ByAccept.data).toEqual(v1.data);
  });

  it('selects games by identifier or numeric id, keyed by identifier', async () => {
    const [a, b] = catalog.games as [GameRaw, GameRaw];
    const response = await app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      payload: { game_ids: [a.identifier, String(b.currencies['EUR']?.id), 'nobody/nothing'] },
    });
    expect(Object.keys(response.json())).toEqual([a.identifier, b.identifier]);
  });
});

describe('read-only endpoints', () => {
  it('serves providers, collections, jackpots and winners', async () => {
    expect((await app.inject('/api/games/providers')).json().length).toBeGreaterThanOrEqual(40);
    const collections = (await app.inject('/api/games/collections')).json<
      { id: string; games_count: number }[]
    >();
    expect(collections.find((c) => c.id === 'live')?.games_count).toBeGreaterThan(0);
    expect((await app.inject('/api/jackpots')).json()[0].levels).toHaveLength(3);
    expect((await app.inject('/api/jackpot_wins')).json().length).toBeGreaterThan(0);
    expect(Object.keys((await app.inject('/api/games/jackpots')).json())).toContain('EUR');
  });

  it('serves tournaments, one tournament, recent ones and a 404 for an unknown id', async () => {
    const list = (await app.inject('/api/tournaments')).json<{ id: number }[]>();
    const one = await app.inject(`/api/tournaments/${list[0]?.id}`);
    expect(one.json().id).toBe(list[0]?.id);
    const recent = (await app.inject('/api/tournaments/recent')).json<
      { in_progress: boolean; finished_at: string }[]
    >();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((t) => !t.in_progress && t.finished_at)).toBe(true);
    const missing = await app.inject('/api/tournaments/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });

  it('serves lotteries, comp-point rates of the four types and bonus offers', async () => {
    const lotteries = (await app.inject('/api/lotteries')).json<{ id: number }[]>();
    expect((await app.inject(`/api/lotteries/${lotteries[0]?.id}`)).statusCode).toBe(200);
    for (const type of ['money', 'freespins', 'lootboxes', 'lotteries']) {
      expect((await app.inject(`/api/comp_points/rates/${type}`)).json().length, type).toBeGreaterThan(0);
    }
    expect((await app.inject('/api/comp_points/rates/gold')).statusCode).toBe(404);
    expect((await app.inject('/api/bonuses/deposit')).json().length).toBeGreaterThan(0);
    expect((await app.inject('/api/bonuses/registration')).json().length).toBeGreaterThan(0);
    expect((await app.inject('/api/bonuses/available_bonuses')).json()).toEqual({ available_bonuses: true });
  });

  it('reports the EE licence only on a main production host with Estonian geo', async () => {
    const project = (host: string, query = '') =>
      app.inject({ url: `/api/info/project${query}`, headers: { host } }).then((r) => r.json().license);
    expect(await project('nova.localhost', '?geo=EE')).toBe('EE');
    expect(await project('nova-mirror.localhost', '?geo=EE')).toBe('CW');
    expect(await project('nova.localhost', '?geo=DE')).toBe('CW');
  });

  it('reports the visitor country and its default currency from the host or the geo override', async () => {
    const lumen = (await app.inject({ url: '/api/current_ip', headers: { host: 'lumen.localhost' } })).json();
    expect(lumen).toMatchObject({ country_code: 'NZ', default_currency: 'NZD' });
    const au = (await app.inject({ url: '/api/current_ip?geo=AU', headers: nova })).json();
    expect(au).toMatchObject({ country_code: 'AU', default_currency: 'AUD' });
    const de = (await app.inject({ url: '/api/current_ip?geo=DE', headers: nova })).json();
    expect(de.default_currency).toBe('EUR');
  });

  it('serves the info lists, only the brand locales', async () => {
    for (const name of ['player_fields', 'statuses', 'countries', 'currencies', 'crypto_exchange_rates']) {
      expect((await app.inject(`/api/info/${name}`)).statusCode, name).toBe(200);
    }
    const lumenLocales = (
      await app.inject({ url: '/api/info/locales', headers: { host: 'lumen.localhost' } })
    ).json();
    expect(lumenLocales.map((l: { code: string }) => l.code)).toEqual(['en', 'en-NZ']);
  });

  it('tells mobile, iOS and Meta in-app browsers apart by user agent', async () => {
    const iphoneInstagram =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0';
    const context = (
      await app.inject({ url: '/client-context', headers: { 'user-agent': iphoneInstagram } })
    ).json();
    expect(context).toMatchObject({ isMobile: true, isIOS: true, isMetaWebview: true, isBot: false });
    const bot = (
      await app.inject({ url: '/client-context', headers: { 'user-agent': 'Googlebot/2.1' } })
    ).json();
    expect(bot).toMatchObject({ isBot: true, isMobile: false });
  });
});

describe('CMS and messages', () => {
  it('serves the brand config document over the base one, whole and without $schema', async () => {
    const lumen = await app.inject({
      url: '/api/fe/config/survey-config',
      headers: { host: 'lumen.localhost' },
    });
    expect(lumen.json()).toEqual({ survey_id: 'lumen' });
    const novaDoc = await app.inject({ url: '/api-fe/config/survey-config', headers: nova });
    expect(novaDoc.json().survey_id).toBe('base');
    expect((await app.inject({ url: '/api/fe/config/logo-config', headers: nova })).json().logoUrl.full).toBe(
      '/f.svg',
    );
  });

  it('answers 404 JSON for a missing config document', async () => {
    const response = await app.inject({ url: '/api/fe/config/wheel-config', headers: nova });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('not_found');
  });

  it('shows an edited config document on the next request, without a restart', async () => {
    const read = () => app.inject({ url: '/api/fe/config/logo-config', headers: nova }).then((r) => r.json());
    expect((await read()).logoUrl.full).toBe('/f.svg');
    writeJson(dir, 'nova/cms/config/logo-config.json', {
      logoUrl: { mobile: '/nm.svg', full: '/nova-full.svg' },
    });
    expect((await read()).logoUrl.full).toBe('/nova-full.svg');
    writeJson(dir, 'nova/cms/config/logo-config.json', {
      logoUrl: { mobile: '/nm.svg', full: '/nova-full-v2.svg' },
    });
    expect((await read()).logoUrl.full).toBe('/nova-full-v2.svg');
    rmSync(join(dir, 'nova', 'cms', 'config', 'logo-config.json'));
    expect((await read()).logoUrl.full).toBe('/f.svg');
  });

  it('logs the file and the reason once when it serves a document with a broken entry', async () => {
    const banner = (id: string, extra: Record<string, unknown> = {}) => ({
      id,
      frontend_identifier: id,
      image: '/assets/generated/banner/x.svg',
      categories: ['slider-index-top'],
      title: { text: id },
      ...extra,
    });
    const read = () => app.inject({ url: '/api/fe/config/banners-config', headers: nova });
    const warnings = () =>
      logLines.filter(
        (line) => line.level === 40 && (line.file ?? '').endsWith('/nova/cms/config/banners-config.json'),
      );
    logLines.length = 0;
    try {
      writeJson(dir, 'nova/cms/config/banners-config.json', {
        banners: [banner('ok'), banner('broken', { url: 'javascript:void(0)' })],
      });
      const served = await read();
      // Served as written: the client leaves the broken banner out.
      expect(served.json().banners).toHaveLength(2);
      await read();
      expect(warnings().map((line) => line.msg)).toEqual([
        expect.stringMatching(
          /nova\/cms\/config\/banners-config\.json: entry \/banners\/1 \("broken"\) left out: \/banners\/1\/url must match/,
        ),
      ]);
      // The request's logger: the line names the request it was written for.
      expect(warnings()[0]?.reqId).toEqual(expect.any(String));
      writeJson(dir, 'nova/cms/config/banners-config.json', { banners: 'none at all' });
      await read();
      expect(warnings()).toHaveLength(2);
      expect(warnings().at(-1)?.msg).toMatch(/banners-config\.json: invalid, .*\/banners must be array/);
    } finally {
      rmSync(join(dir, 'nova', 'cms', 'config', 'banners-config.json'));
    }
  });

  it('lists a page added while the server runs', async () => {
    const slugs = () =>
      app
        .inject({ url: '/api/cms/pages', headers: nova })
        .then((r) => r.json().map((p: { id: string }) => p.id));
    expect(await slugs()).not.toContain('faq');
    writeJson(dir, 'nova/cms/pages/faq.json', {
      categories: ['page'],
      content: { en: { title: 'FAQ', html: '<p>?</p>' } },
    });
    expect(await slugs()).toContain('faq');
    rmSync(join(dir, 'nova', 'cms', 'pages', 'faq.json'));
  });

  it('reports a half-saved JSON file as invalid instead of crashing', async () => {
    writeFileSync(join(dir, 'lumen', 'cms', 'config', 'survey-config.json'), '{ "survey_id": ');
    const response = await app.inject({
      url: '/api/fe/config/survey-config',
      headers: { host: 'lumen.localhost' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      error: 'invalid_json',
      file: 'lumen/cms/config/survey-config.json',
    });
    writeJson(dir, 'lumen/cms/config/survey-config.json', { survey_id: 'lumen' });
  });

  it('names no file of the server in production, only in its log', async () => {
    const production = Fastify();
    production.decorate('production', true);
    registerSite(production, dir);
    await production.register(catalogPlugin, { catalog, brandsDir: dir });
    writeFileSync(join(dir, 'lumen', 'cms', 'config', 'survey-config.json'), '{ "survey_id": ');
    const response = await production.inject({
      url: '/api/fe/config/survey-config',
      headers: { host: 'lumen.localhost' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'invalid_json' });
    writeJson(dir, 'lumen/cms/config/survey-config.json', { survey_id: 'lumen' });
    await production.close();
  });

  it('lists visible pages in the locale with an en fallback', async () => {
    const de = (await app.inject({ url: '/api/cms/pages?l=de', headers: nova })).json();
    expect(de).toEqual([
      {
        id: 'privacy-policy',
        path: 'privacy-policy',
        title: 'Datenschutz',
        layout: 'default',
        categories: ['bottom-menu'],
        children: [],
      },
      {
        id: 'terms-and-conditions/EE',
        path: 'terms-and-conditions/EE',
        title: 'Terms (EE)',
        layout: 'default',
        categories: ['terms-page'],
        children: [],
      },
    ]);
    const lumen = (
      await app.inject({ url: '/api/cms/pages?l=it', headers: { host: 'lumen.localhost' } })
    ).json();
    expect(lumen.map((p: { title: string }) => p.title)).toEqual(['Privacy']);
  });

  it('serves a page by a slug with a licence suffix, with its blocks', async () => {
    const page = (
      await app.inject({ url: '/api/cms/pages/terms-and-conditions/EE?l=de', headers: nova })
    ).json();
    expect(page).toMatchObject({
      id: 'terms-and-conditions/EE',
      title: 'Terms (EE)',
      content: '<p>EE terms</p>',
    });
    expect(page.blocks).toEqual({
      title: 'Terms (EE)',
      description: '',
      keywords: 'terms',
      'content-main': '<p>EE terms</p>',
      json: '',
    });
    const mart = (await app.inject({ url: '/api/cms/pages/rocket-mart', headers: nova })).json();
    expect(JSON.parse(mart.blocks.json)).toEqual({ cards: [1, 2] });
    expect(
      (await app.inject({ url: '/api/cms/pages/rocket-mart', headers: { host: 'lumen.localhost' } }))
        .statusCode,
    ).toBe(404);
  });

  it('serves snippets in the locale and an empty list when a brand has no files', async () => {
    const snippets = (await app.inject({ url: '/api/cms/snippets?l=de', headers: nova })).json();
    expect(snippets).toEqual([{ id: 'footer-note', categories: ['footer'], content: 'Spiel sicher' }]);
    expect((await app.inject({ url: '/api/cms/files?l=en', headers: nova })).json()).toEqual([]);
  });

  it('deep-merges the base message files and the brand overrides, uncached', async () => {
    const response = await app.inject({ url: '/messages/en.json?t=123', headers: nova });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      SEARCH_POPUP: { LIST_EMPTY: 'Nothing found', TITLE: 'Find a game' },
      CASHBOX: { DEPOSIT: 'Deposit' },
    });
    const lumen = (
      await app.inject({ url: '/messages/en.json', headers: { host: 'lumen.localhost' } })
    ).json();
    expect(lumen.SEARCH_POPUP.TITLE).toBe('Search');
  });

  it('answers 404 for an unknown language', async () => {
    expect((await app.inject({ url: '/messages/xx.json', headers: nova })).statusCode).toBe(404);
    expect((await app.inject({ url: '/messages/de.json', headers: nova })).json()).toEqual({});
  });
});

describe('artwork and brand assets', () => {
  it('draws a small, cacheable SVG for any game name, the same every time', async () => {
    const url = '/assets/generated/game/evolution/speed-blackjack.svg';
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.body.startsWith('<svg')).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(2048);
    expect((await app.inject(url)).body).toBe(first.body);
    expect((await app.inject('/assets/generated/badge/vip.svg')).statusCode).toBe(200);
    expect((await app.inject('/assets/generated/sticker/vip.svg')).statusCode).toBe(404);
  });

  it('serves files from a brand assets folder and nothing outside it', async () => {
    const asset = await app.inject('/assets/brand/nova/logo.json');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toBe('application/json');
    expect((await app.inject('/assets/brand/nova/..%2Flogo.txt')).statusCode).toBe(404);
    expect((await app.inject('/assets/brand/nova/missing.png')).statusCode).toBe(404);
  });
});
