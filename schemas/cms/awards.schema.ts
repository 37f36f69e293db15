import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl, schemaKeyProperty, whenProperty } from './common.schema.ts';

/** cms/config/awards.json: awards of the casino (footer carousel, /awards by year). */
export const awardsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/awards.json`,
  title: 'Awards',
  description: 'Awards won by the casino, newest first.',
  type: 'object',
  additionalProperties: false,
  required: ['awards'],
  properties: {
    $schema: schemaKeyProperty,
    awards: {
      type: 'array',
      description: 'Every award.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'nomination', 'year', 'imgUrl'],
        properties: {
          name: { type: 'string', minLength: 1, description: 'Name of the award or event.' },
          nomination: { type: 'string', minLength: 1, description: 'Nomination won.' },
          prize: { type: 'string', description: 'Place or prize, e.g. "Winner".' },
          year: { type: 'integer', minimum: 2000, maximum: 2100, description: 'Year of the award.' },
          imgUrl: imageUrl('Image, e.g. /assets/generated/award/<name>.svg.'),
          when: whenProperty('When the award is listed; always when absent.'),
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type AwardsConfig = FromSchema<typeof awardsSchema>;
