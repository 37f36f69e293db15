import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

const stag = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  description: 'Affiliate tag (stag) to apply.',
} as const;

const stagByReferrer = (description: string) =>
  ({
    type: 'object',
    description,
    propertyNames: { minLength: 1, maxLength: 253 },
    additionalProperties: stag,
  }) as const;

/** cms/config/stag-by-referrer-name.json: the affiliate tag a visitor gets from the site that sent them. */
export const stagByReferrerNameSchema = {
  $id: `${SCHEMA_BASE}/cms/config/stag-by-referrer-name.json`,
  title: 'Stag by referrer',
  description: 'Affiliate tag (stag) by referring site, per landing path or per country (API-SHAPES §2).',
  type: 'object',
  additionalProperties: false,
  required: ['pages', 'countries'],
  properties: {
    $schema: schemaKeyProperty,
    pages: {
      description: 'Referrer host → landing path → stag; null when no path has its own tag.',
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          propertyNames: { minLength: 1, maxLength: 253 },
          additionalProperties: stagByReferrer('Landing path (e.g. "/promotions") → stag for this referrer.'),
        },
      ],
    },
    countries: {
      type: 'object',
      description: 'Country code → referrer host → stag.',
      propertyNames: { pattern: '^[A-Z]{2}$' },
      additionalProperties: stagByReferrer(
        'Referrer host (e.g. "google") → stag for visitors of this country.',
      ),
    },
  },
} as const satisfies JSONSchema;

export type StagByReferrerNameConfig = FromSchema<typeof stagByReferrerNameSchema>;
