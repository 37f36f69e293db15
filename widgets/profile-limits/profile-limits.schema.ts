import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { LIMIT_TYPES } from '../../runtime/rules/index.ts';

export const profileLimitsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    types: {
      type: 'array',
      items: { enum: LIMIT_TYPES },
      uniqueItems: true,
      minItems: 1,
      default: LIMIT_TYPES,
      description:
        "The limits a player may set here, in the order they are offered (spec §4): 'deposit', 'wager', 'loss', " +
        "'session' (minutes of a session), 'coolingoff' and 'selfexclusion'. Limits of other types that the " +
        'player already has are still listed.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileLimitsProps = FromSchema<typeof profileLimitsProps>;
