import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const tournamentListProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    image: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      pattern: '\\{identifier\\}',
      default: '/assets/generated/banner/{identifier}.svg',
      description:
        "Address of a card's image; {identifier} is replaced by the tournament's or lottery's " +
        "frontend identifier (e.g. '/assets/generated/banner/{identifier}.svg').",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type TournamentListProps = FromSchema<typeof tournamentListProps>;
