import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { LOBBY_ROW_SIZE } from '../../runtime/rules/index.ts';

export const gameRowProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    category: {
      type: 'string',
      minLength: 1,
      description:
        "Category slug whose games the row lists (spec §2), e.g. 'top'; 'show all' opens its page.",
    },
    titleKey: {
      type: 'string',
      minLength: 1,
      description: "Message key of the row's heading, e.g. 'CATEGORIES.TOP'.",
    },
    pageTitleKey: {
      type: 'string',
      minLength: 1,
      description:
        "Message key of the page's one h1, placed before the row and shown to screen readers only (the lobby names itself once), e.g. 'LOBBY.TITLE'. Give it to one widget of a layout.",
    },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: 40,
      default: LOBBY_ROW_SIZE,
      description: 'How many games the row shows at most (spec §9).',
    },
  },
  required: ['category', 'titleKey'],
} as const satisfies JSONSchema;

export type GameRowProps = FromSchema<typeof gameRowProps>;
