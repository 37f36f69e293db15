import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type RecordedRequest } from '../../tests/harness/fake-api.ts';
import { CONSENT_COOKIE } from '../rules/consent.ts';
import { STAG_COOKIE_MAX_AGE_S } from '../rules/timing.ts';
import { bus } from '../state/event-bus.ts';
import { readCookie, writeCookie } from '../ui/browser-cookie.ts';
import type * as CookieModule from '../ui/browser-cookie.ts';
import { setVisitorAttribution, visitorAttribution } from './attribution-store.ts';
import { resetEarlySteps, trackStep } from './flow-events.ts';
import {
  ANALYTICS_LOG_LABEL,
  createAnalyticsSession,
  type AnalyticsSession,
  type AnalyticsSettings,
} from './start-analytics.ts';

vi.mock('../ui/browser-cookie.ts', async (original) => {
  const actual = await original<typeof CookieModule>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

const COOKIES = [CONSENT_COOKIE, 'stag', 'affb_id', 'utm_metrics'];
const referrerConfig = {
  pages: null,
  countries: { CA: { 'partner.example': '777_partner' } },
};

let requests: RecordedRequest[] = [];
let restore: () => void = () => undefined;
let session: AnalyticsSession | null = null;

beforeEach(() => {
  for (const name of COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/`;
  setVisitorAttribution({ attribution: null, utm: null });
  resetEarlySteps();
  vi.mocked(writeCookie).mockClear();
  const api = fakeApi((request) =>
    request.path === '/api/fe/config/stag-by-referrer-name'
      ? referrerConfig
      : new Response(null, { status: 204 }),
  );
  requests = api.requests;
  restore = api.restore;
});

afterEach(() => {
  session?.stop();
  session = null;
  restore();
});

const referrerMap = async () => referrerConfig;
const CANADA = { licence: 'CW', country: 'CA', referrerMap } as const;
const ESTONIA_EE = { licence: 'EE', country: 'EE', referrerMap } as const;

async function start(settings: AnalyticsSettings, href: string, referrer = ''): Promise<AnalyticsSession> {
  session = createAnalyticsSession(settings, { href, referrer });
  await session.ready;
  // The page reports wait for the load event and a task.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return session;
}

const posted = (path: string) => requests.filter((request) => request.path === path);
const cookieWrites = () => vi.mocked(writeCookie).mock.calls.map(([name, value]) => [name, value]);

describe('attribution on arrival', () => {
  it('keeps the link’s stag and affiliate id for 30 days where no consent is needed', async () => {
    await start(CANADA, 'http://nova.localhost/?stag=901_summer&x=1');
    expect(readCookie('stag')).toBe('901_summer');
    expect(readCookie('affb_id')).toBe('901');
    expect(writeCookie).toHaveBeenCalledWith('stag', '901_summer', { maxAgeSeconds: STAG_COOKIE_MAX_AGE_S });
    expect(STAG_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60);
    expect(visitorAttribution().attribution).toEqual({
      stag: '901_summer',
      affiliateId: '901',
      source: 'query',
    });
  });

  it('maps the referring site through stag-by-referrer-name', async () => {
    await start(CANADA, 'http://nova.localhost/', 'https://partner.example/review');
    expect(readCookie('stag')).toBe('777_partner');
    expect(readCookie('affb_id')).toBe('777');
  });

  it('reads the referrer map only when another site referred the visitor and the link names no tag', async () => {
    const read = vi.fn(referrerMap);
    (await start({ ...CANADA, referrerMap: read }, 'http://nova.localhost/')).stop();
    const tagged = 'http://nova.localhost/?stag=901_x';
    (await start({ ...CANADA, referrerMap: read }, tagged, 'https://partner.example/')).stop();
    expect(read).not.toHaveBeenCalled();
    await start({ ...CANADA, referrerMap: read }, 'http://nova.localhost/', 'https://partner.example/review');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives a visitor from a search engine the affiliate id 241, and no stag', async () => {
    await start(CANADA, 'http://nova.localhost/', 'https://www.google.com/');
    expect(readCookie('affb_id')).toBe('241');
    expect(readCookie('stag')).toBeNull();
  });

  it('never replaces a stag the visitor already has with a default', async () => {
    document.cookie = 'stag=555_old; Path=/';
    document.cookie = 'affb_id=555; Path=/';
    await start(CANADA, 'http://nova.localhost/', 'https://www.bing.com/');
    expect(cookieWrites()).toEqual([]);
    expect(readCookie('stag')).toBe('555_old');
    expect(visitorAttribution().attribution).toMatchObject({ stag: '555_old', source: 'kept' });
  });

  it('keeps everything in memory until consent where the licence requires it, then writes the cookies', async () => {
    await start(ESTONIA_EE, 'http://ee.nova.localhost/?stag=901_a&utm_source=mail');
    expect(visitorAttribution().attribution?.stag).toBe('901_a');
    expect(visitorAttribution().utm).toEqual({ utm_source: 'mail' });
    expect(cookieWrites()).toEqual([]);
    expect(posted('/log_utm_set')).toEqual([]);
    expect(posted('/performance')).toEqual([]);

    document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
    bus.emit('consent');
    expect(readCookie('stag')).toBe('901_a');
    expect(readCookie('affb_id')).toBe('901');
    expect(JSON.parse(readCookie('utm_metrics') ?? '')).toEqual({ utm_source: 'mail' });
    expect(posted('/log_utm_set').map((request) => request.body)).toEqual([
      { utmMetrics: { utm_source: 'mail' } },
    ]);
  });

  it('starts at once for a visitor who consented on an earlier page', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
    await start(ESTONIA_EE, 'http://ee.nova.localhost/?affb_id=300');
    expect(readCookie('affb_id')).toBe('300');
  });

  it('ends the previous affiliate’s tag when a new link brings an id alone', async () => {
    document.cookie = 'stag=555_old; Path=/';
    await start(CANADA, 'http://nova.localhost/?affb_id=300');
    expect(readCookie('stag')).toBeNull();
    expect(readCookie('affb_id')).toBe('300');
  });
});

describe('UTM keys', () => {
  it('logs the landing page’s UTM keys once, and sends them again at sign-up', async () => {
    const utm = { utm_source: 'news', utm_campaign: 'spring', sub_id: '7' };
    await start(CANADA, 'http://nova.localhost/promotions?utm_source=news&utm_campaign=spring&sub_id=7');
    expect(posted('/log_utm_set').map((request) => request.body)).toEqual([{ utmMetrics: utm }]);
    expect(posted('/log_utm_send')).toEqual([]);

    trackStep({ flow: 'sign-up', step: 'submitted' });
    expect(posted('/log_utm_send')).toEqual([]);
    trackStep({ flow: 'sign-up', step: 'succeeded' });
    expect(posted('/log_utm_send').map((request) => request.body)).toEqual([{ utmMetrics: utm }]);
  });

  it('sends the UTM keys kept from an earlier landing at sign-up, without logging a landing', async () => {
    document.cookie = `utm_metrics=${encodeURIComponent('{"utm_source":"old"}')}; Path=/`;
    await start(CANADA, 'http://nova.localhost/');
    expect(posted('/log_utm_set')).toEqual([]);
    trackStep({ flow: 'sign-up', step: 'succeeded' });
    expect(posted('/log_utm_send').map((request) => request.body)).toEqual([
      { utmMetrics: { utm_source: 'old' } },
    ]);
  });

  it('sends nothing at sign-up when the visitor has no UTM keys', async () => {
    await start(CANADA, 'http://nova.localhost/');
    trackStep({ flow: 'sign-up', step: 'succeeded' });
    expect(posted('/log_utm_send')).toEqual([]);
  });
});

describe('form steps', () => {
  const logged = () =>
    posted('/log').flatMap(
      (request) => request.body as { label: string; message: string; context: object }[],
    );

  it('reports the steps in one batch to the client log, with those taken before it loaded', async () => {
    trackStep({ flow: 'login', step: 'opened' });
    await start(CANADA, 'http://nova.localhost/?stag=901_a');
    trackStep({ flow: 'login', step: 'submitted' });
    trackStep({ flow: 'login', step: 'failed', reason: 'refused' });
    expect(posted('/log')).toEqual([]);
    session?.stop();
    expect(posted('/log')).toHaveLength(1);
    expect(logged().map((record) => record.message)).toEqual([
      'login.opened',
      'login.submitted',
      'login.failed',
    ]);
    expect(logged()[2]).toMatchObject({
      label: ANALYTICS_LOG_LABEL,
      level_name: 'INFO',
      context: { flow: 'login', step: 'failed', reason: 'refused', stag: '901_a', affb_id: '901' },
    });
  });

  it('measures no step before consent where the licence requires it', async () => {
    await start(ESTONIA_EE, 'http://ee.nova.localhost/');
    trackStep({ flow: 'deposit', step: 'opened' });
    session?.stop();
    expect(posted('/log')).toEqual([]);
  });

  it('starts measuring when a signed-in player’s licence needs no consent', async () => {
    const started = await start({ ...CANADA, licence: 'EE' }, 'http://nova.localhost/');
    trackStep({ flow: 'deposit', step: 'opened' });
    started.update(CANADA);
    trackStep({ flow: 'deposit', step: 'submitted', method: 'card-eur' });
    started.stop();
    expect(logged().map((record) => record.message)).toEqual(['deposit.submitted']);
  });
});

describe('page reports', () => {
  it('sends the page timing and the network report once after load, with the path only', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      connection: { rtt: 100, downlink: 2.5, effectiveType: '3g', saveData: false },
    });
    try {
      await start(CANADA, 'http://nova.localhost/?token=secret');
      await vi.waitFor(() => expect(posted('/performance')).toHaveLength(1));
      const report = posted('/performance')[0]?.body as { path: string; metrics: object };
      expect(report.path).toBe(window.location.pathname);
      expect(JSON.stringify(report)).not.toContain('secret');
      expect(posted('/network-performance').map((request) => request.body)).toEqual([
        { rtt: 100, downlink: 2.5, effectiveType: '3g', saveData: false },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends no report before consent where the licence requires it', async () => {
    await start(ESTONIA_EE, 'http://ee.nova.localhost/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posted('/performance')).toEqual([]);
    expect(posted('/network-performance')).toEqual([]);
  });
});
