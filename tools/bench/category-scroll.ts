import { chromium, type Route } from 'playwright-core';
import { CHROMIUM_PATH } from './chromium.ts';
import { SYNTHETIC_GAME_COUNT, sourcePage, syntheticPage, type GamesPage } from './synthetic-games.ts';

/** A category page of the lobby (spec §2: /categories/{slug}); `all` exists in every brand. */
export const CATEGORY_PATH = '/categories/all';
/** A task longer than this is a dropped frame budget (DESIGN.md: smooth scroll, no task > 50 ms). */
export const LONG_TASK_MS = 50;
/** Pixels per wheel step and pause between steps: a fast but human scroll. */
const WHEEL_STEP_PX = 900;
const WHEEL_PAUSE_MS = 40;
/**
 * At the bottom of what is loaded, with more pages to load, no request for the next page for this
 * long (counted from arriving at the bottom, or from the last page served if later): infinite
 * scroll has stalled. Waiting at the bottom for a page already asked for is not a stall (that is
 * the network and the render, reported as `longestWaitMs`).
 */
const STALL_MS = 500;
/** How far back up the bench scrolls to restart a stalled infinite scroll. */
const STALL_BACK_PX = 1_000;
/** Give up scrolling after this long (the page never reached its end). */
const SCROLL_TIMEOUT_MS = Number(process.env.BENCH_SCROLL_TIMEOUT_MS ?? 360_000);

export interface ScrollFigures {
  /** Longest task while scrolling to the end, ms (0 when none was long). */
  longestTaskMs: number;
  /** Tasks over LONG_TASK_MS while scrolling. */
  tasksOver50: number;
  /** Longest task while the page first loaded, before the scroll, ms (for information). */
  longestLoadTaskMs: number;
  /** Pages of games served to the page (of `totalPages`), and the game tiles in the DOM at the end. */
  pagesServed: number;
  totalPages: number;
  cardsInDom: number;
  scrollSeconds: number;
  /**
   * Times the page sat at the bottom with more pages to load and the client asked for none
   * (STALL_MS), so that the bench had to scroll back up to restart it.
   */
  stalls: number;
  /** Times the page reached the bottom while the next page was asked for but not yet shown. */
  bottomWaits: number;
  /** Longest of those waits, ms: the network plus the render, as a player would wait. */
  longestWaitMs: number;
  /** Items of the list at the end (games and cards), from the set size the list announces. */
  itemsInList: number;
}

declare global {
  interface Window {
    __benchLongTasks?: number[];
  }
}

/**
 * Opens the category page with `/api/games_filter` answering a category of 5,000 games (real
 * games of the sandbox given identifiers of their own, pages of the size asked), scrolls to the end
 * with the mouse wheel so that infinite scroll loads every page, and records long tasks.
 */
