import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { getConfig } from '../api/config.ts';
import { getPlayerSettingsQueryOptions } from '../api/player.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { usePlayer } from '../queries/player.ts';
import { bus } from '../state/event-bus.ts';
import { useSessionStore } from '../state/session-store.ts';
import { useToastStore } from '../state/toast-store.ts';
import { clearNotifications } from '../state/clear-notifications.ts';
import { whenIdle } from '../ui/when-idle.ts';

const PlayerEffects = lazy(() => import('./player-effects.tsx'));
const LeaveSession = lazy(() => import('./leave-session.tsx'));

/** The socket waits until the page has painted: it is not needed for the first view. */
const REALTIME_CONNECT_DELAY_MS = 1500;
/** Analytics start when the browser is idle, or after this long at the latest. */
const ANALYTICS_IDLE_TIMEOUT_MS = 3000;

/**
 * Login/logout side effects (spec §4): events on the bus, the EE session timer, sign-out and the
 * auth-error logout (`LeaveSession`, loaded while a player leaves), and the real-time connection for the current visitor.
 */
export function SessionEffects() {
  const ctx = useSiteContext();
  const queryClient = useQueryClient();
  const player = usePlayer();
  const playerId = player.data?.id ?? null;
  const leave = useSessionStore((s) => s.leave);
  const startSession = useSessionStore((s) => s.startSession);
  const endSession = useSessionStore((s) => s.endSession);
  const previousId = useRef<number | null>(playerId);
  const leaving = useSessionStore((s) => s.leaving !== null);

  useEffect(() => {
    const onAuthError = () => {
      // A guest's 401 (GET /api/player) is expected; only a lost session logs out. A sign-out
      // under way is left alone: its own calls may answer 401, and it opens no login.
      if (previousId.current === null) return;
      leave({ signOut: false, openLogin: true });
    };
    bus.on('auth-error', onAuthError);
    return () => bus.off('auth-error', onAuthError);
  }, [leave]);

  useEffect(() => {
    const before = previousId.current;
    previousId.current = playerId;
    if (playerId !== null && before !== playerId) bus.emit('login', { userId: playerId });
    if (playerId === null && before !== null) {
      // The EE timer, the previous player's toasts and notifications go here (the header's
      // notifications feed also clears on the event, but a page without the header has no feed).
      bus.emit('logout');
      endSession();
      useToastStore.getState().clear();
      void clearNotifications();
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
  // The connection depends on where it goes, for whom and with what token, nothing else: settings
  // read again (every 30 s at the most, on a mount; their timestamp changes each time) keep the
  // socket open. Closing and reopening it would lose the events sent in between (a balance).
  const url = cent?.url;
  const user = cent?.user;
  const token = cent?.token;
  useEffect(() => {
    if (!url) return;
    let disconnect: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('../realtime/index.ts').then(({ connectRealtime }) => {
        if (!cancelled) {
          disconnect = connectRealtime({
            settings: { cent: { url, user: user ?? '', token: token ?? '' } },
            queryClient,
          });
        }
      });
    }, REALTIME_CONNECT_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, [url, user, token, queryClient]);

  // Attribution, UTM, form steps and page reports (runtime/analytics): their code loads when the
  // page is idle, so none of it weighs on the first view.
  const { licence, country } = ctx;
  useEffect(() => {
    const start = () =>
      void import('../analytics/start-analytics.ts').then((analytics) =>
        analytics.startAnalytics({
          licence,
          country,
          referrerMap: () => getConfig('stag-by-referrer-name'),
        }),
      );
    return whenIdle(start, ANALYTICS_IDLE_TIMEOUT_MS);
  }, [licence, country]);

  // Nothing for a guest's page (the server renders it: no empty boundary in the markup).
  if (playerId === null && !leaving) return null;
  return (
    <Suspense fallback={null}>
      {playerId !== null && <PlayerEffects />}
      {leaving && <LeaveSession />}
    </Suspense>
  );
}
