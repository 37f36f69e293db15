import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Player } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../runtime/slots/render-widget.tsx';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import type { BeforeInstallPromptEvent } from '../../runtime/ui/pwa-install.ts';
import { headerNotices } from './index.ts';

const player = (confirmed_at: string | null) =>
  ({ id: 3, email: 'ann@example.com', currency: 'EUR', statuses: [], confirmed_at }) as unknown as Player;

const show = (profile: Player | null) =>
  renderWidget(headerNotices, headerNotices.example, {
    queryData: [[queryKeys.player.profile(), profile]],
    context: { auth: profile ? 'player' : 'guest' },
  });

function answerResend(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('header notices', () => {
  afterEach(() => useToastStore.getState().clear());

  it('reminds a player with an unconfirmed e-mail and resends the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = answerResend(200, null);
    await show(player(null));
    expect(screen.getByText(/Please confirm your e-mail address ann@example.com/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.messageKey).toBe('HEADER_NOTICES.EMAIL_SENT'),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/users/confirmation');
    expect(JSON.parse(String(init?.body))).toEqual({ user: { email: 'ann@example.com' } });
  });

  it("shows the server's first e-mail error as a toast when the resend is refused (422)", async () => {
    const user = userEvent.setup();
    answerResend(422, { errors: { email: ['was already confirmed, please try signing in', 'other'] } });
    await show(player(null));
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        kind: 'error',
        messageKey: 'HEADER_NOTICES.SERVER_MESSAGE',
        values: { message: 'was already confirmed, please try signing in' },
      }),
    );
    // The action is available again after a failure.
    expect(screen.getByRole('button', { name: 'Resend e-mail' }).getAttribute('aria-busy')).toBeNull();
  });

  it('says nothing to guests and to players whose e-mail is confirmed', async () => {
    const guest = await show(null);
    expect(guest.container.querySelectorAll('li')).toHaveLength(0);
    guest.unmount();
    const confirmed = await show(player('2026-01-01T00:00:00Z'));
    expect(confirmed.container.querySelectorAll('li')).toHaveLength(0);
  });

  it('offers the app install once the browser allows it, and can be dismissed', async () => {
    const user = userEvent.setup();
    await show(null);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const offer = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
    offer.prompt = () => Promise.resolve();
    offer.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(offer);
    expect(await screen.findByRole('button', { name: 'Install' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
