import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/**
 * cms/config/providers-config.json: providers hidden per country (spec §6): "all" hides a
 * provider everywhere, a list hides it in those countries (unless bot or allProviders).
 */
export const providersConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/providers-config.json`,
  title: 'Hidden providers',
  description: 'Provider slug → "all" or the ISO country codes where it is hidden.',
  type: 'object',
  properties: { $schema: schemaKeyProperty },
  propertyNames: { pattern: '^(\\$schema|[a-z0-9][a-z0-9-]*)$' },
  additionalProperties: {
    description: '"all" hides the provider everywhere; a list hides it in those countries.',
    anyOf: [
      { const: 'all' },
      { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'string', pattern: '^[A-Z]{2}$' } },
    ],
  },
} as const satisfies JSONSchema;

export type ProvidersConfig = FromSchema<typeof providersConfigSchema>;
