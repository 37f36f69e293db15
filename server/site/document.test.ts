import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import { PlayerAgent } from '../../tools/sandbox/testing/player-agent.ts';
import { FIXTURE_MANIFEST } from '../testing/fixture-manifest.ts';

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
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(FIXTURE_MANIFEST));
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
