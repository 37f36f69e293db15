import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the client hydrates a server-rendered page, true afterwards (and
 * from the start when the client renders alone): what only the browser can render (a portal
 * into document.body) waits for it, so that hydration finds the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser knows (site storage, the clock, a store filled from them), or
 * `serverValue` on the server and while the client hydrates a server-rendered page, so that
 * hydration finds the server's markup; the browser's value renders right after.
 * @example const items = useBrowserValue(storedItems, NO_ITEMS); // [] in the server's markup
 */
export function useBrowserValue<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}
