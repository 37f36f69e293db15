import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const supportChatButtonProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    labelKey: {
      type: 'string',
      pattern: '^[A-Z][A-Z0-9_.]*$',
      description:
        "Message key of the button's accessible name and tooltip, e.g. 'SUPPORT_CHAT.OPEN'. Where the button " +
        "shows (devices, countries, players) is the layout entry's `when`.",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type SupportChatButtonProps = FromSchema<typeof supportChatButtonProps>;
