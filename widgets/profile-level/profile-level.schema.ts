import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const profileLevelProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    vip: {
      type: 'boolean',
      default: true,
      description:
        'Show the VIP status card under the levels: the status, the progress to the next one ' +
        '(deposits and bets against their thresholds) and the end of the quarter when it expires.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileLevelProps = FromSchema<typeof profileLevelProps>;
