import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { useToastStore } from '../state/toast-store.ts';
import { ToastHost } from './toast-host.tsx';
import { useCanceledDepositWarning } from './use-canceled-deposit-warning.ts';

function Probe() {
  useCanceledDepositWarning('/de');
  return (
    <Routes>
      <Route path="*" element={<ToastHost />} />
      <Route path="/de/deposit" element={<p>deposit page</p>} />
    </Routes>
  );
}

const player = { id: 7, email: 'a@b.c', currency: 'EUR' };
const canceled = (id: number, minutesAgo: number) => ({
  id,
  action: 'deposit',
  state: 'canceled',
  amount_cents: 5_000,
  currency: 'EUR',
  finished_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
});

afterEach(() => {
  sessionStorage.clear();
  act(() => useToastStore.getState().clear());
});

describe('the canceled-deposit warning', () => {
  const render = (payments: unknown[]) =>
    renderWithProviders(<Probe />, {
      context: { auth: 'player' },
      queryData: [
        [queryKeys.player.profile(), player],
        [queryKeys.player.payments(), payments],
      ],
    });

  it('warns once about a deposit canceled in the last five minutes, with the way back to the deposit', async () => {
    const view = render([canceled(1, 2)]);
    expect(await screen.findByText('Your deposit was canceled.', { exact: false })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('deposit page')).toBeTruthy();
    view.unmount();
    act(() => useToastStore.getState().clear());

    render([canceled(1, 2)]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('says nothing about an older cancellation', async () => {
    render([canceled(2, 6)]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
