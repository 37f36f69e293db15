import { useCallback, useSyncExternalStore, type RefObject } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

/**
 * The Fullscreen API for one element, where the browser has it (iOS Safari does not: there the
 * frame fills the viewport instead).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
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
