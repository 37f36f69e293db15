import { BoundedMap } from './bounded-map.ts';
import { HttpError } from './http-error.ts';

/** A budget: at most `max` counted events per key within any `windowMs`. */
export interface RateRule {
  /** Names the budget: keys of different rules never share a count. */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * How many keys a limiter remembers. Keys come from requests (e-mail addresses, client addresses),
 * so a flood of new keys drops the oldest instead of growing memory without bound.
 */
const MAX_KEYS = 100_000;

/**
 * In-memory sliding-window limiter: each key keeps the times of its last `max` events, so a budget
 * frees up exactly `windowMs` after each event. The sandbox runs as one process; its counts start
 * empty on a restart.
 * @example limiter.check([[SIGN_IN_PER_IP, request.ip]]); ... limiter.hit([[SIGN_IN_PER_IP, request.ip]]);
 */
export class RateLimiter {
  private readonly events = new BoundedMap<string, number[]>(MAX_KEYS);

  constructor(private readonly now: () => number = Date.now) {}

  /** Whole seconds until `key` may act again under `rule`; 0 when it may act now. */
  secondsLeft(rule: RateRule, key: string): number {
    const times = this.recent(rule, key);
    if (times.length < rule.max) return 0;
    const freesAt = (times[times.length - rule.max] ?? 0) + rule.windowMs;
    return Math.max(1, Math.ceil((freesAt - this.now()) / 1000));
  }

  /** Throws a 429 (with the longest wait of all) when any of the budgets is spent. */
  check(budgets: readonly (readonly [RateRule, string])[]): void {
    const wait = Math.max(0, ...budgets.map(([rule, key]) => this.secondsLeft(rule, key)));
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** Counts one event against each budget. */
  hit(budgets: readonly (readonly [RateRule, string])[]): void {
    const now = this.now();
    for (const [rule, key] of budgets) {
      const times = this.recent(rule, key);
      times.push(now);
      // Only the last `max` events can ever decide a wait.
      if (times.length > rule.max) times.splice(0, times.length - rule.max);
      const id = keyOf(rule, key);
      // Re-inserted so that the map drops the keys that have been quiet the longest.
      this.events.delete(id);
      this.events.set(id, times);
    }
  }

  /** Forgets the events of one budget (a proven owner starts afresh). */
  reset(rule: RateRule, key: string): void {
    this.events.delete(keyOf(rule, key));
  }

  private recent(rule: RateRule, key: string): number[] {
    const since = this.now() - rule.windowMs;
    return (this.events.get(keyOf(rule, key)) ?? []).filter((time) => time > since);
  }
}

const keyOf = (rule: RateRule, key: string) => `${rule.name}\u0000${key}`;

/** 429 with `Retry-After` (seconds) and the same wait in the body, for the client to show. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    { error: 'rate_limited', retry_after: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}
