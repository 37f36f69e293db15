import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const supportChatProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    mode: {
      enum: ['dialog', 'page', 'popup', 'button'],
      default: 'dialog',
      description:
        "'dialog' (the shell's overlay slot): listens for the chat buttons and #chat, opens the support chat in a " +
        'dialog (full screen on phones), and opens the support popup by itself when the player has not accepted ' +
        "the terms. 'page' (the /support page): the same chat in the page, under a heading. 'popup' (the " +
        "`support` popup): the VIP manager's contacts, the support contacts and a button that opens the chat. " +
        "'button': the floating chat button (spec §2 floating widgets), placed by the overlay slot; where it " +
        "shows is the entry's `when`. Group 545 gets the live chat with an operator, everyone else a form that " +
        'writes to support by e-mail.',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type SupportChatProps = FromSchema<typeof supportChatProps>;
