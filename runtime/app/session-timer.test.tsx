import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../queries/query-keys.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { useSessionStore } from '../state/session-store.ts';
import { SessionEffects } from './session-effects.tsx';

const PLAYER = { id: 7, email: 'ada@example.com', currency: 'EUR', statuses: [] };
const START_KEY = 'croupier.session-start';

function render(player: typeof PLAYER | null, licence: 'EE' | 'CW' = 'EE') {
  return renderWithProviders(<SessionEffects />, {
    context: { licence, auth: player ? 'player' : 'guest' },
    queryData: [
      [queryKeys.player.profile(), player],
      // No socket in these tests: settings without a real-time block.
      [queryKeys.player.settings(), {}],
      [queryKeys.player.payments(), []],
    ],
  });
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  useSessionStore.setState({ sessionStartedAt: null });
});

describe('the EE session timer (spec §4 Session time)', () => {
  it('starts at login under the EE licence and keeps its start in session storage', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    render(PLAYER);
    expect(useSessionStore.getState().sessionStartedAt).toBe(1_000_000);
    expect(sessionStorage.getItem(START_KEY)).toBe('1000000');
  });

  it('keeps the start of the session across a reload', () => {
    sessionStorage.setItem(START_KEY, '500');
    useSessionStore.setState({ sessionStartedAt: 500 });
    render(PLAYER);
    expect(useSessionStore.getState().sessionStartedAt).toBe(500);
  });

  it('does not time a CW session', () => {
    render(PLAYER, 'CW');
    expect(useSessionStore.getState().sessionStartedAt).toBeNull();
  });

  it('drops a start left from a session that ended while the page was away, so the next login starts at 0', async () => {
    sessionStorage.setItem(START_KEY, '500');
    useSessionStore.setState({ sessionStartedAt: 500 });
    const view = render(null);
    expect(useSessionStore.getState().sessionStartedAt).toBeNull();
    expect(sessionStorage.getItem(START_KEY)).toBeNull();

    vi.useFakeTimers({ now: 2_000_000, toFake: ['Date'] });
    act(() => view.queryClient.setQueryData(queryKeys.player.profile(), PLAYER));
    await waitFor(() => expect(useSessionStore.getState().sessionStartedAt).toBe(2_000_000));
  });

  it('resets the timer at logout', async () => {
    const view = render(PLAYER);
    expect(useSessionStore.getState().sessionStartedAt).not.toBeNull();
    act(() => view.queryClient.setQueryData(queryKeys.player.profile(), null));
    await waitFor(() => expect(useSessionStore.getState().sessionStartedAt).toBeNull());
    expect(sessionStorage.getItem(START_KEY)).toBeNull();
  });
});
