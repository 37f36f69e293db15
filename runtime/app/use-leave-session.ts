import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteContext } from '../context/site-context-react.tsx';
import { clearPlayerData } from '../queries/player-scope.ts';
import { PLAYER_ROOT } from '../queries/query-keys.ts';
import { clearNotifications } from '../state/clear-notifications.ts';
import { joinPrefix } from '../routing/locale-prefix.ts';
import { useModalStore } from '../state/modal-store.ts';
import { useSessionStore } from '../state/session-store.ts';
import { useSidebarStore } from '../state/sidebar-store.ts';
import { localePrefixOf } from '../ui/game-tile/game-links.ts';

type Phase = 'idle' | 'to-lobby' | 'clearing';

/** How long a sign-out waits at most for the player's calls in flight before it ends the session. */
export const SIGN_OUT_SETTLE_MS = 2_000;
const SETTLE_POLL_MS = 50;

/**
 * Lets the player's calls in flight (the lobby just opened asks for favourites, for instance)
 * finish, then aborts what is left: ended before the session, none of them is answered 401.
 */
export async function settlePlayerCalls(
  queryClient: QueryClient,
  waitMs = SIGN_OUT_SETTLE_MS,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (queryClient.isFetching({ queryKey: PLAYER_ROOT }) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }
  await queryClient.cancelQueries({ queryKey: PLAYER_ROOT });
}

/** DELETE /api/users/sign_out, loaded when the player signs out. */
function sendSignOut(): Promise<void> {
  return import('../api/auth.ts').then(({ signOut }) => signOut());
}

/**
 * Carries out a sign-out or a lost session (spec §4 Login/logout, §8 auth error), asked for with
 * `useSessionStore().leave(...)`. Popups and the sidebar close and the lobby opens first, while
 * the player is still known: dropping the player on a login-only page (the profile) would send
 * the visitor to registration instead. Once the lobby shows, the sign-out call goes out (when
 * asked), every cached piece of player data and the player's notifications go, and the login
 * opens (when asked). The rest (the logout event, the session timer, toasts) follows the player
 * turning into a guest in SessionEffects.
 */
export function useLeaveSession(): void {
  const ctx = useSiteContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaving = useSessionStore((s) => s.leaving);
  const left = useSessionStore((s) => s.left);
  const closeAll = useModalStore((s) => s.closeAll);
  const openModal = useModalStore((s) => s.open);
  const hideSidebar = useSidebarStore((s) => s.hide);
  const phase = useRef<Phase>('idle');
  const from = useRef(pathname);
  const lobby = joinPrefix(localePrefixOf(ctx), '/');

  useEffect(() => {
    if (!leaving) {
      phase.current = 'idle';
      return;
    }
    if (phase.current === 'idle') {
      phase.current = 'to-lobby';
      from.current = pathname;
      closeAll();
      hideSidebar();
      if (pathname !== lobby) {
        void navigate(lobby);
        return;
      }
    }
    // Any move counts as arrived: a lobby path the router spells differently must not hold the player.
    if (phase.current !== 'to-lobby' || (pathname !== lobby && pathname === from.current)) return;
    phase.current = 'clearing';
    const finish = () => {
      clearPlayerData(queryClient);
      void clearNotifications();
      if (leaving.openLogin) openModal('login');
      left();
    };
    // A plain promise rather than a mutation: it ends even if this component unmounts meanwhile.
    // The player asked to leave: their data goes even when the call fails (it is logged).
    if (leaving.signOut)
      void settlePlayerCalls(queryClient)
        .then(sendSignOut)
        .catch(() => undefined)
        .finally(finish);
    else finish();
  }, [leaving, pathname, lobby, navigate, closeAll, hideSidebar, openModal, left, queryClient]);
}
