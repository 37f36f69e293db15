import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const rocketChanceProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recentLaunches: {
      type: 'integer',
      minimum: 0,
      maximum: 10,
      default: 5,
      description: 'How many of the player’s latest launches the page lists (0 hides the list).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type RocketChanceProps = FromSchema<typeof rocketChanceProps>;
