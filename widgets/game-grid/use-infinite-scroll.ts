import { useEffect, useEffectEvent, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../runtime/rules/layout.ts';

/**
 * Calls `onReach` whenever the returned sentinel comes within 500 px of the viewport (spec §4).
 * The caller decides whether a load is due; the observer only says "near the end". `loadedCount`
 * re-arms the observer after each page: when the sentinel is still in range once a page has
 * arrived, an observer that stayed connected would never fire again and loading would stall.
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
      { rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, loadedCount]);
  return sentinel;
}
