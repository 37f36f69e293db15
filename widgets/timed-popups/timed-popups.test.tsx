import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../runtime/queries/index.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { sessionStore } from '../../runtime/state/browser-storage.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { readCookie, writeCookie } from '../../runtime/ui/browser-cookie.ts';
import { timedPopups } from './index.ts';
import {
  IOS_EXIT_SHOWN_KEY,
  NEW_PROVIDER_SHOWN_KEY,
  PROMO_BANNER_CLOSED_KEY,
  PROMO_TOOLTIP_COOKIE,
  SESSION_PLAYER_KEY,
  SESSION_START_KEY,
  SURVEY_SHOWN_KEY,
} from './timed-popups.tsx';

const MINUTE = 60_000;
const IOS_META =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]';

interface Call {
  method: string;
  path: string;
  body: unknown;
}
let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  for (const key of [
    SESSION_START_KEY,
    SESSION_PLAYER_KEY,
    NEW_PROVIDER_SHOWN_KEY,
    IOS_EXIT_SHOWN_KEY,
    SURVEY_SHOWN_KEY,
    PROMO_BANNER_CLOSED_KEY,
  ]) {
    sessionStore.removeItem(key);
  }
  writeCookie(PROMO_TOOLTIP_COOKIE, '', { maxAgeSeconds: 0 });
  useModalStore.getState().closeAll();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const text = await request.clone().text();
    calls.push({
      method: request.method.toUpperCase(),
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    const answer = request.method === 'GET' ? '[]' : '{}';
    return new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const player = (groups: number[]) => ({ auth: 'player' as const, groups, pages: ['lobby', 'provider'] });
const providers = [
  queryKeys.games.providers(),
  [{ slug: 'evolution', title: 'Evolution', name: 'evolution' }],
] as [readonly unknown[], unknown];

/** The site header's actions with their promo host, as site-header.tsx draws them. */
function headerActions(): HTMLElement {
  const actions = document.createElement('div');
  actions.className = 'cr-site-header__actions';
  actions.innerHTML = '<span class="cr-site-header__promo-host"></span><a href="/registration">Sign up</a>';
  document.body.append(actions);
  return actions;
}

/** Media queries answer as in a window this wide (max-width ones); returns the undo. */
function windowOfWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const list = original.call(window, query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? Object.defineProperty(list, 'matches', { value: width <= Number(max[1]) }) : list;
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('new-provider popup', () => {
  it('greets a player of the target group once, and closing it adds the shown group', async () => {
    const user = userEvent.setup();
    await renderWidget(
      timedPopups,
      { popups: ['new-provider'] },
      { context: player([851]), queryData: [providers] },
    );
    const dialog = await screen.findByRole('dialog', { name: 'New here: Evolution' });
    expect(dialog.textContent).toContain('Evolution games are now in our lobby');
    expect(screen.getByRole('link', { name: 'See Evolution games' }).getAttribute('href')).toBe(
      '/producers/evolution',
    );
    await user.click(screen.getByRole('button', { name: /close/i }));
    await vi.waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/player/groups',
        body: { groups: { add: [859], remove: [] } },
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'New here: Evolution' })).toBeNull();
    expect(sessionStore.getItem(NEW_PROVIDER_SHOWN_KEY)).toBe('1');
  });

  it('stays away from a player who has seen it, who is not targeted, or who saw one this session', async () => {
    const { unmount } = await renderWidget(
      timedPopups,
      { popups: ['new-provider'] },
      { context: player([851, 859]), queryData: [providers] },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    const second = await renderWidget(timedPopups, { popups: ['new-provider'] }, { context: player([21]) });
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();
    sessionStore.setItem(NEW_PROVIDER_SHOWN_KEY, '1');
    await renderWidget(timedPopups, { popups: ['new-provider'] }, { context: player([1030]) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/player/groups')).toEqual([]);
  });

  it('shows again to another player signing in in the same tab', async () => {
    sessionStore.setItem(SESSION_PLAYER_KEY, '7');
    sessionStore.setItem(NEW_PROVIDER_SHOWN_KEY, '1');
    const { unmount } = await renderWidget(
      timedPopups,
      { popups: ['new-provider'] },
      { context: player([851]), queryData: [providers, [queryKeys.player.profile(), { id: 7 }]] },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    await renderWidget(
      timedPopups,
      { popups: ['new-provider'] },
      { context: player([851]), queryData: [providers, [queryKeys.player.profile(), { id: 8 }]] },
    );
    expect(await screen.findByRole('dialog', { name: 'New here: Evolution' })).toBeTruthy();
    expect(sessionStore.getItem(SESSION_PLAYER_KEY)).toBe('8');
  });

  it('waits while another popup is open', async () => {
    useModalStore.getState().open('cashbox');
    await renderWidget(timedPopups, { popups: ['new-provider'] }, { context: player([1030]) });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useModalStore.getState().closeAll());
    expect(await screen.findByRole('dialog', { name: 'New here: pragmaticplay' })).toBeTruthy();
  });
});

describe('iOS in-app browser guidance', () => {
  it('shows in Meta’s iOS browser after 5 minutes signed in, not over the cashbox', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, userAgent: IOS_META });
    await renderWidget(timedPopups, { popups: ['ios-exit'] }, { context: player([]) });
    act(() => useModalStore.getState().open('cashbox'));
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(screen.queryByRole('dialog', { name: 'Open the site in Safari' })).toBeNull();
    act(() => useModalStore.getState().closeAll());
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(screen.getByRole('dialog', { name: 'Open the site in Safari' })).toBeTruthy();
  });

  it('never shows in another browser', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone) Version/17.0 Safari/604.1' });
    await renderWidget(timedPopups, { popups: ['ios-exit'] }, { context: player([]) });
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('survey invitation', () => {
  it('asks for survey-config 10 s before 5 minutes and invites to the survey once they have passed', async () => {
    vi.useFakeTimers();
    const view = await renderWidget(timedPopups, { popups: ['survey'] }, { context: player([]) });
    view.queryClient.setQueryData(queryKeys.config('survey-config'), {
      survey_id: 'S1',
      survey_collector_id: 'C 9',
      is_enable_widget: true,
    });
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(screen.queryByRole('region', { name: 'Tell us what you think' })).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('region', { name: 'Tell us what you think' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the survey' }).getAttribute('href')).toBe(
      'https://www.surveymonkey.com/r/C%209',
    );
  });

  it('shows nothing when survey-config switches the widget off or cannot be read', async () => {
    vi.useFakeTimers();
    const view = await renderWidget(timedPopups, { popups: ['survey'] }, { context: player([]) });
    view.queryClient.setQueryData(queryKeys.config('survey-config'), null);
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('promo banner in the enter buttons', () => {
  it('counts down its tooltip from a cookie, and comes back 120 s after it is closed', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 1, 12) });
    await renderWidget(timedPopups, { popups: ['promo-banner'] }, { context: { auth: 'guest' } });
    const banner = screen.getByRole('complementary', { name: 'Claim your welcome bonus' });
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/registration');
    expect(screen.getByRole('timer').textContent).toBe('Offer ends in 10:00');
    expect(readCookie(PROMO_TOOLTIP_COOKIE)).toBe(String(Date.UTC(2026, 2, 1, 12, 10)));
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer').textContent).toBe('Offer ends in 09:55');

    act(() => screen.getByRole('button', { name: 'Dismiss the offer' }).click());
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.queryByRole('complementary')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('complementary', { name: 'Claim your welcome bonus' })).toBeTruthy();
  });

  it("goes to the head of the header's actions, so that the enter buttons do not move", async () => {
    const actions = headerActions();
    const restore = windowOfWidth(1440);
    try {
      await renderWidget(timedPopups, { popups: ['promo-banner'] }, { context: { auth: 'guest' } });
      const banner = await screen.findByRole('complementary', { name: 'Claim your welcome bonus' });
      expect(banner.parentElement?.className).toBe('cr-site-header__promo-host');
      // Before the enter buttons: they keep their place at the header's end.
      expect(actions.lastElementChild?.textContent).toBe('Sign up');
      expect(banner).toHaveClass('cr-timed-popups__promo--header');
    } finally {
      restore();
      actions.remove();
    }
  });

  it('stays in the overlay stack where the header has no room beside the enter buttons', async () => {
    const actions = headerActions();
    // A 1024 px window: narrower than the header's row with the menu, the offer and the buttons.
    const restore = windowOfWidth(1024);
    try {
      await renderWidget(timedPopups, { popups: ['promo-banner'] }, { context: { auth: 'guest' } });
      const banner = await screen.findByRole('complementary', { name: 'Claim your welcome bonus' });
      expect(actions.contains(banner)).toBe(false);
      expect(banner).not.toHaveClass('cr-timed-popups__promo--header');
    } finally {
      restore();
      actions.remove();
    }
  });

  it('keeps the tooltip away once its timer has run out, while the cookie lasts', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 1, 12) });
    writeCookie(PROMO_TOOLTIP_COOKIE, String(Date.UTC(2026, 2, 1, 11, 59)), { maxAgeSeconds: 86_400 });
    await renderWidget(timedPopups, { popups: ['promo-banner'] }, { context: { auth: 'guest' } });
    expect(screen.getByRole('complementary')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
