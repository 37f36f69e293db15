import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const cookieBannerProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    policyPath: {
      type: 'string',
      pattern: '^/',
      default: '/cookie-policy',
      description: "Path of the cookie policy page the banner links to, e.g. '/cookie-policy'.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type CookieBannerProps = FromSchema<typeof cookieBannerProps>;
