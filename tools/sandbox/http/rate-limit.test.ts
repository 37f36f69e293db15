import { describe, expect, it } from 'vitest';
import type { HttpError } from './http-error.ts';
import { RateLimiter, type RateRule } from './rate-limit.ts';

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
});
