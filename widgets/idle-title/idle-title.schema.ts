import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const idleTitleProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    messageKeys: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$' },
      default: ['IDLE_TITLE.COME_BACK', 'IDLE_TITLE.GAMES_WAITING'],
      description: 'Message keys of the texts the tab title rotates through while the tab is hidden.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type IdleTitleProps = FromSchema<typeof idleTitleProps>;
