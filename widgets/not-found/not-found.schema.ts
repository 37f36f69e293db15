import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const notFoundProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: {
      type: 'boolean',
      default: true,
      description: 'Offer a button that opens the game search popup.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type NotFoundProps = FromSchema<typeof notFoundProps>;
