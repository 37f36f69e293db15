import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendContactMessage } from '../api/diagnostics.ts';
import {
  getChatMessagesQueryOptions,
  getChatRestoreIdQueryOptions,
  saveChatRestoreId,
  sendChatMessage,
  type ChatMessage,
} from '../api/support-chat.ts';
import { SUPPORT_CHAT_CHANNEL } from '../realtime/channels.ts';
import { withChatMessage } from '../rules/support.ts';
import { bus } from '../state/event-bus.ts';
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

/**
 * A live-chat message from the player's `support_chat` channel (the operator's reply, or the player's
 * own from another page) joins its conversation once. Its conversation is the player's current one:
 * the restore id follows it, so a page that had none yet shows the conversation started elsewhere.
 * A conversation the page has not loaded is fetched whole when shown.
 */
export function applyChatMessage(queryClient: QueryClient, payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  const { id, conversation } = payload as Partial<ChatMessage>;
  if (typeof id !== 'number' || typeof conversation !== 'string') return;
  const message = payload as ChatMessage;
  const key = queryKeys.player.supportChat(conversation);
  if (queryClient.getQueryData(key) !== undefined) {
    queryClient.setQueryData<ChatMessage[] | null>(key, (list) => withChatMessage(list, message));
  }
  for (const [restoreKey, restoreId] of queryClient.getQueriesData<string | null>({
    queryKey: queryKeys.player.chatRestoreIdAll(),
  })) {
    if (restoreId !== conversation) queryClient.setQueryData(restoreKey, conversation);
  }
}

/**
 * Keeps the live chat's queries up to date from the real-time channel while mounted (the support
 * chat in the shell: the code stays out of the page's first bundle).
 */
export function useChatMessageUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (payload: unknown) => applyChatMessage(queryClient, payload);
    bus.on(`websocket.${SUPPORT_CHAT_CHANNEL}`, onMessage);
    return () => bus.off(`websocket.${SUPPORT_CHAT_CHANNEL}`, onMessage);
  }, [queryClient]);
}
