/** Affiliate attribution and UTM keys (spec §7 Info calls, §9 cookies and defaults). */

export const DEFAULT_AFFILIATE_ID = 122;
/** Visitors referred by a search engine get this affiliate id instead. */
export const SEARCH_ENGINE_AFFILIATE_ID = 241;
export const SEARCH_ENGINES: readonly string[] = ['google', 'bing', 'yahoo'];
/** UTM keys kept and reported (spec §9). */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'sub_id',
] as const;
export type UtmMetrics = Partial<Record<(typeof UTM_KEYS)[number], string>>;

/** Cookies that keep the visitor's affiliate tag, affiliate id and landing UTM keys (spec §9: 30 days). */
export const STAG_COOKIE = 'stag';
export const AFFILIATE_ID_COOKIE = 'affb_id';
export const UTM_COOKIE = 'utm_metrics';

/** Query parameters an affiliate link carries (API-SHAPES §2, `GET /api/info/locales`). */
const STAG_PARAM = 'stag';
const AFFILIATE_ID_PARAM = 'affb_id';
/** The longest tag or id taken from a link: anything longer is not an affiliate's. */
const MAX_TAG_LENGTH = 64;

/** The host name of a referrer URL, lower case; null when there is none or it is not a URL. */
function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** Whether a referrer URL belongs to a search engine (by a label of its host name). */
export function isSearchEngineReferrer(referrer: string | null | undefined): boolean {
  const host = referrerHost(referrer);
  return host !== null && host.split('.').some((label) => SEARCH_ENGINES.includes(label));
}

/**
 * The affiliate id of a visitor without one of their own.
 * @example defaultAffiliateId('https://www.google.com/search?q=casino') // 241
 */
export function defaultAffiliateId(referrer: string | null | undefined): number {
  return isSearchEngineReferrer(referrer) ? SEARCH_ENGINE_AFFILIATE_ID : DEFAULT_AFFILIATE_ID;
}

/** The affiliate id a tag starts with (`901_summer` → `901`); null when it starts with none. */
export function affiliateIdOfStag(stag: string): string | null {
  const id = stag.split('_', 1)[0] ?? '';
  return /^\d+$/.test(id) ? id : null;
}

/** The stag-by-referrer-name document (API-SHAPES §2). */
export interface StagByReferrer {
  pages: Record<string, Record<string, string>> | null;
  countries: Record<string, Record<string, string>>;
}

/**
 * The tag the stag-by-referrer-name document gives a referring site: first by the landing path,
 * then by the visitor's country. A referrer name matches a label of the referrer's host
 * (`google` matches `www.google.de`) or the whole host.
 * @example stagFromReferrer(doc, 'https://www.google.com/', '/promotions', 'CA') // '122_promo_search'
 */
export function stagFromReferrer(
  config: StagByReferrer | null | undefined,
  referrer: string | null | undefined,
  pathname: string,
  country: string,
): string | null {
  const host = referrerHost(referrer);
  if (!config || !host) return null;
  const labels = host.split('.');
  const names = (name: string) => {
    const key = name.toLowerCase();
    return key === host || labels.includes(key);
  };
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [name, paths] of Object.entries(config.pages ?? {})) {
    const stag = paths[path];
    if (stag && names(name)) return stag;
  }
  for (const [name, stag] of Object.entries(config.countries[country.toUpperCase()] ?? {})) {
    if (names(name)) return stag;
  }
  return null;
}

/** Where a visitor's attribution came from. */
export type AttributionSource = 'query' | 'referrer' | 'kept' | 'default';

export interface Attribution {
  /** The affiliate tag; null when the visitor has only an affiliate id. */
  stag: string | null;
  /** The affiliate id (`affb_id`), always set. */
  affiliateId: string;
  source: AttributionSource;
}

export interface AttributionInput {
  /** The landing page's query string. */
  search: string;
  /** `document.referrer`: empty for a direct visit. */
  referrer: string;
  pathname: string;
  country: string;
  referrerConfig: StagByReferrer | null | undefined;
  /** What the visitor's cookies keep from an earlier visit. */
  kept: { stag: string | null; affiliateId: string | null };
}

function tagParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value !== '' && value.length <= MAX_TAG_LENGTH ? value : null;
}

/**
 * The visitor's affiliate attribution: the link's `stag` / `affb_id`, else the tag the referring
 * site maps to, else what the visitor's cookies keep, else the default affiliate id (241 from a
 * search engine, else 122). A default never replaces what the visitor already has.
 * @example resolveAttribution({ search: '?stag=901_a', ... }) // { stag: '901_a', affiliateId: '901', source: 'query' }
 */
export function resolveAttribution(input: AttributionInput): Attribution {
  const params = new URLSearchParams(input.search);
  const queryStag = tagParam(params, STAG_PARAM);
  const queryId = tagParam(params, AFFILIATE_ID_PARAM);
  if (queryStag || queryId) {
    const affiliateId = queryId ?? (queryStag && affiliateIdOfStag(queryStag)) ?? input.kept.affiliateId;
    return {
      stag: queryStag,
      affiliateId: affiliateId ?? String(defaultAffiliateId(input.referrer)),
      source: 'query',
    };
  }
  const mapped = stagFromReferrer(input.referrerConfig, input.referrer, input.pathname, input.country);
  if (mapped) {
    return {
      stag: mapped,
      affiliateId: affiliateIdOfStag(mapped) ?? String(defaultAffiliateId(input.referrer)),
      source: 'referrer',
    };
  }
  if (input.kept.stag || input.kept.affiliateId) {
    const affiliateId =
      input.kept.affiliateId ??
      (input.kept.stag && affiliateIdOfStag(input.kept.stag)) ??
      String(defaultAffiliateId(input.referrer));
    return { stag: input.kept.stag, affiliateId, source: 'kept' };
  }
  return { stag: null, affiliateId: String(defaultAffiliateId(input.referrer)), source: 'default' };
}

/**
 * Whether resolveAttribution could read the stag-by-referrer-name document for this landing: only
 * when another site referred the visitor and the address names no tag of its own. A direct visit
 * never fetches the document (nor its validator).
 * @example needsReferrerMap('', 'https://www.google.com/') // true
 * @example needsReferrerMap('?stag=901_x', 'https://www.google.com/') // false
 */
export function needsReferrerMap(search: string, referrer: string | null | undefined): boolean {
  const params = new URLSearchParams(search);
  return (
    !tagParam(params, STAG_PARAM) && !tagParam(params, AFFILIATE_ID_PARAM) && referrerHost(referrer) !== null
  );
}

/** The UTM values of a query string; null when it has none. */
export function utmFromSearch(search: string): UtmMetrics | null {
  const params = new URLSearchParams(search);
  const metrics: UtmMetrics = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) metrics[key] = value.slice(0, 2000);
  }
  return Object.keys(metrics).length > 0 ? metrics : null;
}

/** UTM values kept in the UTM cookie (JSON); null when absent or unreadable. */
export function parseKeptUtm(text: string | null): UtmMetrics | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const metrics: UtmMetrics = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') metrics[key] = value;
    }
    return Object.keys(metrics).length > 0 ? metrics : null;
  } catch {
    return null;
  }
}
