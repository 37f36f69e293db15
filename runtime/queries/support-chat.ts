import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendContactMessage } from '../api/diagnostics.ts';
import {
  getChatMessagesQueryOptions,
  getChatRestoreIdQueryOptions,
  saveChatRestoreId,
  sendChatMessage,
  type ChatMessage,
} from '../api/support-chat.ts';
import { withChatMessage } from '../rules/support.ts';
import { useActionKeys, useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The player's chat restore id on this brand: the live-chat conversation to continue, or null
 * before their first message. Not asked for a guest, nor while `enabled` is false.
 */
export function useChatRestoreId(playerId: number | null, brandId: string, enabled = true) {
  return usePlayerQuery(getChatRestoreIdQueryOptions(playerId ?? 0, brandId), enabled && playerId !== null);
}

/** The messages of a conversation (null data: the server no longer knows it); idle without one. */
export function useChatMessages(conversation: string | null) {
  return usePlayerQuery(getChatMessagesQueryOptions(conversation ?? ''), conversation !== null);
}

/**
 * Sends a live-chat message, one Idempotency-Key per message. The message joins its conversation
 * at once (the real-time echo is not added twice); a first message's new conversation becomes the
 * player's restore id, here and on the server, so other devices continue it.
 */
export function useSendChatMessage(playerId: number | null, brandId: string) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation<ChatMessage, unknown, { text: string; conversation?: string }>({
    mutationFn: (message) => keys.send(message, (key) => sendChatMessage(message, key)),
    onSuccess: (message, sent) => {
      queryClient.setQueryData<ChatMessage[] | null>(
        queryKeys.player.supportChat(message.conversation),
        (list) => withChatMessage(list, message),
      );
      if (sent.conversation === message.conversation || playerId === null) return;
      queryClient.setQueryData(queryKeys.player.chatRestoreId(brandId), message.conversation);
      // Logged when it fails: this page goes on with the conversation; only another device would
      // start a new one.
      saveChatRestoreId(playerId, brandId, message.conversation).catch(() => undefined);
    },
  });
}

/** A message to support by e-mail (everyone outside the live chat), once per player action. */
export function useSendContactMessage() {
  return useKeyedMutation<{ email: string; content: string }>({
    mutationFn: (contact, key) => sendContactMessage(contact, key),
    invalidates: [],
  });
}
