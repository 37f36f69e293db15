// No imports: the page's start (deferred rows, analytics) and late chunks (the popup warmer, the PWA) share it.

/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (a browser without
 * requestIdleCallback cannot say when it is idle: after `timeoutMs`). Returns a function that
 * cancels it.
 * @example const cancel = whenIdle(() => mountRows(), 1_000);
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, timeoutMs);
  return () => clearTimeout(timer);
}
