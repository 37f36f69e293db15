import { describe, expect, it } from 'vitest';
import { biggestWins, JACKPOT_LEADERBOARD_SIZE, latestWins, levelMinBet } from './jackpots.ts';

const win = (cents: number, day: number) => ({
  jackpot_original_amount_cents: cents,
  created_at: `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
});

describe('jackpot leaderboards', () => {
  const wins = [win(500, 1), win(90_000, 2), win(1_000, 9), win(250_000, 3), win(700, 8), win(90_000, 7)];

  it('lists five winners, the biggest first', () => {
    expect(JACKPOT_LEADERBOARD_SIZE).toBe(5);
    const biggest = biggestWins(wins);
    expect(biggest.map((w) => w.jackpot_original_amount_cents)).toEqual([
      250_000, 90_000, 90_000, 1_000, 700,
    ]);
    // Equal amounts: the newer win first.
    expect(biggest[1]?.created_at).toContain('03-07');
  });

  it('lists the latest winners first', () => {
    expect(latestWins(wins, 3).map((w) => w.created_at.slice(8, 10))).toEqual(['09', '08', '07']);
  });

  it('does not reorder the list it was given', () => {
    const before = wins.map((w) => w.created_at);
    biggestWins(wins);
    expect(wins.map((w) => w.created_at)).toEqual(before);
  });
});

describe('level minimum bet', () => {
  it("takes the player's currency, else EUR, else none", () => {
    expect(levelMinBet({ EUR: 20, CAD: 30 }, 'CAD')).toEqual({ currency: 'CAD', cents: 30 });
    expect(levelMinBet({ EUR: 20, CAD: 30 }, 'NOK')).toEqual({ currency: 'EUR', cents: 20 });
    expect(levelMinBet({ CAD: 30 }, 'NOK')).toBeNull();
    expect(levelMinBet(undefined, 'EUR')).toBeNull();
  });
});
