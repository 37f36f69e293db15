import type { JSONSchema } from 'json-schema-to-ts';
import { brandSchema } from './brand.schema.ts';
import { conditionSchema } from './condition.schema.ts';
import { layoutSchema } from './layout.schema.ts';
import { awardsSchema } from './cms/awards.schema.ts';
import { bannersConfigSchema } from './cms/banners-config.schema.ts';
import { currencyConfigSchema } from './cms/currency-config.schema.ts';
import { featureFlagsSchema } from './cms/feature-flags.schema.ts';
import { footerSchema } from './cms/footer.schema.ts';
import { mainWidgetConfigSchema } from './cms/main-widget-config.schema.ts';
import { managePromotionPagesSchema } from './cms/manage-promotion-pages.schema.ts';
import { managersSchema } from './cms/managers.schema.ts';
import { menuCategoriesGamesSchema } from './cms/menu-categories-games.schema.ts';
import { menusSchema } from './cms/menus.schema.ts';
import { cmsPageSchema } from './cms/page.schema.ts';
import { providersConfigSchema } from './cms/providers-config.schema.ts';
import { rocketChanceConfigSchema } from './cms/rocket-chance-config.schema.ts';
import { rocketMartSchema } from './cms/rocket-mart.schema.ts';
import { saleSchema } from './cms/sale.schema.ts';
import { vipAdventuresSchema } from './cms/vip-adventures.schema.ts';
import { wheelConfigSegmentsSchema } from './cms/wheel-config-segments.schema.ts';
import { wheelConfigSchema } from './cms/wheel-config.schema.ts';
import { additionalGiftsSchema } from './cms/additional-gifts.schema.ts';
import { bettingConfigSchema } from './cms/betting-config.schema.ts';
import { disabledBonusesSchema } from './cms/disabled-bonuses.schema.ts';
import { excludedPromoStagsSchema } from './cms/excluded-promo-stags.schema.ts';
import { logoConfigSchema } from './cms/logo-config.schema.ts';
import { modifyGiftsConfigSchema } from './cms/modify-gifts-config.schema.ts';
import { newsSchema } from './cms/news.schema.ts';
import { promotionsSchema } from './cms/promotions.schema.ts';
import { stagByReferrerNameSchema } from './cms/stag-by-referrer-name.schema.ts';
import { surveyConfigSchema } from './cms/survey-config.schema.ts';

export * from './brand.schema.ts';
export * from './condition.schema.ts';
export * from './layout.schema.ts';
export * from './cms/awards.schema.ts';
export * from './cms/banners-config.schema.ts';
export * from './cms/currency-config.schema.ts';
export * from './cms/feature-flags.schema.ts';
export * from './cms/footer.schema.ts';
export * from './cms/main-widget-config.schema.ts';
export * from './cms/manage-promotion-pages.schema.ts';
export * from './cms/managers.schema.ts';
export * from './cms/menu-categories-games.schema.ts';
export * from './cms/menus.schema.ts';
export * from './cms/page.schema.ts';
export * from './cms/providers-config.schema.ts';
export * from './cms/rocket-chance-config.schema.ts';
export * from './cms/rocket-mart.schema.ts';
export * from './cms/sale.schema.ts';
export * from './cms/vip-adventures.schema.ts';
export * from './cms/wheel-config-segments.schema.ts';
export * from './cms/wheel-config.schema.ts';
export * from './cms/additional-gifts.schema.ts';
export * from './cms/betting-config.schema.ts';
export * from './cms/disabled-bonuses.schema.ts';
export * from './cms/excluded-promo-stags.schema.ts';
export * from './cms/logo-config.schema.ts';
export * from './cms/modify-gifts-config.schema.ts';
export * from './cms/news.schema.ts';
export * from './cms/promotions.schema.ts';
export * from './cms/stag-by-referrer-name.schema.ts';
export * from './cms/survey-config.schema.ts';
export { documentItems } from './document-items.ts';

/**
 * Every document kind and its schema. `cms/config/<name>` is the file
 * brands/<id>/cms/config/<name>.json and the response of GET /api/fe/config/<name>.
 */
export const documentSchemas = {
  brand: brandSchema,
  layout: layoutSchema,
  'cms/page': cmsPageSchema,
  'cms/config/awards': awardsSchema,
  'cms/config/banners-config': bannersConfigSchema,
  'cms/config/currency-config': currencyConfigSchema,
  'cms/config/feature-flags': featureFlagsSchema,
  'cms/config/footer': footerSchema,
  'cms/config/main-widget-config': mainWidgetConfigSchema,
  'cms/config/manage-promotion-pages': managePromotionPagesSchema,
  'cms/config/managers': managersSchema,
  'cms/config/menu-categories-games': menuCategoriesGamesSchema,
  'cms/config/menus': menusSchema,
  'cms/config/providers-config': providersConfigSchema,
  'cms/config/rocket-chance-config': rocketChanceConfigSchema,
  'cms/config/rocket-mart': rocketMartSchema,
  'cms/config/sale': saleSchema,
  'cms/config/vip-adventures': vipAdventuresSchema,
  'cms/config/wheel-config': wheelConfigSchema,
  'cms/config/wheel-config-segments': wheelConfigSegmentsSchema,
  'cms/config/additional-gifts': additionalGiftsSchema,
  'cms/config/betting-config': bettingConfigSchema,
  'cms/config/disabled-bonuses': disabledBonusesSchema,
  'cms/config/excluded-promo-stags': excludedPromoStagsSchema,
  'cms/config/logo-config': logoConfigSchema,
  'cms/config/modify-gifts-config': modifyGiftsConfigSchema,
  'cms/config/news': newsSchema,
  'cms/config/promotions': promotionsSchema,
  'cms/config/stag-by-referrer-name': stagByReferrerNameSchema,
  'cms/config/survey-config': surveyConfigSchema,
} as const satisfies Record<string, JSONSchema>;

export type DocumentKind = keyof typeof documentSchemas;
export const DOCUMENT_KINDS = Object.keys(documentSchemas) as DocumentKind[];

/** Schemas that documents reference by `$id` (not documents themselves). */
export const sharedSchemas = [conditionSchema] as const;

/** File name (without .schema.json) of a document kind under schemas/generated/. */
export function schemaFileName(kind: DocumentKind): string {
  if (kind === 'cms/page') return 'cms-page';
  return kind.startsWith('cms/config/') ? kind.slice('cms/config/'.length) : kind;
}
