import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl, linkTarget } from './common.schema.ts';

/**
 * cms/config/modify-gifts-config.json: gifts of some groups shown with a partner's logo and link.
 * The document is an array, so it cannot carry `$schema`; editors map it by file name.
 */
export const modifyGiftsConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/modify-gifts-config.json`,
  title: 'Modified gifts',
  description: 'Gift groups shown with their own logo and link (API-SHAPES §2).',
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['group_keys', 'logo', 'url'],
    properties: {
      group_keys: {
        type: 'array',
        minItems: 1,
        description: 'Group keys of the gifts this entry changes.',
        items: { type: 'string', minLength: 1, maxLength: 100 },
      },
      logo: imageUrl('Logo shown on these gifts.'),
      url: linkTarget('Where the gift leads: a site path or an https address.'),
    },
  },
} as const satisfies JSONSchema;

export type ModifyGiftsConfig = FromSchema<typeof modifyGiftsConfigSchema>;
