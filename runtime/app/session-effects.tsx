import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getPlayerSettingsQueryOptions } from '../api/player.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { usePlayer } from '../queries/player.ts';
import { clearPlayerData } from '../queries/player-scope.ts';
import { bus } from '../state/event-bus.ts';
import { useModalStore } from '../state/modal-store.ts';
import { useSessionStore } from '../state/session-store.ts';
import { useToastStore } from '../state/toast-store.ts';
import { localePrefixOf } from '../ui/game-tile/game-links.ts';
import { useCanceledDepositWarning } from './use-canceled-deposit-warning.ts';
import { useLimitReachedWarning } from './use-limit-reached-warning.ts';

/** The socket waits until the page has painted: it is not needed for the first view. */
const REALTIME_CONNECT_DELAY_MS = 1500;

/**
 * Login/logout side effects (spec §4): events on the bus, the EE session timer, the auth-error
 * logout, and the real-time connection for the current visitor.
 */
export function SessionEffects() {
  const ctx = useSiteContext();
  const queryClient = useQueryClient();
  const player = usePlayer();
  const playerId = player.data?.id ?? null;
  const openModal = useModalStore((s) => s.open);
  const startSession = useSessionStore((s) => s.startSession);
  const endSession = useSessionStore((s) => s.endSession);
  const previousId = useRef<number | null>(playerId);
  useCanceledDepositWarning(localePrefixOf(ctx));
  useLimitReachedWarning(localePrefixOf(ctx));

  useEffect(() => {
    const onAuthError = () => {
      // A guest's 401 (GET /api/player) is expected; only a lost session logs out.
      if (previousId.current === null) return;
      clearPlayerData(queryClient);
      openModal('login');
    };
    bus.on('auth-error', onAuthError);
    return () => bus.off('auth-error', onAuthError);
  }, [queryClient, openModal]);

  useEffect(() => {
    const before = previousId.current;
    previousId.current = playerId;
    if (playerId !== null && before !== playerId) bus.emit('login', { userId: playerId });
    if (playerId === null && before !== null) {
      // The notifications feed clears itself on this event; the EE timer and the previous
      // player's toasts go here.
      bus.emit('logout');
      endSession();
      useToastStore.getState().clear();
    }
  }, [playerId, endSession]);

  useEffect(() => {
    if (playerId !== null && ctx.licence === 'EE') startSession(Date.now());
  }, [playerId, ctx.licence, startSession]);

  // A page that opens as a guest has no session to time: a start kept from a session that ended
  // while the page was away (a reload after the session expired) goes, so the next login starts at 0.
  const guest = player.data === null;
  useEffect(() => {
    if (guest) endSession();
  }, [guest, endSession]);

  const settings = useQuery(getPlayerSettingsQueryOptions());
  const cent = settings.data?.cent;
  useEffect(() => {
    if (!cent?.url || !settings.data) return;
    const data = settings.data;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('../realtime/index.ts').then(({ connectRealtime }) => {
        if (!cancelled) disconnect = connectRealtime({ settings: data, queryClient });
      });
    }, REALTIME_CONNECT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, [cent?.url, cent?.user, cent?.token, settings.data, queryClient]);

  return null;
}
