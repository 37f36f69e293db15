import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskWinnerName } from './names.ts';

describe('maskWinnerName', () => {
  it.each([
    ['alexander', 'alexan***'],
    ['bob', 'bob***'],
    ['', '***'],
    ['😀😀😀😀😀😀😀', '😀😀😀😀😀😀***'],
  ])('shows %j as %j', (name, masked) => {
    expect(maskWinnerName(name)).toBe(masked);
  });

  it('never reveals more than six characters of the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), (name) => {
        const masked = maskWinnerName(name);
        expect(masked.endsWith('***')).toBe(true);
        const shown = Array.from(masked.slice(0, -3));
        expect(shown.length).toBeLessThanOrEqual(6);
        expect(name.startsWith(shown.join(''))).toBe(true);
      }),
    );
  });
});
