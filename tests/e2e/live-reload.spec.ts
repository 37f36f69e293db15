import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';

// Live configuration: `npm run dev` serves an edit of brands/ in the open page within a second,
// keeps the last good version while an edit is broken and shows an overlay; production has none of it.

const EVENTS_PATH = '/__croupier/events';
const BANNERS = join('_base', 'cms', 'config', 'banners-config.json');
const SHOWN_AS = 'brands/_base/cms/config/banners-config.json';
/** An edit shows within this (the watcher's 100 ms, the check, the refetch). */
const LIVE_MS = 1_000;

test('the production server has no live configuration stream', async ({ request, baseURL }) => {
  // Node resolves localhost only: the production server the journeys run on, by its plain name.
  const url = new URL(EVENTS_PATH, baseURL!.replace('nova.localhost', 'localhost'));
  const response = await request.get(url.href, { headers: { accept: 'text/event-stream' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'not_found' });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

test.describe('live configuration of the development server', () => {
  let root: string;
  let banners: string;
  let original: string;
  let dev: ChildProcess | undefined;
  let origin: string;
  let log = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A copy of brands/ the test may break: the server reads it through CROUPIER_BRANDS_DIR.
    root = mkdtempSync(join(tmpdir(), 'croupier-live-reload-'));
    cpSync(resolve('brands'), join(root, 'brands'), { recursive: true });
    banners = join(root, 'brands', BANNERS);
    original = readFileSync(banners, 'utf8');
    const port = await freePort();
    origin = `http://nova.localhost:${port}`;
    dev = spawn(process.execPath, ['--import', 'tsx', 'tools/dev/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        CROUPIER_BRANDS_DIR: join(root, 'brands'),
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = new Promise<void>((done, fail) => {
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Croupier dev:')) done();
      };
      dev!.stdout!.on('data', read);
      dev!.stderr!.on('data', read);
      dev!.once('exit', (code) => fail(new Error(`npm run dev stopped (${code}):\n${log}`)));
    });
    await started;
  });

  test.afterAll(async () => {
    if (dev && dev.exitCode === null) {
      const exited = new Promise((done) => dev!.once('exit', done));
      dev.kill('SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  });

  /** The lobby's first banner title. */
  const bannerTitle = (page: Page, text: RegExp) => page.getByText(text).first();

  test('edit a banner title, break the file, fix it', async ({ page }) => {
    test.setTimeout(180_000);
    // The first page under Vite compiles the client from source: slow once.
    await page.goto(`${origin}/`);
    await expect(bannerTitle(page, /Welcome pack up to/)).toBeVisible({ timeout: 90_000 });
    // Set on the page: still there afterwards means the page was never loaded again.
    await page.evaluate(() => Object.assign(window, { liveReloadMarker: 'same page' }));
    const samePage = () =>
      page.evaluate(() => (window as unknown as { liveReloadMarker?: string }).liveReloadMarker);

    // A valid edit shows in place.
    const edited = original.replaceAll('Welcome pack up to {{amount}}', 'Spring welcome up to {{amount}}');
    writeFileSync(banners, edited);
    await expect(bannerTitle(page, /Spring welcome up to/)).toBeVisible({ timeout: LIVE_MS + 1_000 });
    expect(await samePage()).toBe('same page');

    // A broken edit: the overlay names the place and the rule, the page keeps the last good banner.
    const broken = edited.replace('"logged": false,', '"logged": ,');
    const offset = broken.indexOf('"logged": ,') + '"logged": '.length;
    const line = broken.slice(0, offset).split('\n').length;
    const column = offset - broken.lastIndexOf('\n', offset - 1);
    writeFileSync(banners, broken);
    const overlay = page.getByRole('dialog', { name: '1 broken configuration edit' });
    await expect(overlay).toBeVisible({ timeout: LIVE_MS + 1_000 });
    await expect(overlay).toContainText(`${SHOWN_AS}:${line}:${column}`);
    await expect(overlay).toContainText('json/syntax');
    await expect(overlay).toContainText('"logged": ,');
    await expect(bannerTitle(page, /Spring welcome up to/)).toBeAttached();
    expect(await seriousViolations(page, '.cr-config-overlay')).toEqual([]);
    // The server log says the same.
    await expect.poll(() => log).toContain(`${SHOWN_AS}:${line}:${column}`);

    // Fixed: the overlay goes, the new title shows, still without loading the page again.
    writeFileSync(
      banners,
      original.replaceAll('Welcome pack up to {{amount}}', 'Autumn welcome up to {{amount}}'),
    );
    await expect(overlay).toBeHidden({ timeout: LIVE_MS + 1_000 });
    await expect(bannerTitle(page, /Autumn welcome up to/)).toBeVisible({ timeout: LIVE_MS + 1_000 });
    expect(await samePage()).toBe('same page');

    // Broken again: Escape dismisses the overlay; a page opened now sees it at once.
    writeFileSync(banners, broken);
    await expect(overlay).toBeVisible({ timeout: LIVE_MS + 1_000 });
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(bannerTitle(page, /Autumn welcome up to/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: '1 broken configuration edit' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(bannerTitle(page, /Autumn welcome up to/)).toBeAttached();
  });
});
