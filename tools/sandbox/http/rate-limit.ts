import { isIP } from 'node:net';
import { HttpError } from '../../../server/http/http-error.ts';

/** A budget: at most `max` counted events per key within any `windowMs`. */
export interface RateRule {
  /** Names the budget: keys of different rules never share a count. */
  name: string;
  max: number;
  windowMs: number;
}

export type Budgets = readonly (readonly [RateRule, string])[];

/**
 * How many keys a limiter remembers. Keys come from requests (e-mail addresses, client addresses),
 * so memory is bounded; when every remembered key is still counting, a new key is refused rather
 * than an old one forgotten: forgetting would hand a locked-out account a fresh budget.
 */
export const MAX_RATE_KEYS = 100_000;
/** The wait a new key is given while the limiter is full of live keys. */
export const FULL_RETRY_AFTER_SECONDS = 60;

interface Events {
  windowMs: number;
  /** Times of the last `max` events, oldest first. */
  times: number[];
}

/**
 * In-memory sliding-window limiter: each key keeps the times of its last `max` events, so a budget
 * frees up exactly `windowMs` after each event. The sandbox runs as one process; its counts start
 * empty on a restart.
 * @example const attempt = limits.take(budgets); ...; if (succeeded) attempt.undo();
 */
export class RateLimiter {
  private readonly events = new Map<string, Events>();
  /** While full of live keys: the earliest moment one of them expires (no scan before then). */
  private nextFreeAt = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MAX_RATE_KEYS,
  ) {}

  /** Whole seconds until `key` may act again under `rule`; 0 when it may act now. */
  secondsLeft(rule: RateRule, key: string): number {
    const times = this.recent(rule, key);
    if (times.length < rule.max) return 0;
    const freesAt = (times[times.length - rule.max] ?? 0) + rule.windowMs;
    return Math.max(1, Math.ceil((freesAt - this.now()) / 1000));
  }

  /** Throws a 429 (with the longest wait of all) when any of the budgets is spent. */
  check(budgets: Budgets): void {
    const wait = Math.max(0, ...budgets.map(([rule, key]) => this.secondsLeft(rule, key)));
    if (wait > 0) throw tooManyRequests(wait);
    const fresh = budgets.filter(([rule, key]) => !this.events.has(keyOf(rule, key))).length;
    if (fresh > 0 && !this.makeRoom(fresh)) throw tooManyRequests(FULL_RETRY_AFTER_SECONDS);
  }

  /** Counts one event against each budget. */
  hit(budgets: Budgets, at = this.now()): void {
    for (const [rule, key] of budgets) {
      const times = this.recent(rule, key);
      times.push(at);
      // Only the last `max` events can ever decide a wait.
      if (times.length > rule.max) times.splice(0, times.length - rule.max);
      const id = keyOf(rule, key);
      // Re-inserted so that the map's order is the order of last activity.
      this.events.delete(id);
      this.events.set(id, { windowMs: rule.windowMs, times });
    }
  }

  /**
   * Checks and counts in one step, before the work that may fail: requests that arrive together
   * cannot all pass the check before any is counted. `undo` takes the event back (the attempt
   * succeeded and must not count as a failure).
   */
  take(budgets: Budgets): { undo: () => void } {
    this.check(budgets);
    const at = this.now();
    this.hit(budgets, at);
    return {
      undo: () => {
        for (const [rule, key] of budgets) {
          const times = this.events.get(keyOf(rule, key))?.times;
          const index = times?.lastIndexOf(at) ?? -1;
          if (times && index !== -1) times.splice(index, 1);
        }
      },
    };
  }

  /** Forgets the events of one budget (a proven owner starts afresh). */
  reset(rule: RateRule, key: string): void {
    this.events.delete(keyOf(rule, key));
  }

  /** Room for `count` new keys: drops the keys whose events have all left their window. */
  private makeRoom(count: number): boolean {
    if (this.events.size + count <= this.maxKeys) return true;
    const now = this.now();
    // A flood of new keys while full must not cost a scan each.
    if (now < this.nextFreeAt) return false;
    let nextFreeAt = Infinity;
    for (const [id, { windowMs, times }] of this.events) {
      const expires = (times[times.length - 1] ?? 0) + windowMs;
      if (expires <= now) this.events.delete(id);
      else nextFreeAt = Math.min(nextFreeAt, expires);
    }
    const room = this.events.size + count <= this.maxKeys;
    this.nextFreeAt = room ? 0 : nextFreeAt;
    return room;
  }

  private recent(rule: RateRule, key: string): number[] {
    const since = this.now() - rule.windowMs;
    return (this.events.get(keyOf(rule, key))?.times ?? []).filter((time) => time > since);
  }
}

const keyOf = (rule: RateRule, key: string) => `${rule.name}\u0000${key}`;

/** Hextets of an IPv6 network (/64) that one customer of a provider usually gets whole. */
const IPV6_NETWORK_HEXTETS = 4;

/**
 * The client address a per-address budget counts: an IPv4 address as it is, an IPv6 address by
 * its /64 network (one subscriber can use all of its 2^64 addresses), an IPv4-mapped IPv6 address
 * as its IPv4 address.
 * @example addressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] ?? ip;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hextets = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const network = hextets.slice(0, IPV6_NETWORK_HEXTETS).map((part) => part.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}

/** 429 with `Retry-After` (seconds) and the same wait in the body, for the client to show. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    { error: 'rate_limited', retry_after: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
}
