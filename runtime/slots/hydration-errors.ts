import type { QueryClient } from '@tanstack/react-query';
import { SERVER_RENDER_FALLBACK_DIGEST } from '../ssr/first-view-contract.ts';

/**
 * The recoverable errors of a page's hydration (`onRecoverableError`), from the call on: reported
 * as React does (`reportError`), unless they are as designed.
 * - A part the server left to the browser (its digest says so) renders here, and the server's log
 *   has why.
 * - The widgets hydrate one at a time (hydration-turns.ts). An answer that changes their data
 *   meanwhile (a stale query read again, a real-time event) makes a widget hydrate against other
 *   data than the server rendered it with, and React renders that widget afresh with the new data
 *   (a hydration mismatch it recovers from): the page is right. An answer equal to the data it
 *   replaces keeps its object (TanStack Query's structural sharing) and is no change.
 * A mismatch while no data changed is a bug, reported.
 * @example hydrateRoot(root, app, { onRecoverableError: hydrationErrorReporter(queryClient) })
 */
export function hydrationErrorReporter(queryClient: QueryClient): (error: unknown) => void {
  const before = new WeakMap<object, unknown>();
  let changed = false;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (action.type === 'fetch') before.set(query, query.state.data);
    // Data written without a fetch (a real-time event's setQueryData) has no entry: a change.
    else if (action.type === 'success' && query.state.data !== before.get(query)) changed = true;
  });
  return (error) => {
    if ((error as { digest?: unknown } | null)?.digest === SERVER_RENDER_FALLBACK_DIGEST) return;
    // React's production build names the error by its number (418), the development build in words.
    if (changed && /#418\b|Hydration failed/.test(String(error))) return;
    reportError(error);
  };
}
