import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const loginFormProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    registrationPath: {
      type: 'string',
      pattern: '^/',
      default: '/registration',
      description: "Path of the registration popup route linked under the form, e.g. '/registration'.",
    },
    remindPath: {
      type: 'string',
      pattern: '^/',
      default: '/remind',
      description: "Path of the remind-password popup route, e.g. '/remind'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type LoginFormProps = FromSchema<typeof loginFormProps>;
