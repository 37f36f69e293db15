/**
 * The browser's first `Intl.NumberFormat` loads its number data: 30–50 ms of main thread on a
 * desktop core (120–200 ms at Lighthouse's 4× CPU slow-down), one long task in the start of every
 * page that shows an amount (a player's balance in the header). The data is shared by the page's
 * threads, so a worker loads it instead (warm-intl.worker.ts), while the page's code downloads:
 * the page's own first format then costs a fraction of a millisecond.
 */

/** The app waits at most this long for the worker before it formats anyway. */
export const WARM_INTL_MAX_MS = 300;

/** What this needs of a worker: its answer or failure, and its end. */
interface WarmingWorker {
  addEventListener(type: 'message' | 'error', listener: () => void, options: { once: true }): void;
  terminate(): void;
}

type CreateWorker = () => WarmingWorker;

const createWorker: CreateWorker = () =>
  new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });

let warming: Promise<void> | undefined;

/**
 * Starts loading the number data in a worker, once per page: the same promise on every call. It
 * resolves when the worker has loaded it, fails or is refused (a policy, no Worker), or after
 * `WARM_INTL_MAX_MS` from the first call that waits (`wait`).
 * @example warmIntl(); // app/entry.ts, at once
 * @example await warmIntl().wait(); Intl.NumberFormat(locale); // start-client.tsx
 */
export function warmIntl(create: CreateWorker = createWorker): { wait: () => Promise<void> } {
  warming ??= new Promise<void>((resolve) => {
    // Without Worker (an old browser, a test's DOM) or refused by the page's policy, it throws.
    try {
      const worker = create();
      const done = () => {
        worker.terminate();
        resolve();
      };
      worker.addEventListener('message', done, { once: true });
      worker.addEventListener('error', done, { once: true });
    } catch {
      resolve();
    }
  });
  const started = warming;
  return {
    wait: () =>
      Promise.race([started, new Promise<void>((resolve) => setTimeout(resolve, WARM_INTL_MAX_MS))]),
  };
}

/** Forgets the worker (tests). */
export function resetWarmIntl(): void {
  warming = undefined;
}
