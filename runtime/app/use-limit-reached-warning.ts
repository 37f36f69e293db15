import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserLimit } from '../api/types.ts';
import { useSiteContext } from '../context/site-context-react.tsx';
import { queryKeys } from '../queries/query-keys.ts';
import { joinPrefix } from '../routing/locale-prefix.ts';
import { routePath } from '../routing/links.ts';
import { routePresent } from '../routing/page-presence.ts';
import { getRoute } from '../routing/route-table.ts';
import { hasNewlyReachedLimit, LIMIT_REACHED_MESSAGE, limitsOfMessage } from '../rules/limits.ts';
import { bus } from '../state/event-bus.ts';
import { useToastStore } from '../state/toast-store.ts';

/** One warning at a time: a newer one replaces it. */
const TOAST_ID = 'limit-reached';

/**
 * Spec §8: a `game_limits` message that tells of a limit reached gives the warning
 * NOTIFICATIONS.ON_LIMIT_REACHED, with the way to the limits tab where the brand has it. A message
 * that carries the player's limits warns only of a limit the client did not know reached yet (the
 * platform also sends it when a limit is set or raised); one whose payload holds no limits is the
 * platform's word that a limit was reached, and warns.
 */
export function useLimitReachedWarning(localePrefix: string): void {
  const queryClient = useQueryClient();
  const push = useToastStore((s) => s.push);
  const { pages } = useSiteContext();
  const limitsPage = routePresent(getRoute('profile-limits'), pages);

  useEffect(() => {
    const onMessage = (payload: unknown) => {
      // The realtime layer has marked the cached limits stale before this event: they are still
      // what the client knew before the message until the refetch answers.
      const before = queryClient.getQueryData<UserLimit[]>(queryKeys.player.limits());
      const after = limitsOfMessage(payload);
      if (after !== null && !hasNewlyReachedLimit(before, after)) return;
      push({
        id: TOAST_ID,
        kind: 'warning',
        messageKey: LIMIT_REACHED_MESSAGE,
        ...(limitsPage && {
          action: {
            labelKey: 'NOTIFICATIONS.SHOW_LIMITS',
            to: joinPrefix(localePrefix, routePath('profile-limits')),
          },
        }),
      });
    };
    bus.on('websocket.game_limits', onMessage);
    return () => bus.off('websocket.game_limits', onMessage);
  }, [queryClient, push, localePrefix, limitsPage]);
}
