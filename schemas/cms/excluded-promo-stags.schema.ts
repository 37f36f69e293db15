import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE } from './common.schema.ts';

/**
 * cms/config/excluded-promo-stags.json: affiliate tags whose visitors get no promotional offers.
 * The document is an array, so it cannot carry `$schema`; editors map it by file name.
 */
export const excludedPromoStagsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/excluded-promo-stags.json`,
  title: 'Excluded promo stags',
  description:
    'Affiliate tags (stag, or its affiliate id before the first "_") whose visitors see no promotion cards or promo banners.',
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', minLength: 1, maxLength: 64 },
} as const satisfies JSONSchema;

export type ExcludedPromoStags = FromSchema<typeof excludedPromoStagsSchema>;
