import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { bus } from '../state/event-bus.ts';
import { queryKeys } from './query-keys.ts';
import { applyChatMessage, useChatMessageUpdates } from './support-chat.ts';

const chat = (id: number, author: string, conversation = 'conv-1') => ({
  id,
  conversation,
  author,
  text: `message ${id}`,
  created_at: '2030-01-01T00:00:00.000Z',
});

describe('live-chat messages from the real-time channel', () => {
  it("adds a message to its conversation once, and makes that conversation the player's current one", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player.supportChat('conv-1'), [chat(1, 'player')]);
    queryClient.setQueryData(queryKeys.player.chatRestoreId('nova'), null);
    applyChatMessage(queryClient, chat(2, 'operator'));
    applyChatMessage(queryClient, chat(2, 'operator'));
    expect(queryClient.getQueryData(queryKeys.player.supportChat('conv-1'))).toEqual([
      chat(1, 'player'),
      chat(2, 'operator'),
    ]);
    expect(queryClient.getQueryData(queryKeys.player.chatRestoreId('nova'))).toBe('conv-1');
  });

  it('leaves a conversation the page has not loaded to be fetched whole, and ignores junk', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player.chatRestoreId('nova'), 'conv-1');
    applyChatMessage(queryClient, chat(3, 'operator', 'conv-2'));
    expect(queryClient.getQueryData(queryKeys.player.supportChat('conv-2'))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.player.chatRestoreId('nova'))).toBe('conv-2');
    for (const junk of [null, 'text', { id: '4', conversation: 'conv-2' }, { id: 4 }]) {
      applyChatMessage(queryClient, junk);
    }
    expect(queryClient.getQueryData(queryKeys.player.chatRestoreId('nova'))).toBe('conv-2');
  });

  it('applies the websocket.support_chat events while mounted, and stops when unmounted', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.player.supportChat('conv-1'), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const hook = renderHook(() => useChatMessageUpdates(), { wrapper });
    act(() => bus.emit('websocket.support_chat', chat(5, 'operator')));
    expect(queryClient.getQueryData(queryKeys.player.supportChat('conv-1'))).toEqual([chat(5, 'operator')]);
    hook.unmount();
    act(() => bus.emit('websocket.support_chat', chat(6, 'operator')));
    expect(queryClient.getQueryData(queryKeys.player.supportChat('conv-1'))).toEqual([chat(5, 'operator')]);
  });
});
