import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const currencySelectProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offer: {
      enum: ['all', 'fiat', 'crypto'],
      default: 'all',
      description:
        "Which currencies of the platform's currency list the popup offers: 'all', only 'fiat' or only 'crypto'.",
    },
    loginPath: {
      type: 'string',
      pattern: '^/',
      default: '/login',
      description: "Path of the login popup route a guest is sent to, e.g. '/login'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type CurrencySelectProps = FromSchema<typeof currencySelectProps>;
