import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './chromium.ts';
import { median } from './median.ts';

export interface LighthouseFigures {
  /** Performance category score, 0–100. */
  score: number;
  /** Largest contentful paint, seconds. */
  lcpSeconds: number;
  cls: number;
  /** Total blocking time, ms. */
  tbtMs: number;
}

export const LIGHTHOUSE_RUNS = 3;

/**
 * Puts cookies (`name=value; name=value`, as a Cookie header) into the browser's own jar for the
 * host of `url`, through the DevTools protocol: the page then sends them as a browser does, and
 * cookies the page sets itself are added beside them (a Cookie header given to every request
 * instead would be dropped by the browser as soon as the page had a cookie of its own).
 */
async function setBrowserCookies(port: number, url: string, cookieHeader: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const { hostname } = new URL(url);
  const cookies = cookieHeader.split(/;\s*/).map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () =>
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } })),
    );
    socket.addEventListener('message', (event) => {
      const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (answer.id !== 1) return;
      socket.close();
      if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`));
      else resolve();
    });
    socket.addEventListener('error', () => reject(new Error('DevTools socket failed')));
  });
}

let reports = 0;

/**
 * With BENCH_LIGHTHOUSE_DIR set, writes each run's report there (`<n>-<path>.json`), to read
 * what the figures hide: the LCP element, the long tasks, the scripts; and the unthrottled trace
 * the figures were simulated from (`<n>-<path>.trace.json`, to open in DevTools' Performance panel).
 */
function keepReport(url: string, lhr: unknown, trace: unknown): void {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'lobby';
  writeFileSync(join(dir, `${++reports}-${path}.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(join(dir, `${reports}-${path}.trace.json`), JSON.stringify(trace));
}

/**
 * One Lighthouse run in a fresh Chrome with the default (mobile, simulated throttling) config;
 * `cookie` (a Cookie header) is in the browser's jar first, as a signed-in player's would be.
 */
async function runOnce(url: string, cookie?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    if (cookie) await setBrowserCookies(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr, artifacts } = result;
    keepReport(url, lhr, artifacts.Trace);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('Lighthouse gave no performance score');
    return {
      score: Math.round(score * 100),
      lcpSeconds: audit('largest-contentful-paint') / 1000,
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

/** Medians of LIGHTHOUSE_RUNS runs of `url`, each figure its own median; `cookie` is in the browser's jar. */
export async function lighthouseMedians(
  url: string,
  runs = LIGHTHOUSE_RUNS,
  cookie?: string,
): Promise<{ median: LighthouseFigures; runs: LighthouseFigures[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run is made again, once.
    results.push(
      await runOnce(url, cookie).catch((error: unknown) => {
        if (!String(error).includes('NO_NAVSTART')) throw error;
        return runOnce(url, cookie);
      }),
    );
  }
  return {
    runs: results,
    median: {
      score: median(results.map((r) => r.score)),
      lcpSeconds: median(results.map((r) => r.lcpSeconds)),
      cls: median(results.map((r) => r.cls)),
      tbtMs: median(results.map((r) => r.tbtMs)),
    },
  };
}
