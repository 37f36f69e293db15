import { CHAT_MESSAGE_MAX_LENGTH } from '../../../runtime/rules/support.ts';
import { siteQueryProperties } from '../http/route-schemas.ts';

/** A conversation id: what the sandbox makes (a UUID), bounded so that no junk reaches SQL. */
export const conversationId = { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' } as const;

/** Message text; blank text is the handler's 422 (trimmed), over-long text a 400. */
const messageText = { type: 'string', maxLength: CHAT_MESSAGE_MAX_LENGTH } as const;

/** `POST /api/support_chat/messages`: a player's message, in a conversation or starting one. */
export const chatMessageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: messageText, conversation: conversationId },
} as const;

/** `GET /api/support_chat/messages?conversation=`. */
export const chatMessagesQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['conversation'],
  properties: { ...siteQueryProperties, conversation: conversationId },
} as const;

const email = { type: 'string', minLength: 1, maxLength: 256 } as const;

/** `POST /sandbox/admin/support-chat/reply`: the operator answers a player (the newest conversation by default). */
export const operatorReplyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'text'],
  properties: { email, text: messageText, conversation: conversationId },
} as const;

/** `GET /sandbox/admin/support-chat?email=`: a player's newest conversation. */
export const operatorConversationQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email },
} as const;
