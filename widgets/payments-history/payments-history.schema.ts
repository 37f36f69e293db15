import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const paymentsHistoryProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 5,
      maximum: 100,
      default: 10,
      description:
        'Payments shown a page (5 to 100). The page itself is in the address (`?page=2`), so it can be linked.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type PaymentsHistoryProps = FromSchema<typeof paymentsHistoryProps>;
