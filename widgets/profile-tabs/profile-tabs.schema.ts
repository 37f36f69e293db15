import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const profileTabsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    signOut: {
      type: 'boolean',
      description: 'Offer the sign-out button beside the tabs (default true).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileTabsProps = FromSchema<typeof profileTabsProps>;
