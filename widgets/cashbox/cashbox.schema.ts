import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const cashboxProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    historySize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'How many recent payments the dashboard lists, e.g. 10.',
    },
    blockedCardBins: {
      type: 'array',
      uniqueItems: true,
      maxItems: 500,
      items: { type: 'string', pattern: '^[0-9]{6}$' },
      default: [],
      description:
        'Card BINs (first six digits) the form refuses before sending (spec §5 "card BIN not blocked"); the processor refuses others itself.',
    },
  },
} as const satisfies JSONSchema;

export type CashboxProps = FromSchema<typeof cashboxProps>;
