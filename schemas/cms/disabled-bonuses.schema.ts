import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/** cms/config/disabled-bonuses.json: bonus groups that are not shown to players. */
export const disabledBonusesSchema = {
  $id: `${SCHEMA_BASE}/cms/config/disabled-bonuses.json`,
  title: 'Disabled bonuses',
  description: 'Gifts (bonuses, free spins, deposit offers) whose group_key is listed are hidden.',
  type: 'object',
  additionalProperties: false,
  required: ['group_keys'],
  properties: {
    $schema: schemaKeyProperty,
    group_keys: {
      type: 'array',
      description: 'Group keys of the hidden gifts, e.g. "welcome_3".',
      uniqueItems: true,
      items: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
} as const satisfies JSONSchema;

export type DisabledBonusesConfig = FromSchema<typeof disabledBonusesSchema>;
