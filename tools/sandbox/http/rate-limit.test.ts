import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../../server/http/http-error.ts';
import { addressKey, FULL_RETRY_AFTER_SECONDS, RateLimiter, type RateRule } from './rate-limit.ts';

const FIVE_PER_15_MIN: RateRule = { name: 'test', max: 5, windowMs: 15 * 60_000 };
const OTHER: RateRule = { name: 'other', max: 1, windowMs: 60_000 };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const refusal = (run: () => void): HttpError | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error as HttpError;
  }
};

describe('a rate limit', () => {
  it('lets the allowed number of events through, then refuses with 429 and the wait in seconds', () => {
    const time = clock();
    const limiter = new RateLimiter(time.now);
    const budget = [[FIVE_PER_15_MIN, 'ada@example.com']] as const;
    for (let i = 0; i < 5; i += 1) {
      expect(refusal(() => limiter.check(budget))).toBeNull();
      limiter.hit(budget);
      time.advance(60_000);
    }
    const refused = refusal(() => limiter.check(budget));
    expect(refused?.status).toBe(429);
    // The first event was 5 minutes ago: it leaves the window in 10 minutes.
    expect(refused?.body).toEqual({ error: 'rate_limited', retry_after: 600 });
    expect(refused?.headers).toEqual({ 'retry-after': '600' });
  });

  it('frees one event exactly when the oldest one leaves the window', () => {
    const time = clock();
    const limiter = new RateLimiter(time.now);
    const budget = [[FIVE_PER_15_MIN, 'k']] as const;
    for (let i = 0; i < 5; i += 1) limiter.hit(budget);
    time.advance(15 * 60_000 - 1_500);
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'k')).toBe(2);
    time.advance(1_500);
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'k')).toBe(0);
    for (let i = 0; i < 4; i += 1) limiter.hit(budget);
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'k')).toBe(0);
    limiter.hit(budget);
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'k')).toBe(900);
  });

  it('keeps keys and rules apart, and answers the longest wait of several budgets', () => {
    const time = clock();
    const limiter = new RateLimiter(time.now);
    for (let i = 0; i < 5; i += 1) limiter.hit([[FIVE_PER_15_MIN, 'a']]);
    limiter.hit([[OTHER, 'a']]);
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'b')).toBe(0);
    expect(limiter.secondsLeft(OTHER, 'b')).toBe(0);
    const refused = refusal(() =>
      limiter.check([
        [OTHER, 'a'],
        [FIVE_PER_15_MIN, 'a'],
      ]),
    );
    expect(refused?.body.retry_after).toBe(900);
  });

  it('starts a key afresh after a reset', () => {
    const limiter = new RateLimiter(clock().now);
    for (let i = 0; i < 5; i += 1) limiter.hit([[FIVE_PER_15_MIN, 'a']]);
    limiter.reset(FIVE_PER_15_MIN, 'a');
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'a')).toBe(0);
  });

  it('counts an attempt as it is taken, before the work, and takes it back when it succeeded', () => {
    const limiter = new RateLimiter(clock().now);
    const budget = [[FIVE_PER_15_MIN, 'a']] as const;
    const first = limiter.take(budget);
    for (let i = 0; i < 4; i += 1) limiter.take(budget);
    // Five taken, none finished yet: a sixth is refused at once.
    expect(refusal(() => limiter.take(budget))?.status).toBe(429);
    first.undo();
    expect(refusal(() => limiter.take(budget))).toBeNull();
  });

  it('never forgets a live lockout to make room: a new key waits while every key still counts', () => {
    const time = clock();
    const limiter = new RateLimiter(time.now, 3);
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 5; i += 1) limiter.hit([[FIVE_PER_15_MIN, key]]);
    const refused = refusal(() => limiter.check([[FIVE_PER_15_MIN, 'd']]));
    expect(refused?.status).toBe(429);
    expect(refused?.body.retry_after).toBe(FULL_RETRY_AFTER_SECONDS);
    // The locked keys are still locked.
    expect(limiter.secondsLeft(FIVE_PER_15_MIN, 'a')).toBe(900);
    // Once their events have left the window, their room is given to new keys.
    time.advance(15 * 60_000);
    expect(refusal(() => limiter.check([[FIVE_PER_15_MIN, 'd']]))).toBeNull();
  });
});

describe('addressKey', () => {
  it('counts an IPv6 client by its /64 network and an IPv4 one by its address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
