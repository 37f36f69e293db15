import { describe, expect, it } from 'vitest';
import { SYMBOLS, spinOutcome, TWO_CHERRIES_PAYS } from './slot-machine.ts';

describe('the sandbox slot', () => {
  it('gives the same outcome for the same wallet, game and spin number', () => {
    expect(spinOutcome('player:1', 'a/b', 7)).toEqual(spinOutcome('player:1', 'a/b', 7));
    const outcomes = new Set(
      Array.from({ length: 20 }, (_, n) => spinOutcome('player:1', 'a/b', n).reels.join('')),
    );
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('pays three of a kind by the symbol and two cherries a fixed multiple', () => {
    for (let n = 0; n < 2_000; n++) {
      const { labels, multiplier } = spinOutcome('player:2', 'x/y', n);
      const three = labels.every((label) => label === labels[0]);
      const cherries = labels.filter((label) => label === 'cherry').length;
      const expected = three
        ? SYMBOLS.find((symbol) => symbol.label === labels[0])?.pays
        : cherries >= 2
          ? TWO_CHERRIES_PAYS
          : 0;
      expect(multiplier).toBe(expected);
    }
  });

  it('returns less than it takes over many spins (a house edge)', () => {
    let paid = 0;
    const spins = 20_000;
    for (let n = 0; n < spins; n++) paid += spinOutcome('player:3', 'x/y', n).multiplier;
    expect(paid / spins).toBeGreaterThan(0.6);
    expect(paid / spins).toBeLessThan(1);
  });
});
