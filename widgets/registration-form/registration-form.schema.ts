import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const path = (defaultPath: string, description: string) =>
  ({ type: 'string', pattern: '^/', default: defaultPath, description }) as const;

export const registrationFormProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    loginPath: path('/login', "Path of the login popup route linked under the form, e.g. '/login'."),
    termsPath: path(
      '/terms-and-conditions',
      "Path of the terms and conditions page linked from the acceptance box (opens in a new tab), e.g. '/terms-and-conditions'.",
    ),
    extraFields: {
      type: 'array',
      uniqueItems: true,
      default: [],
      description:
        "Fields asked for in addition to the server's `registration` field set (GET /api/info/player_fields). The date of birth is always asked for Estonian visitors.",
      items: {
        type: 'string',
        enum: [
          'nickname',
          'bonus_code',
          'first_name',
          'last_name',
          'date_of_birth',
          'gender',
          'mobile_phone',
          'country',
          'city',
          'address',
          'postal_code',
          'receive_promos',
          'receive_sms_promos',
        ],
      },
    },
    confirmPassword: {
      type: 'boolean',
      default: false,
      description: 'Ask for the password a second time (sent as password_confirmation).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type RegistrationFormProps = FromSchema<typeof registrationFormProps>;
