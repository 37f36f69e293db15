import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const auConfirmationProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    termsPath: {
      type: 'string',
      pattern: '^/',
      default: '/terms-and-conditions',
      description: "Path of the terms the card links to, e.g. '/terms-and-conditions'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type AuConfirmationProps = FromSchema<typeof auConfirmationProps>;
