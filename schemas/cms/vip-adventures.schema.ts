import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl, schemaKeyProperty } from './common.schema.ts';

/** cms/config/vip-adventures.json: the daily VIP adventures calendar (API-SHAPES §2). */
export const vipAdventuresSchema = {
  $id: `${SCHEMA_BASE}/cms/config/vip-adventures.json`,
  title: 'VIP adventures',
  description: 'Variables and day prizes of the VIP adventures calendar.',
  type: 'object',
  additionalProperties: false,
  required: ['variables', 'prizes'],
  properties: {
    $schema: schemaKeyProperty,
    variables: {
      type: 'object',
      description: 'Values per key, sub-key and currency inserted into prize texts, e.g. minDep.day1.EUR.',
      additionalProperties: {
        type: 'object',
        description: 'Sub-keys of this variable.',
        additionalProperties: {
          type: 'object',
          description: 'Value per currency code; EUR is the fallback.',
          propertyNames: { pattern: '^[A-Z]{3,4}$' },
          required: ['EUR'],
          properties: { EUR: { type: 'string', description: 'Value in EUR, the fallback currency.' } },
          additionalProperties: { type: 'string' },
        },
      },
    },
    prizes: {
      type: 'object',
      description: 'Day prizes per adventure key (a status or group), in calendar order.',
      additionalProperties: {
        type: 'array',
        minItems: 1,
        description: 'One entry per calendar day; the last may be the super prize.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'prize', 'condition'],
          properties: {
            title: {
              type: 'string',
              pattern: '^[^_]+__[^_]+__[^_]+$',
              description: 'Three parts joined by "__": label, step/total, date DD/MM/YYYY.',
            },
            prize: {
              type: 'object',
              additionalProperties: false,
              minProperties: 1,
              description: 'What the day gives: free spins and/or a bonus.',
              properties: {
                freespin: { type: 'integer', minimum: 1, description: 'Number of free spins.' },
                bonus: { type: 'string', description: 'Bonus text, e.g. "100%" or a variable name.' },
              },
            },
            image: imageUrl('Image of the day card.'),
            condition: {
              type: 'object',
              additionalProperties: false,
              required: ['minDep', 'wager', 'periodActivationDays'],
              description: 'What the player must do to win the day prize.',
              properties: {
                minDep: { type: 'string', description: 'Minimum deposit (a variable name or an amount).' },
                wager: { type: 'string', description: 'Wager multiplier of the prize.' },
                periodActivationDays: { type: 'string', description: 'Days to activate the prize.' },
              },
            },
          },
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type VipAdventuresConfig = FromSchema<typeof vipAdventuresSchema>;
