// Support (spec §4, §6): when the support popup opens by itself, and how the messages of a live-chat
// conversation are kept in order. Which chat a player gets is `supportChatKind` (groups.ts).

/** Longest message the live chat takes; the server refuses longer ones. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** The auth field whose absence opens the support popup (spec §6). */
export const TERMS_ACCEPTANCE_FIELD = 'terms_acceptance';

/**
 * Whether the support popup opens by itself: the player's missing auth fields include the terms
 * acceptance (spec §6). A guest, or a player with nothing missing, never gets it.
 */
export function needsSupportPopup(
  player: { auth_fields_missed?: readonly string[] } | null | undefined,
): boolean {
  return player?.auth_fields_missed?.includes(TERMS_ACCEPTANCE_FIELD) ?? false;
}

/**
 * A conversation with one more message: a message already there (the sender's own, which also comes
 * back on the real-time channel) is not added twice, and the list stays in the server's order (ids
 * grow with time).
 * @example withChatMessage([{ id: 2 }], { id: 1 }) // [{ id: 1 }, { id: 2 }]
 */
export function withChatMessage<T extends { id: number }>(
  messages: readonly T[] | null | undefined,
  message: T,
): T[] {
  const list = messages ?? [];
  if (list.some((existing) => existing.id === message.id)) return [...list];
  return [...list, message].sort((a, b) => a.id - b.id);
}
