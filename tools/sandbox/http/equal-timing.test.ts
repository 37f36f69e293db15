import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EqualTiming } from './equal-timing.ts';

const duration = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

describe('equal timing of two branches', () => {
  it('makes the cheap branch last about as long as the expensive one usually takes', async () => {
    const timing = new EqualTiming(5, () => 0.5);
    for (let i = 0; i < 8; i += 1) await timing.measure(() => sleep(60));
    expect(timing.typical).toBeGreaterThan(45);
    const cheap = await duration(() => timing.pad(async () => 'done'));
    expect(cheap).toBeGreaterThanOrEqual(timing.typical - 2);
  });

  it('answers what the branch returns, and does not slow a cheap branch that already took long', async () => {
    const timing = new EqualTiming(10);
    expect(await timing.pad(async () => 42)).toBe(42);
    expect(await timing.measure(async () => 'x')).toBe('x');
    const slow = await duration(() => timing.pad(() => sleep(40)));
    expect(slow).toBeLessThan(40 + 30);
  });
});
