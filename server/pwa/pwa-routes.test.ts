// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceWorkerConfig } from '../../runtime/pwa/cache-rules.ts';
import { buildServer, type SandboxServer } from '../../tools/sandbox/server.ts';
import { databaseSnapshot } from '../../tools/sandbox/testing/database-snapshot.ts';
import { PlayerAgent } from '../../tools/sandbox/testing/player-agent.ts';
import { REMOVING_WORKER, serviceWorkerConfig } from './pwa-routes.ts';

/** A build as `npm run build` leaves it: the page, Vite's manifest, the worker and the stamp. */
const MANIFEST = {
  'index.html': {
    file: 'assets/entry-a1b2c3d4.js',
    isEntry: true,
    imports: ['_theme-e5f6a7b8.js'],
    css: ['assets/entry-c3d4e5f6.css'],
    dynamicImports: ['app/main.tsx'],
  },
  '_theme-e5f6a7b8.js': { file: 'assets/theme-e5f6a7b8.js' },
  'app/main.tsx': {
    file: 'assets/main-0a1b2c3d.js',
    isDynamicEntry: true,
    imports: ['_theme-e5f6a7b8.js'],
    css: ['assets/main-9f8e7d6c.css'],
    dynamicImports: ['widgets/game-row/game-row.tsx'],
  },
  'widgets/game-row/game-row.tsx': { file: 'assets/game-row-11223344.js', isDynamicEntry: true },
};
const WORKER = 'self.addEventListener("fetch",()=>{});';

let dist = '';
let server: SandboxServer;
let unbuilt: SandboxServer;
let turnedOff: SandboxServer;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'croupier-pwa-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(root, 'dist-sw'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head></head><body></body></html>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dist, '.build-stamp'), 'sha256:build-one\n');
  writeFileSync(join(root, 'dist-sw', 'sw.js'), WORKER);
  // One after the other: three starting at once can overrun a plugin's start timeout on a busy machine.
  server = await buildServer({ memory: true, distDir: dist });
  unbuilt = await buildServer({ memory: true });
  turnedOff = await buildServer({ memory: true, distDir: dist, serviceWorker: false });
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), unbuilt?.close(), turnedOff?.close()]);
  rmSync(join(dist, '..'), { recursive: true, force: true });
});

const configOf = (script: string) =>
  JSON.parse(/^self\.__CROUPIER_SW__=(.*);\n/.exec(script)?.[1] ?? 'null') as ServiceWorkerConfig;

