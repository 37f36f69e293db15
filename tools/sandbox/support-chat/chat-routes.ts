import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { ChatMessage } from '../../../runtime/api/support-chat.ts';
import { SUPPORT_CHAT_CHANNEL } from '../../../runtime/realtime/channels.ts';
import { hasWritableChat } from '../../../runtime/rules/groups.ts';
import { one } from '../db/database.ts';
import { HttpError, notFound, unprocessable } from '../../../server/http/http-error.ts';
import { RateLimiter, type RateRule } from '../http/rate-limit.ts';
import { requirePlayer } from '../http/session.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import {
  chatMessageBody,
  chatMessagesQuery,
  operatorConversationQuery,
  operatorReplyBody,
} from './chat-schemas.ts';
import {
  addMessage,
  conversationMessages,
  newestConversation,
  ownsConversation,
  startConversation,
} from './chat-store.ts';

/** The player's side of the live chat. */
export const CHAT_MESSAGES_PATH = '/api/support_chat/messages';
/** The operator's side (the sandbox's admin token). */
export const ADMIN_SUPPORT_CHAT_PATH = '/sandbox/admin/support-chat';

/** A player sends at most this many messages a minute; more answer 429 and are not kept. */
export const CHAT_MESSAGE_RULE: RateRule = { name: 'support-chat-message', max: 10, windowMs: 60_000 };

/**
 * The live support chat (spec §6: the writable-chat group 545). A player's message starts a
 * conversation or continues one of theirs; the operator answers through the admin endpoint. Every
 * message, the player's own included, is published on the player's `support_chat` channel, so every
 * open page of the player shows it without reloading.
 */
export function registerSupportChatRoutes(
  app: FastifyInstance,
  deps: SandboxDeps,
  limiter = new RateLimiter(),
): void {
  const { db, hub } = deps;

  const publish = (playerId: number, message: ChatMessage) =>
    hub.publishPrivate(playerId, SUPPORT_CHAT_CHANNEL, message);

  app.get<{ Querystring: FromSchema<typeof chatMessagesQuery> }>(
    CHAT_MESSAGES_PATH,
    { schema: { querystring: chatMessagesQuery } },
    async (request) => {
      const playerId = requirePlayer(request);
      const { conversation } = request.query;
      // Another player's conversation is as unknown as one that never existed.
      if (!(await ownsConversation(db, playerId, conversation))) throw notFound('conversation_not_found');
      return conversationMessages(db, conversation);
    },
  );

  app.post<{ Body: FromSchema<typeof chatMessageBody> }>(
    CHAT_MESSAGES_PATH,
    { schema: { body: chatMessageBody }, config: { idempotent: true } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      if (!hasWritableChat(player.groups)) {
        throw new HttpError(403, {
          error: 'forbidden',
          errors: { base: ['the live chat is open to players of the live-chat group only'] },
        });
      }
      const text = request.body.text.trim();
      const given = request.body.conversation;
      if (text === '') throw unprocessable({ text: ["can't be blank"] });
      if (given !== undefined && !(await ownsConversation(db, playerId, given))) {
        throw unprocessable({ conversation: ['is not one of your conversations'] });
      }
      // Counted once the message is known to be kept: a refused one costs nothing.
      limiter.take([[CHAT_MESSAGE_RULE, String(playerId)]]);
      const message = await db.transaction(async (tx) =>
        addMessage(tx, given ?? (await startConversation(tx, playerId)), 'player', text),
      );
      publish(playerId, message);
      return reply.status(201).send(message);
    },
  );

  const playerByEmail = async (email: string) => {
    const row = await one<{ id: number }>(db, 'SELECT id FROM players WHERE email = $1', [
      email.trim().toLowerCase(),
    ]);
    if (!row)
      throw new HttpError(404, { error: 'not_found', errors: { email: [`no player with e-mail ${email}`] } });
    return row.id;
  };

  app.get<{ Querystring: FromSchema<typeof operatorConversationQuery> }>(
    ADMIN_SUPPORT_CHAT_PATH,
    { schema: { querystring: operatorConversationQuery } },
    async (request) => {
      const playerId = await playerByEmail(request.query.email);
      const conversation = await newestConversation(db, playerId);
      return { conversation, messages: conversation ? await conversationMessages(db, conversation) : [] };
    },
  );

  app.post<{ Body: FromSchema<typeof operatorReplyBody> }>(
    `${ADMIN_SUPPORT_CHAT_PATH}/reply`,
    { schema: { body: operatorReplyBody } },
    async (request, reply) => {
      const playerId = await playerByEmail(request.body.email);
      const text = request.body.text.trim();
      if (text === '') throw unprocessable({ text: ["can't be blank"] });
      const given = request.body.conversation;
      if (given !== undefined && !(await ownsConversation(db, playerId, given))) {
        throw unprocessable({ conversation: ['is not a conversation of this player'] });
      }
      const conversation = given ?? (await newestConversation(db, playerId));
      if (conversation === null) throw unprocessable({ conversation: ['the player has not written yet'] });
      const message = await addMessage(db, conversation, 'operator', text);
      publish(playerId, message);
      return reply.status(201).send(message);
    },
  );
}
