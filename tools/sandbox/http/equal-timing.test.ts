import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EqualTiming } from './equal-timing.ts';

const duration = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

describe('equal timing of two branches', () => {
  it('makes the cheap branch last as long as the expensive one does', async () => {
    const timing = new EqualTiming(5, () => 0.5);
    for (let i = 0; i < 5; i += 1) await timing.measure(() => sleep(60));
    expect(timing.typical).toBeGreaterThanOrEqual(55);
    const cheap = await duration(() => timing.pad(async () => 'done'));
    expect(cheap).toBeGreaterThanOrEqual(55);
  });

  it('draws each padding from the recorded durations, so both branches spread alike', async () => {
    let draw = 0;
    const timing = new EqualTiming(5, () => draw);
    await timing.measure(() => sleep(10));
    await timing.measure(() => sleep(80));
    draw = 0;
    expect(await duration(() => timing.pad(async () => undefined))).toBeLessThan(60);
    draw = 0.99;
    expect(await duration(() => timing.pad(async () => undefined))).toBeGreaterThanOrEqual(75);
  });

  it('pads to its guess before the expensive branch ever ran', async () => {
    const timing = new EqualTiming(40);
    expect(await duration(() => timing.pad(async () => undefined))).toBeGreaterThanOrEqual(38);
  });

  it('answers what the branch returns, and does not slow a cheap branch that already took long', async () => {
    const timing = new EqualTiming(10);
    expect(await timing.pad(async () => 42)).toBe(42);
    expect(await timing.measure(async () => 'x')).toBe('x');
    const slow = await duration(() => timing.pad(() => sleep(40)));
    expect(slow).toBeLessThan(40 + 30);
  });
});
