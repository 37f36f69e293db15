import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import { PlayerAgent } from '../../tools/sandbox/testing/player-agent.ts';
import type { BootPayload } from '../../runtime/ssr/first-view-contract.ts';
import {
  firstViewFetches,
  isLobbyPath,
  renderDocument,
  scriptSafeJson,
  widgetAssets,
  type Manifest,
} from './document.ts';

/** A boot payload with only the fields a test is about (the document writes it as given). */
const partialBoot = (value: { geo: unknown; player: unknown }) => value as BootPayload;

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js'],
    dynamicImports: ['runtime/app/main.tsx'],
    css: ['assets/index.css'],
  },
  'runtime/app/main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_routing.js'] },
  '_routing.js': { file: 'assets/routing.js' },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js', '_format.js'], css: ['assets/ui.css'] },
  '_format.js': { file: 'assets/format.js' },
  'widgets/site-header/site-header.tsx': {
    file: 'assets/site-header.js',
    imports: ['_react.js', '_ui.js'],
    css: ['assets/site-header.css'],
  },
  'widgets/hero-banner/hero-banner.tsx': { file: 'assets/hero-banner.js', imports: ['_ui.js'] },
  'brands/_base/layouts/shell.json': { file: 'assets/shell.js' },
  'brands/_base/layouts/lobby.json': { file: 'assets/lobby.js' },
  'runtime/config/validate.ts': { file: 'assets/validate.js', imports: ['_react.js'] },
};

describe('widgetAssets', () => {
  it("lists each widget's chunk and its imports transitively, once, without the entry's files", () => {
    expect(widgetAssets(MANIFEST, ['site-header', 'hero-banner', 'not-built'])).toEqual({
      scripts: ['assets/site-header.js', 'assets/ui.js', 'assets/format.js', 'assets/hero-banner.js'],
      styles: ['assets/site-header.css', 'assets/ui.css'],
    });
  });
});

describe('firstViewFetches', () => {
  it("are the URLs the client builds: messages of the bucket, flags, CMS pages, the lobby's banners", () => {
    const now = 300_000 * 7 + 5;
    expect(firstViewFetches('de', true, now)).toEqual([
      '/messages/en.json?t=7',
      '/messages/de.json?t=7',
      '/api/fe/config/feature-flags',
      '/api/cms/pages?l=de',
      '/api/fe/config/banners-config?locale=de',
    ]);
    expect(firstViewFetches('en', false, now)).toEqual([
      '/messages/en.json?t=7',
      '/api/fe/config/feature-flags',
      '/api/cms/pages?l=en',
    ]);
  });
});

describe('isLobbyPath', () => {
  it.each([
    ['/', true],
    ['/de', true],
    ['/de/', true],
    ['/pokies/all', false],
    ['/de/pokies/all', false],
    ['/fr', false],
  ])('%s → %s', (path, lobby) => {
    expect(isLobbyPath(path, ['en', 'de'])).toBe(lobby);
  });
});

