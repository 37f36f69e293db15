import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endHydrationTurn,
  HYDRATION_TURN_MAX_MS,
  hydrationTurn,
  resetHydrationTurns,
} from './hydration-turns.ts';

const granted = (turn: Promise<void>) => (turn as { status?: string }).status === 'fulfilled';

beforeEach(() => {
  vi.useFakeTimers();
  resetHydrationTurns();
});

afterEach(() => {
  resetHydrationTurns();
  vi.useRealTimers();
});

describe('hydration turns', () => {
  it('grants the first boundary at once, and each next one in a task of its own once the one before has hydrated', async () => {
    const first = hydrationTurn('a');
    const second = hydrationTurn('b');
    const third = hydrationTurn('c');
    expect(granted(first)).toBe(true);
    expect(granted(second)).toBe(false);
    // The same boundary rendering again waits on the same turn.
    expect(hydrationTurn('b')).toBe(second);

    endHydrationTurn('a');
    expect(granted(second)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted(second)).toBe(true);
    expect(granted(third)).toBe(false);
    await expect(second).resolves.toBeUndefined();

    // The end of a turn that is not the current one changes nothing.
    endHydrationTurn('c');
    await vi.advanceTimersByTimeAsync(1);
    expect(granted(third)).toBe(false);
    endHydrationTurn('b');
    await vi.advanceTimersByTimeAsync(1);
    expect(granted(third)).toBe(true);
  });

  it('lets the next boundary go when one never ends its turn (a render thrown away)', async () => {
    hydrationTurn('a');
    const second = hydrationTurn('b');
    await vi.advanceTimersByTimeAsync(HYDRATION_TURN_MAX_MS - 1);
    expect(granted(second)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // The next turn comes in the task after.
    expect(granted(second)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted(second)).toBe(true);
  });

  it('grants a boundary that asks when no turn is running at once', async () => {
    const first = hydrationTurn('a');
    endHydrationTurn('a');
    await vi.advanceTimersByTimeAsync(1);
    expect(granted(first)).toBe(true);
    expect(granted(hydrationTurn('late'))).toBe(true);
  });
});
