import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle run of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
  });

  it('averages the two middle runs of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores runs that produced no number', () => {
    expect(median([Number.NaN, 7, Number.POSITIVE_INFINITY])).toBe(7);
  });

  it('is NaN when no run produced a number', () => {
    expect(median([])).toBeNaN();
  });
});
