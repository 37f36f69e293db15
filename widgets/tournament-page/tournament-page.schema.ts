import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const tournamentPageProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: {
      enum: ['tournament', 'lottery'],
      description:
        "Which page this is: 'tournament' (tournaments/{slug} and its leaderboard) or 'lottery' " +
        '(lottery/{slug}); the slug is the frontend identifier.',
    },
    image: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      pattern: '\\{identifier\\}',
      default: '/assets/generated/banner/{identifier}.svg',
      description: "Address of the page's image; {identifier} is replaced by the item's frontend identifier.",
    },
    leaderboardSize: {
      type: 'integer',
      minimum: 3,
      maximum: 50,
      default: 10,
      description: 'How many places the leaderboard shows on the tournament page (the full board shows all).',
    },
    gamesCount: {
      type: 'integer',
      minimum: 0,
      maximum: 24,
      default: 12,
      description: "How many of the tournament's games the page shows; 0 shows none.",
    },
  },
  required: ['kind'],
} as const satisfies JSONSchema;

export type TournamentPageProps = FromSchema<typeof tournamentPageProps>;
