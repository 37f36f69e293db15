import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayer } from '../queries/player.ts';
import { queryKeys } from '../queries/query-keys.ts';
import { renderWithProviders } from '../../tests/harness/render-widget.tsx';
import { bus } from '../state/event-bus.ts';
import { useModalStore } from '../state/modal-store.ts';
import { useNotificationsStore } from '../state/notifications-store.ts';
import { useSessionStore } from '../state/session-store.ts';
import { useSidebarStore } from '../state/sidebar-store.ts';
import { useToastStore } from '../state/toast-store.ts';
import { SessionEffects } from './session-effects.tsx';
import { useSignOutAndLeave } from '../state/use-sign-out.ts';

const realtime = vi.hoisted(() => ({ connections: [] as { token: string; closed: boolean }[] }));
vi.mock('../realtime/index.ts', () => ({
  connectRealtime: ({ settings }: { settings: { cent: { token: string } } }) => {
    const connection = { token: settings.cent.token, closed: false };
    realtime.connections.push(connection);
    return () => {
      connection.closed = true;
    };
  },
}));

const PLAYER = { id: 7, email: 'ada@example.com', currency: 'EUR', confirmed_at: null, statuses: [] };

let visited: string[] = [];
let signOut: () => void = () => undefined;

/** Each page the visitor saw, with whether the player was still signed in there. */
function Probe() {
  const { pathname } = useLocation();
  const player = usePlayer();
  const leave = useSignOutAndLeave();
  signOut = leave.run;
  const seen = `${pathname} ${player.data ? 'player' : 'guest'}`;
  if (visited.at(-1) !== seen) visited.push(seen);
  return <p data-testid="path">{pathname}</p>;
}

type Call = { method: string; path: string };
let calls: Call[] = [];

function stubApi(signOutStatus = 204) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://nova.localhost');
      const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
      calls.push({ method, path: url.pathname });
      if (url.pathname === '/api/player/settings') return Promise.resolve(Response.json({}));
      if (url.pathname === '/api/users/sign_out') {
        return Promise.resolve(new Response(signOutStatus === 204 ? null : '{}', { status: signOutStatus }));
      }
      return Promise.resolve(
        new Response('{"error":"unauthorized"}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function renderSession(options: { route?: string; locale?: string; localeFromPath?: boolean } = {}) {
  return renderWithProviders(
    <>
      <SessionEffects />
      <Probe />
    </>,
    {
      route: options.route ?? '/profile',
      context: {
        auth: 'player',
        licence: 'EE',
        locale: (options.locale ?? 'en') as 'en',
        localeFromPath: options.localeFromPath ?? false,
      },
      queryData: [
        [queryKeys.player.profile(), PLAYER],
        [queryKeys.player.settings(), {}],
        [queryKeys.player.payments(), []],
        [queryKeys.player.accounts(), [{ currency: 'EUR', amount_cents: 5_000 }]],
        [queryKeys.emailConfirmation('token-1'), PLAYER],
      ],
    },
  );
}

/** Everything of the previous player a signed-in session fills. */
function fillPlayerState() {
  act(() => {
    useModalStore.getState().open('cashbox');
    useSidebarStore.getState().show();
    useNotificationsStore.getState().add({ key: 'personal:1', kind: 'personal', title: 'Hi', text: 'Hello' });
    useToastStore.getState().push({ kind: 'info', messageKey: 'APP.SKIP_TO_CONTENT' });
  });
}

beforeEach(() => {
  visited = [];
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useModalStore.getState().closeAll();
    useSidebarStore.getState().hide();
    useNotificationsStore.getState().clear();
    useToastStore.getState().clear();
    useSessionStore.getState().left();
    useSessionStore.getState().endSession();
  });
});