export async function benchCategoryScroll(origin: string): Promise<ScrollFigures> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    if (process.env.BENCH_DEBUG) {
      page.on('console', (m) => console.info('[page]', m.text()));
      page.on('pageerror', (e) => console.info('[pageerror]', e.message));
      page.on('request', (r) => r.url().includes('games_filter') && console.info('[req]', r.postData()));
    }
    await page.addInitScript(() => {
      const tasks: number[] = [];
      window.__benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });

    let realCount: number | null = null;
    let routeFailure: string | null = null;
    let requestsSeen = 0;
    let lastPageServed = 0;
    let lastPageServedAt = 0;
    let lastPageRequested = 0;
    let totalPages = Number.POSITIVE_INFINITY;
    const fetchPage = async (route: Route, body: Record<string, unknown>, pageNumber: number) => {
      // Node cannot resolve *.localhost as Chrome does: ask the loopback address with the brand's Host.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const response = await route.fetch({
        url: url.href,
        headers: { ...route.request().headers(), host },
        postData: JSON.stringify({ ...body, page: pageNumber }),
      });
      if (!response.ok()) throw new Error(`games_filter answered ${response.status()}`);
      return (await response.json()) as GamesPage;
    };
    await page.route(
      (url) => url.pathname === '/api/games_filter',
      async (route) => {
        requestsSeen++;
        try {
          const body = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
          const pageNumber = typeof body.page === 'number' ? body.page : 1;
          const pageSize = typeof body.page_size === 'number' ? body.page_size : 40;
          if (pageSize === 40) lastPageRequested = Math.max(lastPageRequested, pageNumber);
          if (realCount === null) realCount = (await fetchPage(route, body, 1)).pagination.total_count;
          const real = await fetchPage(route, body, sourcePage(pageNumber, realCount, pageSize));
          const synthetic = syntheticPage(real, pageNumber, pageSize, SYNTHETIC_GAME_COUNT);
          await route.fulfill({ json: synthetic });
          if (pageSize === 40) {
            lastPageServed = Math.max(lastPageServed, pageNumber);
            lastPageServedAt = Date.now();
            totalPages = synthetic.pagination.total_pages;
          }
        } catch (error) {
          routeFailure ??= error instanceof Error ? error.message : String(error);
          await route.abort().catch(() => undefined);
        }
      },
    );

    await page.goto(`${origin}${CATEGORY_PATH}`, { waitUntil: 'load' });
    await page.locator('.cr-game-tile').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1_000);
    const loadTasks = await page.evaluate(() => window.__benchLongTasks?.splice(0) ?? []);

    await page.mouse.move(640, 400);
    // BENCH_TRACE=<file> writes a Chrome trace of the scroll (open it in DevTools' Performance panel).
    const tracePath = process.env.BENCH_TRACE;
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    const started = Date.now();
    const atBottomNow = () =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4);
    let stalls = 0;
    let bottomWaits = 0;
    let longestWaitMs = 0;
    /** Since when the page sits at the bottom (0: it does not), and whether it waits for a page asked for. */
    let bottomSince = 0;
    let waiting = false;
    for (;;) {
      // Out of time: the figures of the part scrolled are still worth having; `pagesServed` tells.
      if (Date.now() - started > SCROLL_TIMEOUT_MS) break;
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      await page.waitForTimeout(WHEEL_PAUSE_MS);
      const atBottom = await atBottomNow();
      const now = Date.now();
      if (!atBottom || lastPageServed >= totalPages) {
        if (waiting) longestWaitMs = Math.max(longestWaitMs, now - bottomSince);
        bottomSince = 0;
        waiting = false;
      }
      if (atBottom && lastPageServed < totalPages) {
        if (bottomSince === 0) bottomSince = now;
        if (lastPageRequested > lastPageServed) {
          // The next page is on its way: the player waits for the network and the render.
          if (!waiting) bottomWaits++;
          waiting = true;
          longestWaitMs = Math.max(longestWaitMs, now - bottomSince);
        } else if (now - Math.max(bottomSince, lastPageServedAt) > STALL_MS) {
          // At the end of what is loaded and the client asks for nothing: a player would scroll
          // back up a little and down again to wake it; the bench does so and counts it.
          stalls++;
          await page.mouse.wheel(0, -STALL_BACK_PX);
          await page.waitForTimeout(WHEEL_PAUSE_MS * 5);
          bottomSince = 0;
          waiting = false;
        }
        continue;
      }
      if (atBottom && lastPageServed >= totalPages) {
        // Let the last page render, then check that nothing more was appended below.
        await page.waitForTimeout(1_000);
        if (await atBottomNow()) break;
      }
    }
    const scrollSeconds = (Date.now() - started) / 1000;
    if (tracePath) await browser.stopTracing();
    if (lastPageServed === 0) {
      throw new Error(`no page of games served (${requestsSeen} requests; ${routeFailure ?? 'no error'})`);
    }
    const tasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    const cardsInDom = await page.locator('.cr-game-tile').count();
    const itemsInList = Number(
      (await page.locator('.cr-game-grid__list > [aria-setsize]').last().getAttribute('aria-setsize')) ?? 0,
    );
    return {
      longestTaskMs: Math.max(0, ...tasks),
      tasksOver50: tasks.filter((d) => d > LONG_TASK_MS).length,
      longestLoadTaskMs: Math.max(0, ...loadTasks),
      pagesServed: lastPageServed,
      totalPages,
      cardsInDom,
      scrollSeconds,
      stalls,
      bottomWaits,
      longestWaitMs,
      itemsInList,
    };
  } finally {
    await browser.close();
  }
}
