import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

const condition = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'type', 'value'],
  description: 'A condition of the bonus, e.g. a minimum deposit per currency.',
  properties: {
    field: { type: 'string', minLength: 1, description: 'What the condition is about, e.g. "amount".' },
    type: { type: 'string', minLength: 1, description: 'Comparison, e.g. "min" or "eq".' },
    value: {
      description: 'Values, or amounts per currency in minor units.',
      anyOf: [
        { type: 'array', items: { type: 'string' } },
        {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['currency', 'amount_cents'],
            properties: {
              currency: { type: 'string', pattern: '^[A-Z]{3,4}$', description: 'Currency code.' },
              amount_cents: { type: 'integer', minimum: 0, description: 'Amount in minor units.' },
            },
          },
        },
      ],
    },
  },
} as const;

const fieldValue = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'value'],
  description: 'One attribute or resulting condition, e.g. { field: "wager", value: 30 }.',
  properties: {
    field: { type: 'string', minLength: 1, description: 'Name of the attribute.' },
    value: { description: 'Its value: a number, a text or amounts per currency.' },
  },
} as const;

/** BonusOffer of API-SHAPES §1. */
const bonusOffer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'bonuses'],
  description: 'The extra gift offered to this group (a BonusOffer).',
  properties: {
    id: { type: 'string', minLength: 1, description: 'Id of the offer.' },
    title: { type: 'string', description: 'Title of the offer; else the first bonus gives it.' },
    group_key: { type: 'string', description: 'Group key of the offer (disabled-bonuses can hide it).' },
    bonuses: {
      type: 'array',
      minItems: 1,
      description: 'The bonuses of the offer.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'type', 'conditions', 'attributes', 'result_bonus'],
        properties: {
          title: { type: 'string', minLength: 1, description: 'Title of the bonus.' },
          type: {
            type: 'string',
            minLength: 1,
            description: 'Kind of bonus, e.g. "deposit" or "freespins".',
          },
          conditions: { type: 'array', items: condition, description: 'Conditions to get it.' },
          attributes: { type: 'array', items: fieldValue, description: 'What it gives.' },
          result_bonus: { type: 'array', items: fieldValue, description: 'Wager and maximum win.' },
        },
      },
    },
  },
} as const;

/** cms/config/additional-gifts.json: extra deposit gifts per player group. */
export const additionalGiftsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/additional-gifts.json`,
  title: 'Additional gifts',
  description: 'Player group id → an extra gift offered to players of that group (API-SHAPES §2).',
  type: 'object',
  properties: { $schema: schemaKeyProperty },
  propertyNames: { pattern: '^(\\$schema|[0-9]+)$' },
  additionalProperties: bonusOffer,
} as const satisfies JSONSchema;

export type AdditionalGiftsConfig = FromSchema<typeof additionalGiftsSchema>;
