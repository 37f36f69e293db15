import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentQuestLevel, questLevelState, questThresholdsFor } from './quests.ts';

describe('quest levels', () => {
  const thresholds = [500, 1000, 2000];

  it.each([
    [0, 0],
    [499, 0],
    [500, 1],
    [1999, 2],
    [2_000_000, 3],
  ])('with bets of %i the current level is %i', (bets, level) => {
    expect(currentQuestLevel(thresholds, bets)).toBe(level);
  });

  it('never goes down as bets grow', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, extra) => {
        expect(currentQuestLevel(thresholds, a + extra)).toBeGreaterThanOrEqual(
          currentQuestLevel(thresholds, a),
        );
      }),
    );
  });

  it('marks reached levels completed, the next active and the rest locked', () => {
    expect(questLevelState(1, 2)).toBe('completed');
    expect(questLevelState(3, 2)).toBe('active');
    expect(questLevelState(4, 2)).toBe('locked');
  });

  it('uses the thresholds of the currency, else EUR', () => {
    const perCurrency = { EUR: [500], CAD: [700] };
    expect(questThresholdsFor(perCurrency, 'CAD')).toEqual([700]);
    expect(questThresholdsFor(perCurrency, 'NZD')).toEqual([500]);
  });
});
