import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const bonusWheelProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    turns: {
      type: 'integer',
      minimum: 1,
      maximum: 12,
      default: 5,
      description: 'Full turns the wheel makes before it stops on the prize (none with reduced motion).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type BonusWheelProps = FromSchema<typeof bonusWheelProps>;
