import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const rocketMartProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    readMore: {
      type: 'boolean',
      default: true,
      description:
        'Whether each list of cards ends with a read-more block about its reward type (free spins, ' +
        'money, special rewards).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type RocketMartProps = FromSchema<typeof rocketMartProps>;
