import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { JACKPOT_LEADERBOARD_SIZE } from '../../runtime/rules/index.ts';

const categorySlug = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;

export const jackpotsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      default: [],
      description:
        'Per jackpot (by identifier of GET /api/jackpots): the game category its button opens and the minimum bet of each level.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['identifier', 'category'],
        properties: {
          identifier: {
            type: 'string',
            minLength: 1,
            description: "The jackpot's identifier, e.g. 'mystic-jackpot'.",
          },
          category: {
            ...categorySlug,
            description: "Game category of the jackpot's games, e.g. 'mystic-jackpots'.",
          },
          titleKey: {
            type: 'string',
            pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$',
            description: "Message key of the jackpot's title; the platform's jackpot name when absent.",
          },
          minBets: {
            type: 'object',
            description:
              "Minimum bet per level identifier ('level_1'...), per currency in minor units; EUR is the fallback currency.",
            additionalProperties: {
              type: 'object',
              description: 'Minimum bet in minor units per currency code (e.g. EUR).',
              additionalProperties: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
    },
    defaultCategory: {
      ...categorySlug,
      default: 'jackpot',
      description: 'Game category for the button of a jackpot that `items` does not list.',
    },
    page: {
      type: 'boolean',
      description:
        "The jackpot page (/{jackpot identifier}): the path's jackpot comes first under the page heading, and the leaderboard lists its winners with the biggest and latest side by side on desktop. Elsewhere each card links to its jackpot's page.",
    },
    leaderboardSize: {
      type: 'integer',
      minimum: 1,
      maximum: 20,
      default: JACKPOT_LEADERBOARD_SIZE,
      description: 'Winners per leaderboard tab (spec §9).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type JackpotsProps = FromSchema<typeof jackpotsProps>;
