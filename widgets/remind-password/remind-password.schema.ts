import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const remindPasswordProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    loginPath: {
      type: 'string',
      pattern: '^/',
      default: '/login',
      description: "Path of the login popup route linked under the form ('back to login'), e.g. '/login'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type RemindPasswordProps = FromSchema<typeof remindPasswordProps>;
