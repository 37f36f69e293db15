import { setTimeout as sleep } from 'node:timers/promises';

/** How many recent durations of the expensive branch the padding draws from. */
const DURATIONS_KEPT = 16;

/**
 * Makes the cheap branch of a call last about as long as its expensive branch does, so that an
 * answer's timing does not tell which one ran (a taken e-mail at sign-up, an unknown one at a
 * password reset). The expensive branch's recent durations are recorded as it runs; the cheap one
 * waits, after its own work, until a duration drawn from them has passed, so both branches take
 * times of the same spread.
 * @example const timing = new EqualTiming(); await (exists ? timing.pad(mailOwner) : timing.measure(create));
 */
export class EqualTiming {
  private readonly durations: number[] = [];

  constructor(
    /** What the cheap branch is padded to before the expensive one ever ran. */
    private readonly guessMs = 50,
    private readonly random: () => number = Math.random,
  ) {}

  /** Runs the expensive branch and records how long it took. */
  async measure<T>(run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const result = await run();
    this.durations.push(performance.now() - start);
    if (this.durations.length > DURATIONS_KEPT) this.durations.shift();
    return result;
  }

  /** Runs the cheap branch, then waits until a duration of the expensive branch has passed. */
  async pad<T>(run: () => Promise<T>): Promise<T> {
    const start = performance.now();
    const result = await run();
    const target =
      this.durations.length === 0
        ? this.guessMs
        : (this.durations[Math.floor(this.random() * this.durations.length)] ?? this.guessMs);
    const left = target - (performance.now() - start);
    if (left > 0) await sleep(left);
    return result;
  }

  /** The median recorded duration of the expensive branch (or the guess before any). */
  get typical(): number {
    if (this.durations.length === 0) return this.guessMs;
    const sorted = [...this.durations].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? this.guessMs;
  }
}
