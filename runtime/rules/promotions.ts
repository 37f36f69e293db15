import { isOn } from './features.ts';
import { PROMOTION_PAGE_FEATURES, promotionPageOn } from './promotion-pages.ts';

/** What decides whether a promotion card is listed for this visitor. */
export interface PromotionAudience {
  /** Site features in force (brand, server flags, local overrides). */
  features: Readonly<Record<string, boolean>>;
  /** manage-promotion-pages (API-SHAPES §2). */
  promotionPages: Readonly<Record<string, unknown>> | null | undefined;
  /** Whether the card's `when` holds for this visitor. */
  matches: (when: unknown) => boolean;
}

/**
 * The promotions a visitor sees: those whose `when` holds and whose promotion page is on (not
 * switched off in manage-promotion-pages, nor by its site feature), in the document's order.
 */
export function visiblePromotions<P extends { page?: string; when?: unknown }>(
  promotions: readonly P[],
  audience: PromotionAudience,
): P[] {
  return promotions.filter((promotion) => {
    if (!audience.matches(promotion.when)) return false;
    const page = promotion.page;
    if (page === undefined) return true;
    if (!promotionPageOn(audience.promotionPages, page)) return false;
    const feature = (PROMOTION_PAGE_FEATURES as Readonly<Record<string, string>>)[page];
    return feature === undefined || isOn(audience.features, feature);
  });
}

/**
 * Whether a visitor who came with this affiliate tag is kept from promotions (excluded-promo-stags,
 * API-SHAPES §2): the list names the whole tag ("900_no_promo") or its affiliate id ("901"), the
 * part before the first "_".
 * @example promoStagExcluded('901_summer', ['901']) // true
 */
export function promoStagExcluded(
  stag: string | null | undefined,
  excluded: readonly string[] | undefined,
): boolean {
  if (!stag || !excluded || excluded.length === 0) return false;
  const affiliateId = stag.split('_', 1)[0];
  return excluded.includes(stag) || (affiliateId !== undefined && excluded.includes(affiliateId));
}

/** The affiliate tag of a visitor: `?stag=` of the page, else the one kept in the stag cookie. */
export function visitorStag(search: string, cookieStag: string | null): string | null {
  return new URLSearchParams(search).get('stag') || cookieStag || null;
}
