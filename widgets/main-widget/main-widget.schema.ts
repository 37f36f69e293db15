import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const mainWidgetProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mode: {
      enum: ['floating', 'cards'],
      default: 'floating',
      description:
        "'floating': the button in the corner of every page (above the mobile bottom bar, below the " +
        "support chat button) that opens the bookmark cards; 'cards': the same cards laid out in the " +
        'page (the activity hub).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type MainWidgetProps = FromSchema<typeof mainWidgetProps>;
