import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import { applyRealtimeMessage } from '../realtime/cache-patches.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { bus } from '../state/event-bus.ts';
import { useToastStore } from '../state/toast-store.ts';
import { ToastHost } from './toast-host.tsx';
import { useLimitReachedWarning } from './use-limit-reached-warning.ts';

function Probe() {
  useLimitReachedWarning('/de');
  return (
    <Routes>
      <Route path="*" element={<ToastHost />} />
      <Route path="/de/profile/limits" element={<p>limits page</p>} />
    </Routes>
  );
}

const deposit = (current: number) => ({
  id: 1,
  type: 'deposit',
  period: 'day',
  status: 'active',
  confirm_until: null,
  accounts: [{ currency: 'EUR', amount_cents: 5_000, current_value_amount_cents: current }],
});

function render(cached: unknown[] | undefined, pages?: string[]) {
  const view = renderWithProviders(<Probe />, {
    context: { auth: 'player', ...(pages && { pages }) },
    queryData: [
      [queryKeys.player.profile(), { id: 7, email: 'a@b.c', currency: 'EUR' }],
      ...(cached ? [[queryKeys.player.limits(), cached] as [readonly unknown[], unknown]] : []),
    ],
  });
  // As the socket does it: the cache hears of the message first, then the bus.
  const receive = (payload: unknown) =>
    act(() => {
      applyRealtimeMessage(view.queryClient, 'game_limits', payload);
      bus.emit('websocket.game_limits', payload);
    });
  return { ...view, receive };
}

const warnings = () => useToastStore.getState().toasts.filter((toast) => toast.id === 'limit-reached');

afterEach(() => {
  act(() => useToastStore.getState().clear());
});

describe('the limit-reached warning', () => {
  it('warns when a game_limits message shows a limit just used up, with the way to the limits tab', async () => {
    const { receive } = render([deposit(3_000)]);
    receive([deposit(5_000)]);
    expect(await screen.findByText('You have reached one of your limits.', { exact: false })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show my limits' }));
    expect(await screen.findByText('limits page')).toBeTruthy();
  });

  it('says nothing when the message shows no limit newly reached (a limit set or raised)', async () => {
    const { receive } = render([deposit(5_000)]);
    receive([deposit(5_000), { ...deposit(0), id: 2, type: 'wager' }]);
    receive([deposit(1_000)]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(warnings()).toEqual([]);
  });

  it('warns of a message without limits, the platform saying a limit stopped the game', () => {
    const { receive } = render([]);
    receive({ reached: true });
    expect(warnings()).toHaveLength(1);
  });

  it('warns once per message, replacing an older warning', () => {
    const { receive } = render(undefined);
    receive([{ type: 'coolingoff', period: 'week', accounts: [] }]);
    receive(null);
    expect(warnings()).toHaveLength(1);
  });

  it('offers no link while the brand has no limits page', () => {
    const { receive } = render([], ['lobby']);
    receive([deposit(5_000)]);
    expect(warnings()[0]?.action).toBeUndefined();
  });

  it('stops listening once unmounted', () => {
    const { unmount } = render([]);
    unmount();
    act(() => bus.emit('websocket.game_limits', [deposit(5_000)]));
    expect(warnings()).toEqual([]);
  });
});