describe('signing out', () => {
  it('opens the lobby, sends DELETE /api/users/sign_out and leaves nothing of the player behind', async () => {
    stubApi();
    const view = renderSession();
    await waitFor(() => expect(useSessionStore.getState().sessionStartedAt).not.toBeNull());
    fillPlayerState();

    act(() => signOut());

    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.player.profile())).toBeNull());
    expect(view.getByTestId('path').textContent).toBe('/');
    expect(calls).toContainEqual({ method: 'DELETE', path: '/api/users/sign_out' });
    expect(view.queryClient.getQueryData(queryKeys.player.accounts())).toBeUndefined();
    expect(view.queryClient.getQueryData(queryKeys.emailConfirmation('token-1'))).toBeUndefined();
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useSidebarStore.getState().open).toBe(false);
    await waitFor(() => expect(useNotificationsStore.getState().items).toEqual([]));
    expect(useToastStore.getState().toasts).toEqual([]);
    // The EE session timer stops and forgets its start.
    expect(useSessionStore.getState().sessionStartedAt).toBeNull();
    expect(sessionStorage.getItem('croupier.session-start')).toBeNull();
    expect(useSessionStore.getState().leaving).toBeNull();
  });

  it('reaches the lobby while the player is still known, so a login-only page never shows to a guest', async () => {
    stubApi();
    const view = renderSession();
    act(() => signOut());
    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.player.profile())).toBeNull());
    // A guest on /profile would be sent to registration; the sign-out goes out from the lobby.
    expect(visited).toEqual(['/profile player', '/ player', '/ guest']);
  });

  it('drops the player even when the sign-out call fails, and keeps the locale of the page', async () => {
    stubApi(500);
    const view = renderSession({ route: '/de/profile', locale: 'de', localeFromPath: true });
    act(() => signOut());
    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.player.profile())).toBeNull());
    expect(view.getByTestId('path').textContent).toBe('/de');
    expect(useModalStore.getState().stack.map((m) => m.name)).not.toContain('login');
  });

  it('sends one sign-out for two quick presses', async () => {
    stubApi();
    const view = renderSession();
    act(() => {
      signOut();
      signOut();
    });
    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.player.profile())).toBeNull());
    expect(calls.filter((call) => call.path === '/api/users/sign_out')).toHaveLength(1);
  });
});

describe('a lost session (401 from any call)', () => {
  it('logs the player out, opens the lobby and the login over it', async () => {
    stubApi();
    const view = renderSession();
    fillPlayerState();

    act(() => bus.emit('auth-error', { url: '/api/player/accounts' }));

    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.player.profile())).toBeNull());
    expect(view.getByTestId('path').textContent).toBe('/');
    expect(useModalStore.getState().stack.map((m) => m.name)).toEqual(['login']);
    expect(useSidebarStore.getState().open).toBe(false);
    await waitFor(() => expect(useNotificationsStore.getState().items).toEqual([]));
    expect(useToastStore.getState().toasts).toEqual([]);
    // The session is gone already: no sign-out call.
    expect(calls.some((call) => call.path === '/api/users/sign_out')).toBe(false);
  });

  it('means nothing for a guest, whose calls may answer 401', async () => {
    stubApi();
    const view = renderWithProviders(<SessionEffects />, {
      route: '/',
      queryData: [[queryKeys.player.profile(), null]],
    });
    act(() => bus.emit('auth-error', { url: '/api/player/accounts' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(useModalStore.getState().stack).toEqual([]);
    expect(useSessionStore.getState().leaving).toBeNull();
    view.unmount();
  });

  it('opens no login when the 401 answers a call of a sign-out under way', async () => {
    stubApi();
    const view = renderSession();
    act(() => {
      signOut();
      bus.emit('auth-error', { url: '/api/player/accounts' });
    });
    await waitFor(() => expect(view.queryClient.getQueryData(queryKeys.player.profile())).toBeNull());
    await waitFor(() => expect(useSessionStore.getState().leaving).toBeNull());
    expect(useModalStore.getState().stack.map((m) => m.name)).not.toContain('login');
  });
});

describe('the real-time connection', () => {
  const settings = (timestamp: string, token = 'token-7') => ({
    cent: { url: '/connection/websocket', user: '7', timestamp, token, authEndpoint: '/connection/auth' },
    recaptcha: '',
    recaptcha_version: 3,
  });

  it('stays open when the settings are read again with only a new timestamp, and reopens for a new token', async () => {
    let answer = settings('1795939500');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://nova.localhost');
        if (url.pathname === '/api/player/settings') return Response.json(answer);
        return Response.json({ error: 'unauthorized' }, { status: 401 });
      }),
    );
    realtime.connections = [];
    const { queryClient, unmount } = renderWithProviders(<SessionEffects />, {
      route: '/',
      context: { auth: 'player' },
      queryData: [
        [queryKeys.player.profile(), PLAYER],
        [queryKeys.player.settings(), settings('1795939500')],
      ],
    });
    await waitFor(() => expect(realtime.connections).toHaveLength(1), { timeout: 3_000 });
    // Read again 30 s later: the same socket, the same user, another timestamp.
    answer = settings('1795939530');
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.player.settings() }));
    expect(queryClient.getQueryData(queryKeys.player.settings())).toEqual(answer);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(realtime.connections).toEqual([{ token: 'token-7', closed: false }]);
    // Another token is another connection.
    answer = settings('1795939560', 'token-8');
    await act(() => queryClient.refetchQueries({ queryKey: queryKeys.player.settings() }));
    await waitFor(() => expect(realtime.connections).toHaveLength(2), { timeout: 3_000 });
    expect(realtime.connections[0]?.closed).toBe(true);
    unmount();
    expect(realtime.connections[1]?.closed).toBe(true);
  });
});
