import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

const amountRules = (description: string, required: boolean) =>
  ({
    type: 'object',
    description,
    propertyNames: { pattern: '^[A-Z]{3,4}$' },
    additionalProperties: {
      type: 'object',
      additionalProperties: false,
      ...(required ? { required: ['defaultAmount', 'rounding', 'steps'] as const } : {}),
      description: 'Deposit amount rules of one currency.',
      properties: {
        defaultAmount: { type: 'number', minimum: 0, description: 'Amount suggested first (major units).' },
        rounding: { type: 'number', minimum: 0, description: 'Amounts are rounded to a multiple of this.' },
        steps: {
          type: 'array',
          minItems: 1,
          description: 'Step of the amount buttons per range of amounts.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['min', 'max', 'step'],
            properties: {
              min: { type: 'number', minimum: 0, description: 'Start of the range.' },
              max: {
                description: 'End of the range; "Infinity" for no end.',
                anyOf: [{ type: 'number' }, { const: 'Infinity' }],
              },
              step: { type: 'number', exclusiveMinimum: 0, description: 'Step within the range.' },
            },
          },
        },
      },
    },
  }) as const;

/** cms/config/currency-config.json: deposit amounts per currency (API-SHAPES §2). */
export const currencyConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/currency-config.json`,
  title: 'Currency amounts',
  description: 'Default deposit amounts, rounding and steps per currency, with variants.',
  type: 'object',
  required: ['default'],
  properties: {
    $schema: schemaKeyProperty,
    default: amountRules('Rules per currency code.', true),
  },
  propertyNames: { pattern: '^(\\$schema|[a-zA-Z][a-zA-Z0-9-]*)$' },
  additionalProperties: amountRules('A variant: rules that override the default ones.', false),
} as const satisfies JSONSchema;

export type CurrencyConfig = FromSchema<typeof currencyConfigSchema>;
