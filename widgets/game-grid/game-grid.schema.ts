import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const gameGridProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    source: {
      enum: ['category', 'provider', 'favorites'],
      description:
        "Which games the page lists: the category of the path (/pokies/{slug}, /live/{slug}, /categories/{slug}), the provider of /producers/{slug}, or the player's favourites.",
    },
    cashbackHref: {
      type: 'string',
      pattern: '^/',
      default: '/vip-club',
      description: 'Where the cashback card, first in live categories (spec §9), leads: a path of this site.',
    },
  },
  required: ['source'],
} as const satisfies JSONSchema;

export type GameGridProps = FromSchema<typeof gameGridProps>;
