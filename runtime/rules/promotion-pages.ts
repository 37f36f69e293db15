import { FEATURE } from './features.ts';

/**
 * The keys of manage-promotion-pages (API-SHAPES §2) that gate a route feature: a page set to
 * false turns its feature off, so its route redirects to its fallback (spec §2: rocket mart and
 * rocket chance → /promotions, lotteries → /tournaments/all, the activity hub → /promotions).
 */
export const PROMOTION_PAGE_FEATURES = {
  rocketMart: FEATURE.rocketMart,
  rocketChance: FEATURE.rocketChance,
  activityHub: FEATURE.activityHub,
  lotteries: FEATURE.lotteries,
} as const;

/**
 * The features that manage-promotion-pages switches off. A page set to true turns nothing on: the
 * brand's features decide whether a page exists at all, the document only takes pages away.
 * @example promotionPageFeatures({ rocketMart: false, lotteries: true }) // { rocketMart: false }
 */
export function promotionPageFeatures(
  pages: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, boolean> {
  const off: Record<string, boolean> = {};
  // Each page key is also the name of the feature it gates.
  for (const page of Object.keys(PROMOTION_PAGE_FEATURES)) if (pages?.[page] === false) off[page] = false;
  return off;
}

/** Whether manage-promotion-pages leaves a page on (a page it does not name is on). */
export function promotionPageOn(
  pages: Readonly<Record<string, unknown>> | null | undefined,
  page: string,
): boolean {
  return pages?.[page] !== false;
}
