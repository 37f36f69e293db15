import { useEffect, useEffectEvent, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD_PX } from '../../runtime/rules/layout.ts';

/**
 * Calls `onReach` whenever the returned sentinel comes within 500 px of the viewport (spec §4).
 * The caller decides whether a load is due; the observer only says "near the end".
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean) {
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
  }, [enabled]);
  return sentinel;
}
