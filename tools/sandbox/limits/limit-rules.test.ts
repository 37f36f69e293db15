import { describe, expect, it } from 'vitest';
import { limitReached, periodStart } from './limit-rules.ts';

describe('limit rules', () => {
  it('counts a limit as reached when the amount minus the absolute current value is at most 0', () => {
    expect(limitReached(1_000, 999)).toBe(false);
    expect(limitReached(1_000, 1_000)).toBe(true);
    expect(limitReached(1_000, -1_200)).toBe(true);
  });

  it('starts periods at UTC midnight, on Monday and on the first of the month', () => {
    const sunday = new Date('2026-11-22T15:30:00Z');
    expect(periodStart('day', sunday).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(periodStart('week', sunday).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(periodStart('month', sunday).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
