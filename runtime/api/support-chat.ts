import { queryOptions } from '@tanstack/react-query';
import { getRestoreId, setRestoreId, type RestoreIdKey } from './chat-restore.ts';
import { apiRequest } from './client.ts';
import { isNotFound } from './errors.ts';
import { logged } from './log-failure.ts';
import { queryKeys } from '../queries/query-keys.ts';

// The live support chat (spec §6: players of the writable-chat group). A conversation's id is the
// chat restore id (spec §7 /restore-id/get and /set), so a player continues it on another device.

/** One message of a live-chat conversation, as the API and the `support_chat` channel carry it. */
export interface ChatMessage {
  id: number;
  /** The conversation (its restore id). */
  conversation: string;
  author: 'player' | 'operator';
  text: string;
  created_at: string;
}

/**
 * The messages of a conversation, oldest first; null when the server does not know it (a restore id
 * of a conversation that is gone): the next message starts a new one.
 */
export async function getChatMessages(
  conversation: string,
  signal?: AbortSignal,
): Promise<ChatMessage[] | null> {
  try {
    return await logged(
      'getChatMessages',
      apiRequest<ChatMessage[]>('GET', '/api/support_chat/messages', { query: { conversation }, signal }),
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function getChatMessagesQueryOptions(conversation: string) {
  return queryOptions({
    queryKey: queryKeys.player.supportChat(conversation),
    queryFn: ({ signal }) => getChatMessages(conversation, signal),
  });
}

/**
 * Sends a player's message; without `conversation` the server starts a new one. One key per
 * message the player sends (a repeat after a lost answer is the same message).
 */
export function sendChatMessage(
  message: { text: string; conversation?: string },
  idempotencyKey: string,
): Promise<ChatMessage> {
  return logged(
    'sendChatMessage',
    apiRequest<ChatMessage>('POST', '/api/support_chat/messages', { body: message, idempotencyKey }),
  );
}

/** The chat restore id of a player on a brand: the platform keys it by the player's id and project. */
export function restoreIdKey(playerId: number, brandId: string): RestoreIdKey {
  return { internalId: String(playerId), project: brandId };
}

export function getChatRestoreIdQueryOptions(playerId: number, brandId: string) {
  return queryOptions({
    queryKey: queryKeys.player.chatRestoreId(brandId),
    queryFn: () => getRestoreId(restoreIdKey(playerId, brandId)),
  });
}

/** Stores the conversation a player's first message started as their restore id. */
export function saveChatRestoreId(playerId: number, brandId: string, restoreId: string): Promise<void> {
  return setRestoreId({ ...restoreIdKey(playerId, brandId), restoreId });
}
