import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/** A path of the sports site: letters, digits, '-', '_' and '/', starting with '/'. */
const sportsPath = (description: string) =>
  ({ type: 'string', pattern: '^/[A-Za-z0-9_/-]*$', maxLength: 200, description }) as const;

/** cms/config/betting-config.json: the sportsbook side of the site (API-SHAPES §2). */
export const bettingConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/betting-config.json`,
  title: 'Betting',
  description:
    "The sports link and sportsbook bonuses. The sports site's host is the brand's bettingHost (brand.json), never this document.",
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: schemaKeyProperty,
    homePath: sportsPath(
      'Path on the sports site that the sports link, /sport and #sport lead to, e.g. "/sports". Default "/".',
    ),
    bonusTypesMap: {
      type: 'object',
      description: 'Sportsbook real-time bonus type → the bonus type of GET /api/v2/bonuses.',
      propertyNames: { minLength: 1, maxLength: 64 },
      additionalProperties: { type: 'string', minLength: 1, maxLength: 64 },
    },
  },
} as const satisfies JSONSchema;

export type BettingConfig = FromSchema<typeof bettingConfigSchema>;
