import type { NetworkPerformance, PagePerformance } from '../api/diagnostics.ts';

// The performance and network-performance reports (spec §7 `PUT /performance`,
// `PUT /network-performance`): measured once per page load, after the load event.

/** A long task blocks input for what it lasts beyond this (Total Blocking Time). */
const LONG_TASK_BUDGET_MS = 50;

interface NetworkInformationLike {
  rtt?: number;
  downlink?: number;
  effectiveType?: string;
  saveData?: boolean;
}

const connectionOf = (nav: Navigator | undefined): NetworkInformationLike | undefined =>
  (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;

const ms = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

/** The entries of a buffered observer type seen so far; none where the browser lacks the type. */
function bufferedEntries(type: string): Promise<PerformanceEntry[]> {
  if (typeof PerformanceObserver === 'undefined') return Promise.resolve([]);
  if (!(PerformanceObserver.supportedEntryTypes ?? []).includes(type)) return Promise.resolve([]);
  return new Promise((resolve) => {
    const entries: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    try {
      observer.observe({ type, buffered: true });
    } catch {
      resolve([]);
      return;
    }
    // Buffered entries are delivered in a task of their own.
    setTimeout(() => {
      entries.push(...observer.takeRecords());
      observer.disconnect();
      resolve(entries);
    }, 0);
  });
}

/**
 * The page's timings in milliseconds from the start of navigation (CLS unitless): time to first
 * byte, first and largest contentful paint, layout shift, blocking time, DOMContentLoaded and load.
 * The path only, never the query (it may hold a confirmation or reset token).
 */
export async function measurePagePerformance(
  win: Pick<Window, 'performance' | 'location' | 'navigator'> = window,
): Promise<PagePerformance> {
  const navigation = win.performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const [lcp, shifts, longTasks] = await Promise.all([
    bufferedEntries('largest-contentful-paint'),
    bufferedEntries('layout-shift'),
    bufferedEntries('longtask'),
  ]);
  const fcp = win.performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const cls = shifts.reduce((sum, entry) => {
    const shift = entry as PerformanceEntry & { value?: number; hadRecentInput?: boolean };
    return shift.hadRecentInput ? sum : sum + (shift.value ?? 0);
  }, 0);
  const tbt = longTasks
    .filter((task) => fcp === undefined || task.startTime >= fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_BUDGET_MS), 0);
  const metrics: PagePerformance['metrics'] = {
    ttfb: ms(navigation?.responseStart),
    fcp: ms(fcp),
    lcp: ms(lcp.at(-1)?.startTime),
    cls: Math.round(cls * 10_000) / 10_000,
    tbt: longTasks.length > 0 ? Math.round(tbt) : undefined,
    domContentLoaded: ms(navigation?.domContentLoadedEventEnd),
    load: ms(navigation?.loadEventEnd),
  };
  for (const key of Object.keys(metrics) as (keyof typeof metrics)[]) {
    if (metrics[key] === undefined) delete metrics[key];
  }
  const report: PagePerformance = { path: win.location.pathname, metrics };
  if (navigation?.type) report.navigationType = navigation.type;
  const connectionType = connectionOf(win.navigator)?.effectiveType;
  if (connectionType) report.connectionType = connectionType;
  return report;
}

/** What the Network Information API says; null where the browser has none (Firefox, Safari). */
export function measureNetwork(nav: Navigator | undefined = globalThis.navigator): NetworkPerformance | null {
  const connection = connectionOf(nav);
  if (!connection || typeof connection.effectiveType !== 'string') return null;
  const report: NetworkPerformance = {
    rtt: Math.max(0, connection.rtt ?? 0),
    downlink: Math.max(0, connection.downlink ?? 0),
    effectiveType: connection.effectiveType.slice(0, 16),
  };
  if (typeof connection.saveData === 'boolean') report.saveData = connection.saveData;
  return report;
}

/** Resolves once the page's load event has passed (at once when it has). */
export function afterLoad(
  win: Pick<Window, 'addEventListener'> & { document: Document } = window,
): Promise<void> {
  if (win.document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => win.addEventListener('load', () => setTimeout(resolve, 0), { once: true }));
}
