import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The parts of the security tab, in the order a layout lists them. */
export const SECURITY_SECTIONS = ['password', 'two-factor', 'session'] as const;

export const profileSecurityProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sections: {
      type: 'array',
      description:
        "Parts of the tab in the order shown: 'password' (change the password), 'two-factor' (pair or remove an authenticator app), 'session' (this session's sign-in, address and browser).",
      items: { type: 'string', enum: SECURITY_SECTIONS },
      default: SECURITY_SECTIONS,
      minItems: 1,
      uniqueItems: true,
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileSecurityProps = FromSchema<typeof profileSecurityProps>;
export type SecuritySection = (typeof SECURITY_SECTIONS)[number];