describe('the web app manifest', () => {
  it("is the brand's of the host: name and colours of nova and lumen", async () => {
    const nova = await new PlayerAgent(server.app, 'nova.localhost').get('/manifest.webmanifest');
    expect(nova.status).toBe(200);
    expect(nova.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(nova.headers['cache-control']).toBe('no-cache');
    expect(nova.body).toMatchObject({
      name: 'Nova Casino',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#1b1433',
      background_color: '#0f0a1f',
    });
    const lumen = await new PlayerAgent(server.app, 'lumen.localhost').get('/manifest.webmanifest');
    expect(lumen.body).toMatchObject({ name: 'Lumen', theme_color: '#ffffff', background_color: '#f7f5ef' });
    // A mirror of lumen is lumen.
    const mirror = await new PlayerAgent(server.app, 'eu.lumen.localhost').get('/manifest.webmanifest');
    expect(mirror.body).toEqual(lumen.body);
  });

  it('writes no part of the host into the manifest', async () => {
    const odd = await new PlayerAgent(server.app, 'evil.example').get('/manifest.webmanifest');
    expect(odd.status).toBe(200);
    expect(odd.text).not.toContain('evil');
  });

  it('is served without the built client too', async () => {
    const manifest = await new PlayerAgent(unbuilt.app).get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
  });
});

describe('the app icons', () => {
  it("are PNGs of the manifest's sizes in the brand's colours, and one SVG", async () => {
    const agent = new PlayerAgent(server.app, 'lumen.localhost');
    for (const [file, size] of [
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const response = await server.app.inject({ url: `/pwa/icons/${file}`, headers: { host: agent.host } });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.readUInt32BE(16)).toBe(size);
    }
    const svg = await agent.get('/pwa/icons/icon.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.text).toContain('rgb(14,124,102)');
    const nova = await new PlayerAgent(server.app, 'nova.localhost').get('/pwa/icons/icon.svg');
    expect(nova.text).not.toBe(svg.text);
  });

  it('answers 404 for a file that is not an icon', async () => {
    const agent = new PlayerAgent(server.app);
    for (const file of ['icon-64.png', 'toString', '__proto__', '..%2Fsw.js']) {
      const response = await agent.get(`/pwa/icons/${file}`);
      expect(response.status, file).toBe(404);
      expect(response.body).toEqual({ error: 'not_found' });
    }
    expect((await agent.get(`/pwa/icons/${'x'.repeat(300)}`)).status).toBe(400);
  });
});

describe('the offline page', () => {
  it("is in each of the brand's languages, in its name", async () => {
    const de = await new PlayerAgent(server.app, 'nova.localhost').get('/pwa/offline/de.html');
    expect(de.status).toBe(200);
    expect(de.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(de.text).toContain('<html lang="de"');
    expect(de.text).toContain('<h1>Du bist offline</h1>');
    expect(de.text).toContain('Nova Casino ist wieder da');
    // Its inline style and script carry the nonce of the policy it is served with.
    const nonce = /'nonce-([^']+)'/.exec(String(de.headers['content-security-policy']))?.[1];
    expect(de.text).toContain(`<style nonce="${nonce}">`);
    const lumen = await new PlayerAgent(server.app, 'lumen.localhost').get('/pwa/offline/en.html');
    expect(lumen.text).toContain('Lumen will be back as soon as your device is connected');
  });

  it('answers 404 for a locale the brand does not offer', async () => {
    const agent = new PlayerAgent(server.app);
    expect((await agent.get('/pwa/offline/xx.html')).status).toBe(404);
    expect((await agent.get('/pwa/offline/en')).status).toBe(404);
    expect((await agent.get('/pwa/nothing', { accept: 'text/html' })).status).toBe(404);
  });
});

describe('the service worker', () => {
  it('is served from the root as JavaScript that is always revalidated', async () => {
    const sw = await new PlayerAgent(server.app, 'nova.localhost').get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBeUndefined();
    expect(sw.text.endsWith(WORKER)).toBe(true);
    expect(String(sw.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it("precaches the brand's shell and offline pages under a versioned cache", async () => {
    const config = configOf((await new PlayerAgent(server.app, 'nova.localhost').get('/sw.js')).text);
    expect(config.brand).toBe('nova');
    expect(config.version).toMatch(/^[0-9a-f]{12}$/);
    expect(config.precache).toEqual(
      expect.arrayContaining([
        '/assets/entry-a1b2c3d4.js',
        '/assets/theme-e5f6a7b8.js',
        '/assets/entry-c3d4e5f6.css',
        '/assets/main-0a1b2c3d.js',
        '/assets/main-9f8e7d6c.css',
        '/pwa/offline/en.html',
        '/pwa/offline/de.html',
        '/manifest.webmanifest',
        '/pwa/icons/icon-192.png',
      ]),
    );
    // Lazy widgets are not the shell; nothing of the API is precached.
    expect(config.precache).not.toContain('/assets/game-row-11223344.js');
    expect(config.precache.some((path) => path.startsWith('/api'))).toBe(false);
    expect(config.fallbackLocale).toBe('en');
    const lumen = configOf((await new PlayerAgent(server.app, 'lumen.localhost').get('/sw.js')).text);
    expect(lumen.brand).toBe('lumen');
    expect(lumen.version).not.toBe(config.version);
  });

  it('changes its version with the build', () => {
    const input = {
      brand: { id: 'nova', name: 'Nova', theme: { primary: '#000000' }, locales: ['en'] } as never,
      shellFiles: ['/assets/main-0a1b2c3d.js'],
      buildStamp: 'sha256:one',
      workerCode: WORKER,
      offlineContent: '[]',
    };
    const first = serviceWorkerConfig(input).version;
    expect(serviceWorkerConfig(input).version).toBe(first);
    expect(serviceWorkerConfig({ ...input, buildStamp: 'sha256:two' }).version).not.toBe(first);
    expect(serviceWorkerConfig({ ...input, shellFiles: ['/assets/main-ffffffff.js'] }).version).not.toBe(
      first,
    );
    expect(serviceWorkerConfig({ ...input, offlineContent: '["new"]' }).version).not.toBe(first);
  });

  it('turned off, removes itself and its caches from the browsers that have it', async () => {
    const sw = await new PlayerAgent(turnedOff.app).get('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.text).toBe(REMOVING_WORKER);
    expect(sw.text).toContain("name.startsWith('croupier-shell-')");
    expect(sw.text).toContain('self.registration.unregister()');
    expect(sw.text).not.toContain('__CROUPIER_SW__');
  });

  it('is not there without a build', async () => {
    const sw = await new PlayerAgent(unbuilt.app).get('/sw.js');
    expect(sw.status).toBe(404);
  });
});

describe('POST /api/pwa_events', () => {
  it('puts a signed-in player who installs or opens the app into group 1401, once', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    expect((await agent.post('/api/pwa_events', { event: 'prompt_shown' })).status).toBe(204);
    expect((await agent.get<{ statuses: { id: number }[] }>('/api/player')).body.statuses).not.toContainEqual(
      expect.objectContaining({ id: 1401 }),
    );
    expect((await agent.post('/api/pwa_events', { event: 'install' })).status).toBe(204);
    expect((await agent.post('/api/pwa_events', { event: 'open' })).status).toBe(204);
    const statuses = (await agent.get<{ statuses: { id: number }[] }>('/api/player')).body.statuses;
    expect(statuses.filter((status) => status.id === 1401)).toHaveLength(1);
  });

  it("records a guest's events without any group", async () => {
    const guest = new PlayerAgent(server.app);
    for (const event of ['open', 'install', 'prompt_shown', 'prompt_accepted', 'prompt_dismissed']) {
      expect((await guest.post('/api/pwa_events', { event })).status, event).toBe(204);
    }
  });

  it('refuses an unknown event or body with 400 and changes nothing', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const before = await databaseSnapshot(server.db!);
    for (const body of [{ event: 'hacked' }, { event: 'open', groups: [21] }, {}, { event: 1 }]) {
      const response = await agent.post('/api/pwa_events', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_request' });
    }
    expect(await databaseSnapshot(server.db!)).toBe(before);
  });
});
