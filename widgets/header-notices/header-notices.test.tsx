import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type Player } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { bus, configProblems } from '../../runtime/state/event-bus.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import type { BeforeInstallPromptEvent } from '../../runtime/ui/pwa-install.ts';
import { sessionStore } from '../../runtime/state/browser-storage.ts';
import { resetFirstInteraction } from '../../runtime/ui/first-interaction.ts';
import { OPERATOR_NOTICE_DISMISSED_KEY } from './header-notices.tsx';
import { headerNotices } from './index.ts';

const player = (confirmed_at: string | null) =>
  ({ id: 3, email: 'ann@example.com', currency: 'EUR', statuses: [], confirmed_at }) as unknown as Player;

const stats = (notice: string) => ({
  deposits_count: 0,
  deposits_sum: {},
  cashouts_sum: {},
  bets_sum: {},
  messages: { notice },
});

const show = (profile: Player | null, notice = '') =>
  renderWidget(headerNotices, headerNotices.example, {
    queryData: [
      [queryKeys.player.profile(), profile],
      [queryKeys.player.stats(), stats(notice)],
    ],
    context: { auth: profile ? 'player' : 'guest' },
  });

let fetchCalls: (path: string) => unknown[] = () => [];

function answerResend(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === null ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  fetchCalls = (path) => fetchMock.mock.calls.filter(([input]) => String(input).includes(path));
  return fetchMock;
}

describe('header notices', () => {
  afterEach(() => {
    useToastStore.getState().clear();
    sessionStore.removeItem(OPERATOR_NOTICE_DISMISSED_KEY);
    resetFirstInteraction();
  });

  it('reminds a player with an unconfirmed e-mail and resends the confirmation', async () => {
    const user = userEvent.setup();
    const fetchMock = answerResend(200, null);
    await show(player(null));
    expect(screen.getByText(/Please confirm your e-mail address ann@example.com/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]?.messageKey).toBe('HEADER_NOTICES.EMAIL_SENT'),
    );
    const [url, init] = fetchMock.mock.calls.find(([input]) => String(input).includes('/confirmation')) ?? [];
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
    // The action is available again after a failure: a second press sends again.
    const again = screen.getByRole('button', { name: 'Resend e-mail' });
    expect(again.getAttribute('aria-busy')).toBeNull();
    await user.click(again);
    await waitFor(() => expect(fetchCalls('/api/users/confirmation')).toHaveLength(2));
  });

  it('says a resend that got no answer failed, and lets the player press it again', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    await show(player(null));
    await user.click(screen.getByRole('button', { name: 'Resend e-mail' }));
    await waitFor(
      () =>
        expect(useToastStore.getState().toasts.at(-1)).toMatchObject({
          kind: 'error',
          messageKey: 'HEADER_NOTICES.RESEND_FAILED',
        }),
      { timeout: 10_000 },
    );
    const button = screen.getByRole('button', { name: 'Resend e-mail' });
    expect(button.getAttribute('aria-busy')).toBeNull();
    const sent = fetchMock.mock.calls.length;
    await user.click(button);
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(sent));
  });

  it("shows the operator's notice from the player's stats until the player dismisses it", async () => {
    const user = userEvent.setup();
    const first = await show(player('2026-01-01T00:00:00Z'), 'Your withdrawal documents were approved.');
    expect(screen.getByText('Your withdrawal documents were approved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByText('Your withdrawal documents were approved.')).toBeNull();
    first.unmount();
    // Dismissed for the visit: the same notice stays away, a new one shows.
    const again = await show(player('2026-01-01T00:00:00Z'), 'Your withdrawal documents were approved.');
    expect(screen.queryByText('Your withdrawal documents were approved.')).toBeNull();
    again.unmount();
    await show(player('2026-01-01T00:00:00Z'), 'A new tournament starts tonight.');
    expect(screen.getByText('A new tournament starts tonight.')).toBeTruthy();
  });

  it('shows no operator notice when the stats carry none', async () => {
    const shown = await show(player('2026-01-01T00:00:00Z'), '   ');
    expect(shown.container.querySelectorAll('li')).toHaveLength(0);
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
    // Not to a page just opened: once the player uses it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    act(() => window.dispatchEvent(new Event('pointerdown')));
    expect(await screen.findByRole('button', { name: 'Install' })).toBeTruthy();
    // Laid over the page, which the browser's late offer would otherwise push down (layout shift).
    expect(screen.getByRole('button', { name: 'Install' }).closest('li')).toHaveClass(
      'cr-header-notices__notice--floating',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  describe('config problems for testers', () => {
    const broken = {
      document: 'banners-config',
      issues: [{ pointer: '/banners/1/title', message: 'must be object', rule: 'schema/type' }],
    };
    const asPlayerIn = (groups: number[]) =>
      renderWidget(headerNotices, headerNotices.example, {
        queryData: [
          [queryKeys.player.profile(), player('2026-01-01T00:00:00Z')],
          [queryKeys.player.stats(), stats('')],
        ],
        context: { auth: 'player', groups },
      });
    afterEach(() => {
      configProblems.length = 0;
    });

    it('tells a tester (21) of a problem met before the notices mounted, and of one met later', async () => {
      const user = userEvent.setup();
      bus.emit('config-invalid', broken);
      await asPlayerIn([21]);
      expect(
        screen.getByText('1 config problem on this page: players do not see the broken item.'),
      ).toBeTruthy();
      await user.click(screen.getByText('Where and why'));
      expect(screen.getByText('banners-config/banners/1/title')).toBeTruthy();
      expect(screen.getByText(/must be object/)).toBeTruthy();
      bus.emit('config-invalid', {
        document: 'widget:game-row@main',
        issues: [{ pointer: '', message: "must have required property 'category'", rule: 'schema/required' }],
      });
      expect(
        await screen.findByText('2 config problems on this page: players do not see the broken items.'),
      ).toBeTruthy();
      expect(screen.getByText('widget:game-row@main/')).toBeTruthy();
    });

    it('tells group 916 too, and says nothing to other players or when nothing is broken', async () => {
      const quiet = await asPlayerIn([21]);
      expect(quiet.container.querySelectorAll('li')).toHaveLength(0);
      quiet.unmount();
      bus.emit('config-invalid', broken);
      const notices = await asPlayerIn([916]);
      expect(screen.getByText(/1 config problem on this page/)).toBeTruthy();
      notices.unmount();
      const vip = await asPlayerIn([257, 545]);
      expect(vip.container.querySelectorAll('li')).toHaveLength(0);
    });
  });
});
