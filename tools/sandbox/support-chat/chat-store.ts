import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '../../../runtime/api/support-chat.ts';
import { one, type Queryable } from '../db/database.ts';

/** How many of a conversation's messages the history answers: the newest ones. */
export const CHAT_HISTORY_LIMIT = 200;

interface MessageRow {
  id: number;
  conversation_id: string;
  author: 'player' | 'operator';
  text: string;
  created_at: Date;
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversation: row.conversation_id,
    author: row.author,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Whether the conversation exists and is the player's (another player's counts as unknown). */
export async function ownsConversation(
  db: Queryable,
  playerId: number,
  conversation: string,
): Promise<boolean> {
  const row = await one<{ id: string }>(
    db,
    'SELECT id FROM support_conversations WHERE id = $1 AND player_id = $2',
    [conversation, playerId],
  );
  return row !== null;
}

/** The player's newest conversation, or null when they never wrote. */
export async function newestConversation(db: Queryable, playerId: number): Promise<string | null> {
  const row = await one<{ id: string }>(
    db,
    'SELECT id FROM support_conversations WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [playerId],
  );
  return row?.id ?? null;
}

export async function startConversation(db: Queryable, playerId: number): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO support_conversations (id, player_id) VALUES ($1, $2)', [id, playerId]);
  return id;
}

export async function addMessage(
  db: Queryable,
  conversation: string,
  author: ChatMessage['author'],
  text: string,
): Promise<ChatMessage> {
  const row = await one<MessageRow>(
    db,
    'INSERT INTO support_messages (conversation_id, author, text) VALUES ($1, $2, $3) RETURNING *',
    [conversation, author, text],
  );
  return toMessage(row as MessageRow);
}

/** The newest CHAT_HISTORY_LIMIT messages of a conversation, oldest first. */
export async function conversationMessages(db: Queryable, conversation: string): Promise<ChatMessage[]> {
  const result = await db.query<MessageRow>(
    `SELECT * FROM (SELECT * FROM support_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) newest
      ORDER BY id`,
    [conversation, CHAT_HISTORY_LIMIT],
  );
  return result.rows.map(toMessage);
}
