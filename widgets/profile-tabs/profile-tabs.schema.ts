import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const profileTabsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    signOut: {
      type: 'boolean',
      default: true,
      description: 'Offer the sign-out button beside the tabs.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileTabsProps = FromSchema<typeof profileTabsProps>;
