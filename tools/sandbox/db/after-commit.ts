import { AsyncLocalStorage } from 'node:async_hooks';

/** The work waiting for the commit of the transaction the current call runs in. */
const pending = new AsyncLocalStorage<(() => void)[]>();

/**
 * Runs a transaction (`run`), then, once it has committed, what its code deferred with
 * `afterCommit`; a transaction that fails drops it.
 */
export async function withAfterCommit<T>(run: () => Promise<T>): Promise<T> {
  const hooks: (() => void)[] = [];
  const result = await pending.run(hooks, run);
  for (const hook of hooks) hook();
  return result;
}

/**
 * Runs `effect` once the transaction the caller is in has committed, or now outside one. What a
 * write tells others (a real-time event) must not reach them before the data it speaks of can be
 * read, nor at all when the write is rolled back.
 */
export function afterCommit(effect: () => void): void {
  const hooks = pending.getStore();
  if (hooks) hooks.push(effect);
  else effect();
}
