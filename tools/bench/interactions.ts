import {
  chromium,
  devices,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { PAGE_LIVE_ATTRIBUTE } from '../../runtime/ssr/first-view-contract.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { median } from './median.ts';

/** CPU slow-down of the interaction runs (Chrome DevTools' "4× slowdown", a mid-range phone). */
export const CPU_THROTTLING = 4;
export const INTERACTION_RUNS = 5;

/**
 * The interactions measured, each on a freshly loaded page. `inp` is INP-style: the longest Event
 * Timing entry (input delay + processing + the next paint) of the interaction's events; `visibleMs`
 * is from the first input event the page receives to the moment what the interaction opens is on screen (a popup whose code
 * loads on demand paints its frame at once and its content later).
 */
export const INTERACTIONS = [
  'search: open and type',
  'sign-in: open',
  'phone sidebar: open',
  'category chip: switch',
  'cashbox, signed in: open',
] as const;
export type InteractionName = (typeof INTERACTIONS)[number];

export interface InteractionFigures {
  inpMs: number;
  visibleMs: number;
}

export type InteractionRuns = Record<
  InteractionName,
  { median: InteractionFigures; runs: InteractionFigures[] }
>;

declare global {
  interface Window {
    __benchEvents?: { name: string; start: number; duration: number; interactionId: number }[];
    /** When the first input of the interaction reached the page (its event's timeStamp). */
    __benchFirstInput?: number;
  }
}

async function throttled(
  context: BrowserContext,
  path: string,
  origin: string,
  cookie?: string,
): Promise<Page> {
  if (cookie) {
    const { hostname } = new URL(origin);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
      }),
    );
  }
  const page = await context.newPage();
  await page.addInitScript(() => {
    const events: NonNullable<Window['__benchEvents']> = [];
    window.__benchEvents = events;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        events.push({
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          interactionId: (entry as PerformanceEventTiming & { interactionId?: number }).interactionId ?? 0,
        });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    // Playwright checks a target (visible, stable, not covered) before it presses: in a page at 4×
    // slow-down that takes some 100–200 ms, which are the harness's, not the player's.
    for (const type of ['pointerdown', 'mousedown', 'keydown', 'click']) {
      addEventListener(type, (event) => (window.__benchFirstInput ??= event.timeStamp), { capture: true });
    }
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  // The app has taken over the page (a server-rendered one is marked live once it has hydrated):
  // before that a link is the browser's own and a tap on it loads a new page, no interaction to
  // measure. Then the page settles as a player's would before they act: its idle work is done.
  await page.waitForSelector(`#root:not([data-ssr]), #root[${PAGE_LIVE_ATTRIBUTE}]`, { timeout: 30_000 });
  await page.waitForTimeout(1_500);
  await page.evaluate(() => window.__benchEvents?.splice(0));
  return page;
}

/** Runs `act` and returns the INP-style figure of its events and the time until `shown` is visible. */
async function measure(page: Page, act: () => Promise<void>, shown: Locator): Promise<InteractionFigures> {
  const startedAt = await page.evaluate(() => {
    window.__benchFirstInput = undefined;
    return performance.now();
  });
  try {
    await act();
    await shown.waitFor({ state: 'visible', timeout: 30_000 });
  } catch (error) {
    // What the page showed when it failed, beside the results.
    await page.screenshot({ path: 'bench-results/interaction-failed.png' }).catch(() => undefined);
    throw new Error(`${String(shown)} at ${page.url()}: ${(error as Error).message.split('\n')[0]}`, {
      cause: error,
    });
  }
  const [visibleAt, firstInput] = await page.evaluate(() => [performance.now(), window.__benchFirstInput]);
  // Event Timing entries are reported after the next paint: give them a moment.
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => window.__benchEvents?.splice(0) ?? []);
  const inpMs = events.filter((e) => e.interactionId > 0).reduce((max, e) => Math.max(max, e.duration), 0);
  return { inpMs, visibleMs: visibleAt - (firstInput ?? startedAt) };
}

async function runInteraction(
  browser: Browser,
  origin: string,
  name: InteractionName,
  signedInCookie: () => Promise<string>,
): Promise<InteractionFigures> {
  const phone = name === 'phone sidebar: open';
  const context = await browser.newContext(
    phone ? { ...devices['Pixel 7'] } : { viewport: { width: 1280, height: 800 } },
  );
  try {
    const cookie = name === 'cashbox, signed in: open' ? await signedInCookie() : undefined;
    const page = await throttled(
      context,
      name === 'category chip: switch' ? '/categories/all' : '/',
      origin,
      cookie,
    );
    switch (name) {
      case 'search: open and type': {
        const dialog = page.getByRole('dialog', { name: 'Search games' });
        return await measure(
          page,
          async () => {
            await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
            await dialog.getByRole('searchbox').waitFor();
            await dialog.getByRole('searchbox').pressSequentially('book', { delay: 80 });
          },
          dialog.getByRole('list', { name: 'Search results' }).getByRole('group').first(),
        );
      }
      case 'sign-in: open':
        return await measure(
          page,
          () => page.getByRole('banner').getByRole('link', { name: 'Log in' }).click(),
          page.getByRole('dialog').getByRole('button', { name: 'Log in' }),
        );
      case 'phone sidebar: open':
        return await measure(
          page,
          () =>
            page
              .getByRole('navigation', { name: 'Quick navigation' })
              .getByRole('button', { name: 'Menu' })
              .tap(),
          page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Sidebar navigation' }),
        );
      case 'category chip: switch': {
        const chips = page.getByRole('navigation', { name: 'Game categories' }).getByRole('link');
        const target = chips.nth(2);
        const href = (await target.getAttribute('href')) ?? '';
        return await measure(
          page,
          () => target.click(),
          page.locator(`.cr-game-tile`).first().and(page.locator(`main`).locator('.cr-game-tile').first()),
        ).then(async (figures) => {
          await page.waitForURL((url) => url.pathname === href, { timeout: 30_000 });
          return figures;
        });
      }
      case 'cashbox, signed in: open': {
        // The header's Deposit opens the cashbox (/deposit); usable once its amount field is there.
        const cashbox = page.getByRole('dialog', { name: 'Cashbox' });
        return await measure(
          page,
          () => page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click(),
          cashbox.getByLabel(/^Amount/),
        );
      }
    }
  } finally {
    await context.close();
  }
}

/** Medians of INTERACTION_RUNS runs of each interaction, each on a page of its own. */
export async function benchInteractions(
  origin: string,
  signedInCookie: () => Promise<string>,
  runs = INTERACTION_RUNS,
): Promise<InteractionRuns> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const interactions = {} as InteractionRuns;
    for (const name of INTERACTIONS) {
      const results: InteractionFigures[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await runInteraction(browser, origin, name, signedInCookie));
      interactions[name] = {
        runs: results,
        median: {
          inpMs: median(results.map((r) => r.inpMs)),
          visibleMs: median(results.map((r) => r.visibleMs)),
        },
      };
    }
    return interactions;
  } finally {
    await browser.close();
  }
}
