import { randomInt } from 'node:crypto';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';

/** The port of the sandbox the config starts (see playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 8181);

/** Node does not resolve *.localhost as Chromium does; plain localhost is a nova host too. */
export const sandboxApi = (path: string) => `http://localhost:${PORT}${path}`;

/** An absolute URL on one of the sandbox's host names (brands, mirrors and geo variants). */
export const onHost = (host: string, path = '/') => `http://${host}:${PORT}${path}`;

/** Every host the journeys visit: consent cookies are set on each of them up front. */
const HOSTS = [
  'nova.localhost',
  'nova-mirror.localhost',
  'de.nova.localhost',
  'ee.nova.localhost',
  'ee-mirror.nova.localhost',
  'au.nova.localhost',
  'lumen.localhost',
];

/** Cookie of the cookie banner (widgets/cookie-banner): a visitor who already agreed sees no banner. */
const CONSENT_COOKIE = { name: 'cookies_accepted', value: '1' };

/** The only console error a guest page may log: the browser's note on the guest 401 of GET /api/player. */
const GUEST_PLAYER_401 = /status of 401/;

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, minus the guest 401 of /api/player. */
  consoleErrors: string[];
  /** Set to false by a journey that wants to see the cookie banner. */
  consented: boolean;
}

/**
 * A client address no other test uses (10.0.0.0/8, random): the sandbox trusts X-Forwarded-For from
 * loopback in these runs (playwright.config.ts), so each test is a visitor of its own and the
 * per-address limits (sign-ups, sign-ins) hold for each test apart, however many the suite runs.
 */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const test = base.extend<Fixtures>({
  consented: [true, { option: true }],
  // The page, its context and the `request` fixture all send it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientAddress() });
  },
  context: async ({ context, consented }, use) => {
    if (consented) {
      await context.addCookies(HOSTS.map((host) => ({ ...CONSENT_COOKIE, url: `http://${host}:${PORT}` })));
    }
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    const player401 = new Set<string>();
    page.on('response', (response) => {
      if (response.status() === 401 && new URL(response.url()).pathname === '/api/player') {
        player401.add(response.url());
      }
    });
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const guest401 = GUEST_PLAYER_401.test(message.text()) && player401.has(message.location().url);
      if (!guest401) errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** True when the test runs in the phone project (touch, narrow viewport). */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 700;

/** Scrolls the element into view and waits until every image in it has loaded with a real size. */
export async function expectImagesLoaded(images: Locator, minimum: number) {
  await expect.poll(() => images.count()).toBeGreaterThanOrEqual(minimum);
  for (let i = 0; i < minimum; i += 1) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `image ${i} loads`,
      })
      .toBe(true);
  }
}

/**
 * Scrolls down as a reader does until `target` has rendered (widgets below the first view render
 * as the reader nears them), then brings it into view.
 */
export async function scrollUntilRendered(page: Page, target: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await target.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(target).toBeAttached({ timeout: 300 });
    // A placeholder that the widget replaces meanwhile is detached: look for the widget again.
    await target.scrollIntoViewIfNeeded({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return target;
}

/**
 * Opens the phone's sidebar from the bottom bar's Menu button. A tap made before the page has
 * hydrated is held for a while and then dropped (runtime/app/early-clicks.ts): on a busy machine
 * the page may take longer, so the tap is made again until the sidebar shows.
 */
export async function openSidebar(page: Page): Promise<Locator> {
  // A tap before the page is live is held and replayed later (runtime/app/early-clicks.ts): a
  // second tap meanwhile, and the later tap outside, would race with that replay.
  await waitUntilLive(page);
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  const sidebar = page.getByRole('dialog', { name: 'Menu' });
  await expect(async () => {
    if (!(await sidebar.isVisible())) await bar.getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar.getByRole('navigation', { name: 'Sidebar navigation' })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  // The sheet slides in: where it ends is where a tap beside it must land.
  await animationsEnded(page);
  return sidebar;
}

/**
 * Waits until the page's finite animations (a sheet sliding in, a popup fading in) have ended, at
 * most 2 s; endless ones (spinners) are left. What is measured or tapped then is where it stays.
 */
export async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}

/**
 * Waits until the page runs: a page the browser rendered, or a server-rendered one whose every
 * part has hydrated (`data-live` on #root, runtime/ssr/first-view-contract.ts).
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page
    .locator('#root[data-live], #root:not([data-ssr])')
    .waitFor({ state: 'attached', timeout: 30_000 });
}

/** The footer, scrolled to as a reader does (it renders as the reader nears it). */
export const scrollToFooter = (page: Page) => scrollUntilRendered(page, page.getByRole('contentinfo'));

/**
 * Follows an item of the header's top menu, which sits in the "More" dropdown when the menu
 * overflows (how much fits depends on the width, the language and the promo banner beside it).
 */
export async function followHeaderItem(page: Page, name: string): Promise<void> {
  await headerItem(page, name, (item) => item.click({ timeout: 2_000 }));
}

/**
 * An item of the header's top menu, in its row or in the "More" dropdown (opened for it), once
 * `check` passes on it. Which items fit in the row is measured once the app runs: until then the
 * row shows them all, and an item there may move into More under the pointer.
 */
export async function headerItem(
  page: Page,
  name: string,
  check: (item: Locator) => Promise<unknown>,
): Promise<void> {
  await waitUntilLive(page);
  const header = page.getByRole('banner');
  const more = header.getByRole('button', { name: 'More' });
  const item = page
    .getByRole('menuitem', { name })
    .or(header.getByRole('link', { name, exact: true }))
    .filter({ visible: true })
    .first();
  // Located and checked again as one step: a width change (a scrollbar, the promo banner beside the
  // menu) may move the item between the row and the dropdown meanwhile.
  await expect(async () => {
    if (!(await item.isVisible()) && (await more.isVisible())) await more.click({ timeout: 2_000 });
    await check(item);
  }).toPass({ timeout: 30_000 });
}
