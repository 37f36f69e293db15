import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const vipClubProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    compareDefault: {
      enum: ['rising-star', 'bronze', 'silver', 'gold', 'platinum', 'diamond'],
      default: 'bronze',
      description: 'The status the compare carousel opens on.',
    },
    adventures: {
      type: 'boolean',
      default: true,
      description:
        'Show the VIP adventures calendar under the club (only to players in group 791 and testers).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type VipClubProps = FromSchema<typeof vipClubProps>;
