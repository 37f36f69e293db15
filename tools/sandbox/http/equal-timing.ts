import { setTimeout as sleep } from 'node:timers/promises';

/** How much of each new measurement the typical duration takes in (exponential moving average). */
const LEARNING_RATE = 0.25;
/** Padding varies by up to this share either way, as the real work's duration does. */
const JITTER = 0.1;

/**
 * Makes the cheap branch of a call last about as long as its expensive branch usually does, so
 * that an answer's timing does not tell which one ran (a taken e-mail at sign-up, an unknown one at
 * a password reset). The expensive branch is measured as it runs; the cheap one waits out the rest
 * of the typical duration after its own work.
 * @example const timing = new EqualTiming(); await (exists ? timing.pad(mailOwner) : timing.measure(create));
 */
export class EqualTiming {
  private typicalMs: number;

  constructor(
    initialMs = 50,
    private readonly random: () => number = Math.random,
  ) {
    this.typicalMs = initialMs;
  }

  /** Runs the expensive branch and learns how long it takes. */
  async measure<T>(run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const result = await run();
    this.typicalMs += LEARNING_RATE * (performance.now() - start - this.typicalMs);
    return result;
  }

  /** Runs the cheap branch, then waits until about the expensive branch's typical duration has passed. */
  async pad<T>(run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const result = await run();
    const target = this.typicalMs * (1 - JITTER + 2 * JITTER * this.random());
    const left = target - (performance.now() - start);
    if (left > 0) await sleep(left);
    return result;
  }

  /** The duration the cheap branch is padded to (tests). */
  get typical(): number {
    return this.typicalMs;
  }
}
