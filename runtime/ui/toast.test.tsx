import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastViewport, type ToastItem } from './toast.tsx';

const toasts: ToastItem[] = [
  { id: 'a', kind: 'success', message: 'You are subscribed to promotions' },
  { id: 'b', kind: 'warning', message: 'Payment canceled', action: { label: 'Try again', onClick: vi.fn() } },
];

describe('ToastViewport', () => {
  it('shows every toast inside a polite live region', () => {
    render(<ToastViewport toasts={toasts} onDismiss={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    const live = region.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toContain('You are subscribed to promotions');
    expect(live.textContent).toContain('Payment canceled');
  });

  it('keeps the live region in the page when there is nothing to show', () => {
    render(<ToastViewport toasts={[]} onDismiss={() => {}} />);
    expect(document.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('dismisses a toast by its id', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<ToastViewport toasts={toasts} onDismiss={onDismiss} />);
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('runs the action and then dismisses the toast', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<ToastViewport toasts={toasts} onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(toasts[1]!.action!.onClick).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
