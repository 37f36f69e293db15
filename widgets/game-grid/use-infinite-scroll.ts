import { useEffect, useEffectEvent, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../runtime/rules/index.ts';

/**
 * How far above the viewport the sentinel still counts as reached: anywhere. A fast fling (or a
 * frame delayed by other work) can carry the page past the sentinel into the footer between two
 * observations; the sentinel then sits above the viewport and an observer watching only the band
 * below the viewport would never report it, so no page would load until the player scrolled back.
 */
const PAST_THE_END_PX = 1_000_000;

/**
 * Calls `onReach` when the returned sentinel comes within 500 px below the viewport or has been
 * scrolled past (spec §4). The caller decides whether a load is due; the observer only says "near
 * or past the end". `enabled` and `loadedCount` re-arm it: an observer reports changes only, so a
 * sentinel still in range once a page has arrived (or a refetch has finished) is reported by the
 * new observer's first report, and loading never stalls.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean, loadedCount = 0) {
  const sentinel = useRef<T>(null);
  const reach = useEffectEvent(onReach);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reach();
      },
      { rootMargin: `${PAST_THE_END_PX}px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadedCount]);
  return sentinel;
}