describe('renderDocument', () => {
  const template =
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

  it('adds preloads to the head, the locale to <html lang> and the payload before the root', () => {
    const html = renderDocument(template, {
      lang: 'de',
      scripts: ['assets/site-header.js'],
      styles: ['assets/ui.css'],
      boot: partialBoot({ geo: { country_code: 'DE' }, player: null }),
    });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/site-header.js"><link rel="preload" as="style" crossorigin href="/assets/ui.css"></head>',
    );
    expect(html).toContain(
      '<script id="cr-boot" type="application/json">{"geo":{"country_code":"DE"},"player":null}</script><div id="root">',
    );
  });

  it("shows the brand's name in its colours until the app renders", () => {
    const html = renderDocument(
      '<html lang="en"><head><title>Casino</title></head><body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div></body></html>',
      {
        scripts: [],
        styles: [],
        brand: {
          name: 'Nova <Casino>',
          theme: {
            primary: '#6d28d9',
            accent: '#f59e0b',
            background: '#0f0a1f',
            surface: '#1b1433',
            text: 'red;x:y',
          },
        },
      },
    );
    expect(html).toContain('<title>Nova &lt;Casino&gt;</title>');
    expect(html).toContain('<style>html{background:#0f0a1f;color:inherit}</style></head>');
    // The theme as applyTheme writes it; a value that is not a colour is left out.
    const style = /<html lang="en" style="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(style).toContain('--cr-primary:#6d28d9;');
    expect(style).toContain('--cr-bg:#0f0a1f;');
    expect(style).toContain('--cr-surface:#1b1433;');
    expect(style).toMatch(/;color-scheme:dark$/);
    expect(style).not.toContain('red');
    expect(style).not.toContain('--cr-text:');
    expect(html).toContain(
      '<div class="cr-boot" aria-busy="true"><p>Nova &lt;Casino&gt;</p><span></span></div>',
    );
  });

  it('puts a server-rendered page in #root and makes nothing wait before its first paint', () => {
    const built =
      '<!doctype html><html lang="en"><head><meta name="description" content="Online casino" /><title>Casino</title>' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/pwa.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root">\n  <div class="cr-boot" aria-busy="true"><span></span></div>\n</div></body></html>';
    const html = renderDocument(built, {
      scripts: ['assets/main.js', 'assets/site-header.js'],
      styles: ['assets/site-header.css'],
      fetches: ['/messages/en.json?t=7'],
      boot: partialBoot({ geo: { country_code: 'CA' }, player: null }),
      page: {
        html: '<div class="cr-app">lobby</div>',
        head: '<title>Nova Casino</title><meta name="description" content="Play"/>',
        state: { locale: 'en' },
      },
      inlineStyles: '.cr-site-header{color:red}',
      inlineEntryCss: 'body{margin:0}',
    });
    expect(html).toContain('<div id="root" data-ssr><div class="cr-app">lobby</div></div>');
    expect(html).not.toContain('cr-boot" aria-busy');
    // The page's title and description replace the template's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Nova Casino</title><meta name="description" content="Play"/>');
    expect(html).not.toContain('Online casino');
    // CSS inline, its files marked present for Vite's chunk loader with links that are never fetched.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).toContain('<style>.cr-site-header{color:red}</style>');
    expect(head).not.toContain('<link rel="stylesheet"');
    // Nothing is fetched before the first paint but the page's images: the app's chunks and data
    // are a list that the entry script preloads once the page has painted.
    expect(head).not.toContain('preload');
    expect(html).toContain(
      '</div><script id="cr-start" type="application/json">' +
        '{"modules":["/assets/main.js","/assets/site-header.js"],"fetches":["/messages/en.json?t=7"]}</script>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/pwa.js">' +
        '<link rel="stylesheet" href="/assets/site-header.css" disabled>' +
        '<script type="module" crossorigin fetchpriority="low" src="/assets/index.js"></script></body>',
    );
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html).toContain(
      '<script id="cr-boot" type="application/json">{"geo":{"country_code":"CA"},"player":null,"ssr":{"locale":"en"}}</script><div id="root" data-ssr>',
    );
  });

  it('links and lists only paths of its own origin, by the rule the client follows them by', () => {
    const hostile = {
      scripts: ['assets/ok.js', '/evil.example/x.js', '\\evil.example/y.js'],
      styles: ['assets/ok.css', '/evil.example/x.css'],
      fetches: [
        '/messages/en.json?t=7',
        '//evil.example/messages.json',
        'https://evil.example/x',
        '/%2f%2fx',
      ],
    };
    const linked = renderDocument(template, hostile);
    const served = renderDocument(template, {
      ...hostile,
      page: { html: '', head: '', state: null },
    });
    for (const html of [linked, served]) expect(html).not.toMatch(/evil\.example|%2f%2f/);
    expect(linked).toContain('href="/assets/ok.js"');
    expect(linked).toContain('href="/assets/ok.css"');
    expect(linked).toContain('href="/messages/en.json?t=7"');
    expect(served).toContain('{"modules":["/assets/ok.js"],"fetches":["/messages/en.json?t=7"]}');
  });

  it("nonces the template's and its own inline styles, never an element of the page's markup", () => {
    const built =
      '<!doctype html><html lang="en"><head><title>Casino</title><style>.cr-boot{margin:0}</style>' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
      '<body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div></body></html>';
    const html = renderDocument(built, {
      scripts: [],
      styles: [],
      boot: partialBoot({ geo: null, player: null }),
      brand: {
        name: 'Nova',
        theme: {
          primary: '#000000',
          accent: '#000000',
          background: '#000000',
          surface: '#000000',
          text: '#ffffff',
        },
      },
      page: { html: '<style>.from-markup{}</style><p>page</p>', head: '', state: {} },
      inlineStyles: '.w{}',
      inlineEntryCss: 'body{}',
      nonce: 'n0nce',
    });
    expect(html.match(/<style[^>]*>/g)).toEqual([
      '<style nonce="n0nce">',
      '<style nonce="n0nce">',
      '<style nonce="n0nce">',
      '<style nonce="n0nce">',
      '<style>',
    ]);
    expect(html).toContain('<div id="root" data-ssr><style>.from-markup{}</style>');
  });

  it('writes player data and titles holding $ patterns as they are, leaving the rest of the page whole', () => {
    const built =
      '<!doctype html><html lang="en"><head><title>Casino</title></head>' +
      '<body><div id="root"><div class="cr-boot" aria-busy="true"><span></span></div></div></body></html>';
    // In a replacement string, $' $` $& and $$ stand for parts of the document.
    const tricky = "A$'B $` C $& D $$ E";
    const boot = partialBoot({
      geo: { country_code: 'CA' },
      player: { nickname: tricky, first_name: '$1$<x>' },
    });
    // The brand's name is written escaped: no & in it, so it reads the same.
    const brandName = "Nova $' $` $$ $$$";
    const parts = {
      scripts: [],
      styles: [],
      boot,
      brand: {
        name: brandName,
        theme: { primary: '#000', accent: '#000', background: '#000', surface: '#000', text: '#fff' },
      },
    };
    const html = renderDocument(built, parts);
    const payload = /<script id="cr-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(payload ?? 'null')).toEqual(boot);
    expect(html).toContain(`<title>${brandName}</title>`);
    expect(html).toContain(`<p>${brandName}</p>`);

    const rendered = renderDocument(built, {
      ...parts,
      page: {
        html: `<h1>${tricky}</h1>`,
        head: "<title>Jackpot $$$ $' $&amp;</title>",
        state: { n: tricky },
      },
    });
    expect(rendered).toContain("<title>Jackpot $$$ $' $&amp;</title></head>");
    expect(rendered).toContain(`<div id="root" data-ssr><h1>${tricky}</h1></div>`);
    const ssrPayload = /<script id="cr-boot" type="application\/json">(.*?)<\/script>/.exec(rendered)?.[1];
    expect(JSON.parse(ssrPayload ?? 'null')).toEqual({ ...boot, ssr: { n: tricky } });
    for (const document of [html, rendered]) {
      expect(document.match(/<html/g)).toHaveLength(1);
      expect(document.match(/<\/head>/g)).toHaveLength(1);
      expect(document.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('cannot be broken out of by data in the payload', () => {
    const json = scriptSafeJson({ nickname: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ nickname: '</script><script>alert(1)</script>' });
  });
});

describe('the page document served by the sandbox', () => {
  let dist = '';
  let server: SandboxServer;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'croupier-document-'));
    mkdirSync(join(dist, '.vite'), { recursive: true });
    const template =
      '<!doctype html><html lang="en"><head><title>Croupier</title></head><body><div id="root"></div></body></html>';
    writeFileSync(join(dist, 'index.html'), template);
    // As the build precompresses it (tools/build/precompress.ts).
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(template));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(template));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await buildServer({ memory: true, distDir: dist });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const payloadOf = (body: string) =>
    JSON.parse(/<script id="cr-boot" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');

  it("preloads the shell's and, on the lobby only, the lobby's widgets", async () => {
    const agent = new PlayerAgent(server.app);
    const lobby = await agent.get('/', html);
    expect(lobby.status).toBe(200);
    expect(lobby.headers['content-type']).toMatch(/^text\/html/);
    // The app the entry script starts, with its imports, is preloaded beside it.
    expect(lobby.text).toContain('<link rel="modulepreload" crossorigin href="/assets/main.js">');
    expect(lobby.text).toContain('<link rel="modulepreload" crossorigin href="/assets/routing.js">');
    expect(lobby.text).toContain('href="/assets/site-header.js"');
    expect(lobby.text).toContain('href="/assets/hero-banner.js"');
    expect(lobby.text).toContain('<link rel="modulepreload" crossorigin href="/assets/lobby.js">');
    expect(lobby.text).toContain('<link rel="modulepreload" crossorigin href="/assets/validate.js">');
    expect(lobby.text).toMatch(/<link rel="preload" as="fetch" crossorigin href="\/api\/cms\/pages\?l=en">/);
    const category = await agent.get('/pokies/all', html);
    expect(category.text).toContain('href="/assets/site-header.js"');
    expect(category.text).not.toContain('href="/assets/hero-banner.js"');
    expect(category.text).not.toContain('href="/assets/lobby.js"');
    expect(category.text).not.toContain('banners-config');
  });

  it('writes geo (with the ?geo= override) and a null player for a guest, never cached', async () => {
    const page = await new PlayerAgent(server.app).get('/de/pokies/all?geo=AT', html);
    expect(page.text).toContain('<html lang="de" style="');
    expect(payloadOf(page.text)).toEqual({
      geo: expect.objectContaining({ country_code: 'AT' }),
      player: null,
    });
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it("writes the signed-in player's profile, the body GET /api/player answers", async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const profile = await agent.get('/api/player');
    const page = await agent.get('/profile', html);
    expect(payloadOf(page.text).player).toEqual(profile.body);
  });

  it('answers a path that is no page with 404 and the page document, for guests and players alike', async () => {
    const guest = new PlayerAgent(server.app);
    const missing = await guest.get('/no-such-page', html);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    // The client renders its not-found page from the same document.
    expect(payloadOf(missing.text)).toMatchObject({ player: null });
    expect((await guest.get('/de/no-such-page', html)).status).toBe(404);
    // A CMS static page is a page by its slug.
    expect((await guest.get('/about', html)).status).toBe(200);

    const player = new PlayerAgent(server.app);
    await player.signUp();
    expect((await player.get('/no-such-page', html)).status).toBe(404);
    expect((await player.get('/favorite-games', html)).status).toBe(200);
  });

  it('answers /index.html like any client path, never with the bare build template', async () => {
    const agent = new PlayerAgent(server.app);
    const decoded = (response: { text: string; headers: Record<string, unknown> }, raw: Buffer) => {
      const encoding = response.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
      if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
      return response.text;
    };
    for (const encoding of ['identity', 'br', 'gzip']) {
      const response = await server.app.inject({
        url: '/index.html',
        headers: { ...html, host: agent.host, 'accept-encoding': encoding },
      });
      const text = decoded({ text: response.body, headers: response.headers }, response.rawPayload);
      expect(response.headers['content-type'], encoding).toMatch(/^text\/html/);
      // The page document: this visitor's boot payload, no cache, the brand's title.
      expect(payloadOf(text), encoding).toMatchObject({ player: null });
      expect(response.headers['cache-control'], encoding).toBe('private, no-store');
      expect(text, encoding).toContain('<title>Nova Casino</title>');
    }
    for (const file of ['/index.html.br', '/index.html.gz']) {
      expect((await agent.get(file)).status, file).toBe(404);
    }
  });

  it("puts the answer's nonce on the inline styles of the template and of the brand", async () => {
    const page = await new PlayerAgent(server.app).get('/pokies/all', html);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const styles = page.text.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((style) => style === `<style nonce="${nonce}">`)).toBe(true);
  });

  it('sends JSON compressed to a browser that accepts it, and plain to one that does not', async () => {
    const agent = new PlayerAgent(server.app);
    const compressed = await agent.get('/messages/en.json', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await agent.get('/messages/en.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toHaveProperty('APP');
  });
});
