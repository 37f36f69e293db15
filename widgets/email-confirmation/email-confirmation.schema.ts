import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const emailConfirmationProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    continuePath: {
      type: 'string',
      pattern: '^/',
      description:
        "Path the continue button opens once the e-mail is confirmed, e.g. '/deposit'. Without it the popup closes back to the page it was opened over.",
    },
    loginPath: {
      type: 'string',
      pattern: '^/',
      default: '/login',
      description:
        "Path of the login popup route offered to guests on the resend form (an already confirmed address can log in), e.g. '/login'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type EmailConfirmationProps = FromSchema<typeof emailConfirmationProps>;
