import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, type FakeResponder } from '../../tests/harness/fake-api.ts';
import {
  getChatMessages,
  getChatRestoreIdQueryOptions,
  saveChatRestoreId,
  sendChatMessage,
} from './support-chat.ts';

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

function withApi(respond?: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

const message = {
  id: 1,
  conversation: 'c-1',
  author: 'player',
  text: 'Hi',
  created_at: '2030-01-01T00:00:00Z',
};

describe('the live support chat calls', () => {
  it('reads the messages of a conversation', async () => {
    const api = withApi(() => [message]);
    await expect(getChatMessages('c-1')).resolves.toEqual([message]);
    expect(api.last.method).toBe('GET');
    expect(api.last.path).toBe('/api/support_chat/messages');
    expect(api.last.query.get('conversation')).toBe('c-1');
  });

  it('answers null for a conversation the server no longer knows, and fails on other errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() => jsonResponse({ error: 'conversation_not_found' }, { status: 404 }));
    await expect(getChatMessages('gone')).resolves.toBeNull();
    restore();
    withApi(() => jsonResponse({ error: 'forbidden' }, { status: 403 }));
    await expect(getChatMessages('c-1')).rejects.toMatchObject({ status: 403 });
  });

  it("sends a message with the key of the player's action, and is sent once when refused", async () => {
    const api = withApi(() => message);
    await sendChatMessage({ text: 'Hi', conversation: 'c-1' }, 'key-1');
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/support_chat/messages',
      body: { text: 'Hi', conversation: 'c-1' },
      headers: { 'idempotency-key': 'key-1' },
    });
    restore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = withApi(() => jsonResponse({ error: 'rate_limited', retry_after: 30 }, { status: 429 }));
    await expect(sendChatMessage({ text: 'Hi' }, 'key-2')).rejects.toBeDefined();
    expect(refused.requests).toHaveLength(1);
  });

  it("keys the restore id by the player's id and the brand", async () => {
    const api = withApi(() => ({ data: { restoreId: 'c-9' } }));
    await expect(getChatRestoreIdQueryOptions(42, 'lumen').queryFn!({} as never)).resolves.toBe('c-9');
    expect(api.last).toMatchObject({
      path: '/restore-id/get',
      body: { type: 'Api.V1.RestoreId.Get', data: { internalId: '42', project: 'lumen' } },
    });
    await saveChatRestoreId(42, 'lumen', 'c-10');
    expect(api.last).toMatchObject({
      path: '/restore-id/set',
      body: { type: 'Api.V1.RestoreId.Set', data: { internalId: '42', project: 'lumen', restoreId: 'c-10' } },
    });
  });
});
