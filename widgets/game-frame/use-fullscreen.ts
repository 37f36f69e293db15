import { useCallback, useSyncExternalStore, type RefObject } from 'react';
import { useHydrated } from '../../runtime/ui/index.ts';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/**
 * The Fullscreen API for one element, where the browser has it (iOS Safari does not: there the
 * frame fills the viewport instead).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  // Known only in the browser: a server-rendered page hydrates without it, then shows the button.
  const supported = useHydrated() && document.fullscreenEnabled === true;
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === target.current,
    () => false,
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void target.current?.requestFullscreen().catch(() => undefined);
  }, [target]);
  return { supported, active, toggle };
}
