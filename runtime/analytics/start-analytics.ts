import {
  logUtmSend,
  logUtmSet,
  sendLog,
  sendNetworkPerformance,
  sendPerformance,
} from '../api/diagnostics.ts';
import type { ClientLogRecord } from '../api/log-failure.ts';
import type { Licence } from '../context/types.ts';
import {
  AFFILIATE_ID_COOKIE,
  needsReferrerMap,
  parseKeptUtm,
  resolveAttribution,
  STAG_COOKIE,
  UTM_COOKIE,
  utmFromSearch,
  type Attribution,
  type StagByReferrer,
  type UtmMetrics,
} from '../rules/affiliate.ts';
import { CONSENT_COOKIE, consentGiven, consentRequired } from '../rules/consent.ts';
import { STAG_COOKIE_MAX_AGE_S } from '../rules/timing.ts';
import { bus } from '../state/event-bus.ts';
import { readCookie, writeCookie } from '../ui/browser-cookie.ts';
import { setVisitorAttribution, visitorAttribution } from './attribution-store.ts';
import { takeEarlySteps, type AnalyticsEvent } from './flow-events.ts';
import { afterLoad, measureNetwork, measurePagePerformance } from './page-reports.ts';

/** Steps are sent in batches: the first waits this long for the ones that follow it. */
export const ANALYTICS_BATCH_MS = 1000;
/** Label of the analytics records in the client log (`PUT /log`). */
export const ANALYTICS_LOG_LABEL = 'analytics';

export interface AnalyticsSettings {
  licence: Licence;
  country: string;
  /**
   * The stag-by-referrer-name document, validated (`getConfig`). Given by the caller, whose bundle
   * already has the config module: imported here it would split from the lobby's bundle.
   */
  referrerMap: () => Promise<StagByReferrer | null>;
}

/** What the page arrived with: the landing URL (before the app changed it) and the referrer. */
export interface Landing {
  href: string;
  referrer: string;
}

export interface AnalyticsSession {
  /** The licence or country changed (a player signed in): consent may now be required or not. */
  update: (settings: AnalyticsSettings) => void;
  /** Resolves when the arrival's work (attribution, UTM) is done; for tests. */
  ready: Promise<void>;
  stop: () => void;
}

/** The URL of the document as it was loaded: the router may since have dropped its query. */
export function landingOf(win: Window = window): Landing {
  const navigation = win.performance?.getEntriesByType?.('navigation')[0];
  return { href: navigation?.name || win.location.href, referrer: win.document.referrer };
}

const cookieLife = { maxAgeSeconds: STAG_COOKIE_MAX_AGE_S };

/** Keeps a new attribution in the 30-day cookies; one kept from before is left as it is. */
function keepAttribution(attribution: Attribution): void {
  if (attribution.source === 'kept') return;
  // A new affiliate's link without a tag ends the previous affiliate's tag.
  if (attribution.stag) writeCookie(STAG_COOKIE, attribution.stag, cookieLife);
  else if (attribution.source !== 'default') writeCookie(STAG_COOKIE, '', { maxAgeSeconds: 0 });
  writeCookie(AFFILIATE_ID_COOKIE, attribution.affiliateId, cookieLife);
}

function logRecord(event: AnalyticsEvent, path: string, attribution: Attribution | null): ClientLogRecord {
  return {
    label: ANALYTICS_LOG_LABEL,
    level_name: 'INFO',
    datetime: new Date().toISOString(),
    message: `${event.flow}.${event.step}`,
    context: {
      ...event,
      path,
      ...(attribution && { stag: attribution.stag, affb_id: attribution.affiliateId }),
    },
  };
}

/**
 * Starts the page's analytics (spec §7, §9): the visitor's affiliate attribution and its 30-day
 * cookies, the landing UTM keys (`POST /log_utm_set`, and `/log_utm_send` at sign-up), the steps of
 * the sign-up, login, deposit and withdrawal forms (`PUT /log`), and the performance and network
 * reports of the page. Where consent is required (`consentRequired`) all of it waits for the
 * cookie banner: until then the attribution lives in memory only and nothing is sent.
 */
export function createAnalyticsSession(
  initial: AnalyticsSettings,
  landing: Landing,
  win: Window = window,
): AnalyticsSession {
  let settings = initial;
  let stopped = false;
  const waiting: (() => void)[] = [];
  const allowed = () => !consentRequired(settings) || consentGiven(readCookie(CONSENT_COOKIE));
  const whenAllowed = (task: () => void) => {
    if (stopped) return;
    if (allowed()) task();
    else waiting.push(task);
  };
  const release = () => {
    if (stopped || !allowed()) return;
    for (const task of waiting.splice(0)) task();
  };

  const url = new URL(landing.href, win.location.href);
  const landingUtm = utmFromSearch(url.search);
  setVisitorAttribution({ utm: landingUtm ?? parseKeptUtm(readCookie(UTM_COOKIE)) });
  if (landingUtm) {
    whenAllowed(() => {
      writeCookie(UTM_COOKIE, JSON.stringify(landingUtm), cookieLife);
      void logUtmSet(landingUtm);
    });
  }

  const referrerMap = needsReferrerMap(url.search, landing.referrer)
    ? settings.referrerMap()
    : Promise.resolve(null);
  const ready = referrerMap.then((config) => {
    const attribution = resolveAttribution({
      search: url.search,
      referrer: landing.referrer,
      pathname: url.pathname,
      country: settings.country,
      referrerConfig: config,
      kept: { stag: readCookie(STAG_COOKIE), affiliateId: readCookie(AFFILIATE_ID_COOKIE) },
    });
    setVisitorAttribution({ attribution });
    whenAllowed(() => keepAttribution(attribution));
  });

  let batch: ClientLogRecord[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    flushTimer = undefined;
    const records = batch;
    batch = [];
    if (records.length > 0) void sendLog(records);
  };
  const onStep = (event: AnalyticsEvent) => {
    // Before consent a step is not kept either: it is simply not measured.
    if (stopped || !allowed()) return;
    batch.push(logRecord(event, win.location.pathname, visitorAttribution().attribution));
    flushTimer ??= setTimeout(flush, ANALYTICS_BATCH_MS);
    if (event.flow === 'sign-up' && event.step === 'succeeded') {
      const utm: UtmMetrics | null = visitorAttribution().utm;
      if (utm) void logUtmSend(utm);
    }
  };
  for (const event of takeEarlySteps()) onStep(event);
  bus.on('analytics', onStep);
  bus.on('consent', release);

  void afterLoad(win).then(() =>
    whenAllowed(() => {
      void measurePagePerformance(win).then((report) => {
        if (!stopped) void sendPerformance(report);
      });
      const network = measureNetwork(win.navigator);
      if (network) void sendNetworkPerformance(network);
    }),
  );

  return {
    ready,
    update(next) {
      settings = next;
      release();
    },
    stop() {
      stopped = true;
      bus.off('analytics', onStep);
      bus.off('consent', release);
      clearTimeout(flushTimer);
      flush();
    },
  };
}

let session: AnalyticsSession | null = null;

/**
 * The page's one analytics session: started by the first call, updated by the next ones.
 * @example startAnalytics({ licence, country, referrerMap: () => getConfig('stag-by-referrer-name') });
 */
export function startAnalytics(settings: AnalyticsSettings): AnalyticsSession {
  if (session) session.update(settings);
  else session = createAnalyticsSession(settings, landingOf());
  return session;
}
