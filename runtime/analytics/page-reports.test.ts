import { describe, expect, it } from 'vitest';
import { measureNetwork, measurePagePerformance } from './page-reports.ts';

/** A window whose Performance API answers with these navigation and paint entries. */
function windowWith(entries: { navigation?: object; fcp?: number }, connection?: object) {
  return {
    location: { pathname: '/promotions', search: '?token=secret' },
    navigator: { connection } as unknown as Navigator,
    performance: {
      getEntriesByType: (type: string) =>
        type === 'navigation' && entries.navigation ? [entries.navigation] : [],
      getEntriesByName: (name: string) =>
        name === 'first-contentful-paint' && entries.fcp !== undefined ? [{ startTime: entries.fcp }] : [],
    },
  } as unknown as Window;
}

describe('page performance report', () => {
  it('reports the navigation timings in whole milliseconds, with the path and no query', async () => {
    const report = await measurePagePerformance(
      windowWith(
        {
          navigation: {
            type: 'reload',
            responseStart: 120.4,
            domContentLoadedEventEnd: 640.6,
            loadEventEnd: 900,
          },
          fcp: 350.2,
        },
        { effectiveType: '4g' },
      ),
    );
    expect(report).toEqual({
      path: '/promotions',
      navigationType: 'reload',
      connectionType: '4g',
      metrics: { ttfb: 120, fcp: 350, cls: 0, domContentLoaded: 641, load: 900 },
    });
    expect(JSON.stringify(report)).not.toContain('secret');
  });

  it('leaves out what the browser did not measure', async () => {
    const report = await measurePagePerformance(windowWith({ navigation: { loadEventEnd: 0 } }));
    expect(report).toEqual({ path: '/promotions', metrics: { cls: 0 } });
  });
});

describe('network report', () => {
  it('reports round trip, bandwidth, type and data saving', () => {
    const nav = { connection: { rtt: 250, downlink: 1.4, effectiveType: '3g', saveData: true } };
    expect(measureNetwork(nav as unknown as Navigator)).toEqual({
      rtt: 250,
      downlink: 1.4,
      effectiveType: '3g',
      saveData: true,
    });
  });

  it('reports nothing where the browser has no Network Information API', () => {
    expect(measureNetwork({} as Navigator)).toBeNull();
    expect(measureNetwork(undefined)).toBeNull();
  });
});
