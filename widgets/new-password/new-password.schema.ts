import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const newPasswordProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    remindPath: {
      type: 'string',
      pattern: '^/',
      default: '/remind',
      description:
        "Path of the remind-password popup route offered when the link is invalid or has expired, e.g. '/remind'.",
    },
    loginPath: {
      type: 'string',
      pattern: '^/',
      default: '/login',
      description:
        "Path of the login popup route opened after the password is changed when the server did not sign the player in, e.g. '/login'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type NewPasswordProps = FromSchema<typeof newPasswordProps>;
