import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const gamesHistoryProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 5,
      maximum: 50,
      default: 10,
      description: 'Games shown at first, and added by each press of "Show more" (5 to 50).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type GamesHistoryProps = FromSchema<typeof gamesHistoryProps>;
