import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, localisedText, perCurrency, schemaKeyProperty } from './common.schema.ts';

/** Kinds of rocket chance prize: free spins on a game, bonus money, or comp points (coins). */
export const ROCKET_PRIZE_KINDS = ['freespins', 'bonus', 'comp_points'] as const;

const prizeCommon = {
  id: {
    type: 'string',
    pattern: '^[a-z0-9][a-z0-9_-]*$',
    maxLength: 64,
    description: 'Stable id of the prize, e.g. "fs-10"; the player’s launches name it.',
  },
  weight: {
    type: 'integer',
    minimum: 0,
    maximum: 1_000_000,
    description: 'Share of the draw: the chance is weight ÷ the sum of all weights; 0 is never drawn.',
  },
  top: { type: 'boolean', description: 'Marks the prize as the top prize in the prize table.' },
  title: localisedText('Name of the prize as the player reads it, e.g. "10 free spins on Sweet Bonanza".'),
} as const;

/**
 * cms/config/rocket-chance-config.json: the daily instant win of /rocket-chance: the prizes the
 * server draws by weight, the free launches a day and the launches deposits add.
 */
export const rocketChanceConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/rocket-chance-config.json`,
  title: 'Rocket chance',
  description:
    'Prizes of the rocket chance with their weights, the free launches a day and the launches a deposit adds.',
  type: 'object',
  additionalProperties: false,
  required: ['dailyFreeLaunches', 'depositLaunches', 'prizes'],
  properties: {
    $schema: schemaKeyProperty,
    dailyFreeLaunches: {
      type: 'integer',
      minimum: 0,
      maximum: 10,
      description: 'Free launches every signed-in player gets per UTC day.',
    },
    depositLaunches: {
      type: 'object',
      additionalProperties: false,
      required: ['minimum', 'max'],
      description: 'Extra launches earned by deposits on the same UTC day.',
      properties: {
        minimum: perCurrency(
          { type: 'integer', minimum: 1 },
          'Smallest deposit that adds a launch, in minor units (cents); other currencies convert the EUR value.',
        ),
        max: {
          type: 'integer',
          minimum: 0,
          maximum: 20,
          description: 'Most launches deposits can add per UTC day.',
        },
      },
    },
    prizes: {
      type: 'array',
      minItems: 1,
      maxItems: 24,
      description: 'The prizes in the order of the prize table; every launch wins one of them.',
      items: {
        oneOf: [
          {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'kind', 'weight', 'title', 'spins', 'game'],
            description: 'Free spins on a named game.',
            properties: {
              ...prizeCommon,
              kind: { const: 'freespins', description: 'Free spins.' },
              spins: { type: 'integer', minimum: 1, maximum: 1000, description: 'Number of free spins.' },
              game: {
                type: 'string',
                pattern: '^[a-z0-9-]+:[a-z0-9-]+$',
                description:
                  'Game "producer:game" the spins are played on; a game that does not take the player’s currency gives way to the first that does.',
              },
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'kind', 'weight', 'title', 'amount'],
            description: 'Bonus money.',
            properties: {
              ...prizeCommon,
              kind: { const: 'bonus', description: 'Bonus money.' },
              amount: perCurrency(
                { type: 'integer', minimum: 1 },
                'Bonus amount in minor units (cents); other currencies convert the EUR value.',
              ),
              wager: {
                type: 'number',
                minimum: 0,
                maximum: 100,
                description: 'Wager multiplier of the bonus; 0 (default) for none.',
              },
            },
          },
          {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'kind', 'weight', 'title', 'points'],
            description: 'Comp points (coins of the rocket mart).',
            properties: {
              ...prizeCommon,
              kind: { const: 'comp_points', description: 'Comp points.' },
              points: {
                type: 'integer',
                minimum: 1,
                maximum: 1_000_000,
                description: 'Comp points added to the player’s balance.',
              },
            },
          },
        ],
      },
    },
  },
} as const satisfies JSONSchema;

export type RocketChanceConfig = FromSchema<typeof rocketChanceConfigSchema>;
export type RocketChancePrize = RocketChanceConfig['prizes'][number];
