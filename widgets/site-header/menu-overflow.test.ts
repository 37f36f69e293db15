import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fittingCount } from './menu-overflow.ts';

describe('fittingCount', () => {
  it('shows every item without a More button when they all fit', () => {
    expect(fittingCount([100, 120, 80], 300, 70)).toBe(3);
    expect(fittingCount([100, 120, 80], 316, 70, 8)).toBe(3);
  });

  it('collapses the tail into More, keeping room for the More button', () => {
    // 100 + 120 + 80 = 300 > 299: More (70) + 100 + 120 = 290 fits, + 80 does not.
    expect(fittingCount([100, 120, 80], 299, 70)).toBe(2);
    expect(fittingCount([100, 120, 80], 200, 70)).toBe(1);
  });

  it('counts the gaps between items and before More', () => {
    // 70 + 8 + 100 + 8 + 120 = 306 > 300
    expect(fittingCount([100, 120, 80], 300, 70, 8)).toBe(1);
  });

  it('puts everything into More when not even the first item fits beside it', () => {
    expect(fittingCount([150, 120], 200, 70)).toBe(0);
  });

  it('keeps every item while the row has not been measured', () => {
    expect(fittingCount([150, 120], 0, 70)).toBe(2);
  });

  it('never lets the shown items and the More button overflow the row (unless More alone is wider)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 300 }), { maxLength: 15 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 20, max: 120 }),
        fc.integer({ min: 0, max: 16 }),
        (widths, available, more, gap) => {
          const n = fittingCount(widths, available, more, gap);
          const shown = widths.slice(0, n).reduce((a, b) => a + b, 0) + gap * Math.max(0, n - 1);
          if (n === widths.length) return shown <= available;
          if (more > available) return n === 0;
          return more + shown + (n > 0 ? gap : 0) <= available;
        },
      ),
    );
  });
});
