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

/** One Lighthouse run in a fresh Chrome with the default (mobile, simulated throttling) config. */
async function runOnce(url: string, headers?: Record<string, string>): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A signed-in run sends the player's session cookie with every request of the page.
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
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

/** Medians of LIGHTHOUSE_RUNS runs of `url`, each figure its own median; `headers` go with every request. */
export async function lighthouseMedians(
  url: string,
  runs = LIGHTHOUSE_RUNS,
  headers?: Record<string, string>,
): Promise<{ median: LighthouseFigures; runs: LighthouseFigures[] }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(url, headers));
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
