import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { expect, onHost, test } from './support/site.ts';

// The installable app (spec §2 PWA installer, §9): the manifest of each brand, and the service
// worker, which the other journeys block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A GET from the page itself (Node does not resolve *.localhost as Chromium does). */
const fetchInPage = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  }, path);

for (const { host, name, themeColour } of [
  { host: 'nova.localhost', name: 'Nova Casino', themeColour: '#1b1433' },
  { host: 'lumen.localhost', name: 'Lumen', themeColour: '#ffffff' },
]) {
  test(`${name}'s pages link its installable app manifest`, async ({ page, consoleErrors }) => {
    await page.goto(onHost(host, '/'));
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetchInPage(page, touchIcon ?? '')).type).toBe('image/png');

    const response = await fetchInPage(page, manifestHref ?? '');
    expect(response.type).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(response.text) as Manifest;
    expect(manifest).toMatchObject({
      name,
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: themeColour,
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((entry) => entry.sizes === size && entry.type === 'image/png');
      expect(icon, size).toBeDefined();
      const image = await fetchInPage(page, icon?.src ?? '');
      expect(image.status).toBe(200);
      expect(image.type).toBe('image/png');
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

    // Chromium's own reading of the manifest: no parse errors, nothing missing for installation.
    const cdp = await page.context().newCDPSession(page);
    const { errors, url } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(url).toBe(onHost(host, '/manifest.webmanifest'));
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is a private window, where Chromium installs nothing: that one is the browser's.
    const siteErrors = installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
    expect(siteErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

/** Every URL in the site's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(`${name} ${new URL(request.url).pathname}`);
    }
    return urls;
  });

/**
 * Waits until the service worker's own requests fail. Playwright takes a worker offline by its
 * DevTools target, which a worker the browser has just started again gets a moment later: a
 * reload in that moment was answered by the network through the worker (the page itself, not
 * the offline page), once on a busy machine.
 */
async function workerIsOffline(context: BrowserContext) {
  await expect
    .poll(async () => {
      const worker = context.serviceWorkers()[0];
      if (!worker) return 'no worker';
      return worker.evaluate(() =>
        fetch('/api/current_ip', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      );
    })
    .toBe('offline');
}

test('the installed app starts offline with the brand’s offline page, and no API answer is ever kept', async ({
  page,
  context,
}) => {
  await page.goto(onHost('nova.localhost', '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  // Registered once the page has loaded and the browser is idle; it takes over at once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(onHost('nova.localhost', '/'));

  // The page talks to the API under the worker's control (a category page, its games).
  await page.goto(onHost('nova.localhost', '/pokies/all'));
  await expect(page.getByRole('main')).toBeVisible();
  const cached = await cachedUrls(page);
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.every((entry) => entry.startsWith('croupier-shell-nova-'))).toBe(true);
  const paths = cached.map((entry) => entry.split(' ')[1] ?? '');
  expect(paths).toContain('/pwa/offline/en.html');
  expect(paths).toContain('/pwa/offline/de.html');
  expect(paths.some((path) => /^\/assets\/main-[\w-]+\.js$/.test(path))).toBe(true);
  expect(paths.filter((path) => /^\/(api|api-fe|messages|sandbox|connection)(\/|$)/.test(path))).toEqual([]);
  // Pages carry the visitor's session: none is kept either.
  expect(paths).not.toContain('/');
  expect(paths).not.toContain('/pokies/all');

  await context.setOffline(true);
  await workerIsOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('Nova Casino will be back as soon as your device is connected')).toBeVisible();
  await expect(page).toHaveTitle('You are offline — Nova Casino');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // In the language of the page asked for.
  await page.goto(onHost('nova.localhost', '/de/pokies/all'));
  await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Back online, the page comes back by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeHidden({
    timeout: 15_000,
  });
  await expect(page.getByRole('banner')).toBeVisible();
  expect(page.url()).toBe(onHost('nova.localhost', '/de/pokies/all'));
  expect((await cachedUrls(page)).filter((entry) => / \/(api|messages)(\/|$)/.test(entry))).toEqual([]);
});

test('Lumen’s installed app starts offline with Lumen’s own offline page', async ({ page, context }) => {
  await page.goto(onHost('lumen.localhost', '/'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  expect((await cachedUrls(page)).every((entry) => entry.startsWith('croupier-shell-lumen-'))).toBe(true);
  await context.setOffline(true);
  await workerIsOffline(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page).toHaveTitle('You are offline — Lumen');
  await expect(page.getByText('Lumen will be back as soon as your device is connected')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('style', /--cr-primary:\s*#0e7c66/);
});
