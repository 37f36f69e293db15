import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const profileSummaryProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: { enum: ['email', 'player-id', 'currency', 'member-since'] },
      uniqueItems: true,
      minItems: 1,
      default: ['email', 'player-id', 'currency', 'member-since'],
      description:
        "What the summary lists, in this order: 'email' (with whether it is confirmed), 'player-id', 'currency' " +
        "(the wallet's), 'member-since' (date of registration).",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileSummaryProps = FromSchema<typeof profileSummaryProps>;
