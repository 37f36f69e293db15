import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const promotionsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    terms: {
      type: 'boolean',
      description: 'Whether the bonus page shows the terms of the promotion under its details. Default true.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type PromotionsProps = FromSchema<typeof promotionsProps>;
