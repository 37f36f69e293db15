/** Affiliate defaults of spec §9. */

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

/** Whether a referrer URL belongs to a search engine (by a label of its host name). */
export function isSearchEngineReferrer(referrer: string | null | undefined): boolean {
  if (!referrer) return false;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host.split('.').some((label) => SEARCH_ENGINES.includes(label));
}

/**
 * The affiliate id of a visitor without one of their own.
 * @example defaultAffiliateId('https://www.google.com/search?q=casino') // 241
 */
export function defaultAffiliateId(referrer: string | null | undefined): number {
  return isSearchEngineReferrer(referrer) ? SEARCH_ENGINE_AFFILIATE_ID : DEFAULT_AFFILIATE_ID;
}
