import { AsyncLocalStorage } from 'node:async_hooks';

/** The work waiting for the commit of the transaction the current call runs in. */
const pending = new AsyncLocalStorage<{ hooks: (() => void)[]; settled: boolean }>();

/**
 * Runs a transaction (`run`), then, once it has committed, what its code deferred with
 * `afterCommit`; a transaction that fails drops it.
 */
export async function withAfterCommit<T>(run: () => Promise<T>): Promise<T> {
  const store = { hooks: [] as (() => void)[], settled: false };
  try {
    const result = await pending.run(store, run);
    store.settled = true;
    for (const hook of store.hooks.splice(0)) hook();
    return result;
  } finally {
    // A timer or promise started inside the transaction keeps its context after it: from then on,
    // what it publishes leaves at once.
    store.settled = true;
    store.hooks.length = 0;
  }
}

/**
 * Runs `effect` once the transaction the caller is in has committed, or now outside one. What a
 * write tells others (a real-time event) must not reach them before the data it speaks of can be
 * read, nor at all when the write is rolled back.
 */
export function afterCommit(effect: () => void): void {
  const store = pending.getStore();
  if (store && !store.settled) store.hooks.push(effect);
  else effect();
}
