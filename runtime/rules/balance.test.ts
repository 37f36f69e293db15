import { describe, expect, it } from 'vitest';
import { currentAccount, displayBalance, wageringProgress, wageringTotals } from './balance.ts';

describe('display balances', () => {
  it('derives real, bonus and common from an account', () => {
    expect(displayBalance({ currency: 'EUR', amount_cents: 1500, available_to_cashout_cents: 1000 })).toEqual(
      {
        currency: 'EUR',
        real: 1000,
        bonus: 500,
        common: 1500,
      },
    );
  });

  it('never shows a negative bonus balance', () => {
    expect(
      displayBalance({ currency: 'EUR', amount_cents: 900, available_to_cashout_cents: 1000 }).bonus,
    ).toBe(0);
  });

  it('shows the active account, else the one in the player currency, else the first', () => {
    const eur = { currency: 'EUR', amount_cents: 1, available_to_cashout_cents: 1, active: false };
    const cad = { currency: 'CAD', amount_cents: 2, available_to_cashout_cents: 2, active: false };
    expect(currentAccount([eur, { ...cad, active: true }])?.currency).toBe('CAD');
    expect(currentAccount([eur, cad], 'CAD')?.currency).toBe('CAD');
    expect(currentAccount([eur, cad])?.currency).toBe('EUR');
    expect(currentAccount([])).toBeUndefined();
  });
});

describe('wagering progress', () => {
  const bonuses = [
    { stage: 'handle_bets', currency: 'EUR', amount_wager_cents: 1000, amount_wager_requirement_cents: 3000 },
    { stage: 'handle_bets', currency: 'EUR', amount_wager_cents: 0, amount_wager_requirement_cents: 3000 },
    { stage: 'issued', currency: 'EUR', amount_wager_cents: 999, amount_wager_requirement_cents: 999 },
    { stage: 'handle_bets', currency: 'CAD', amount_wager_cents: 999, amount_wager_requirement_cents: 999 },
  ];

  it('sums only bonuses being wagered in the player currency', () => {
    expect(wageringTotals(bonuses, 'EUR')).toEqual({ wagered: 1000, total: 6000 });
  });

  it('rounds the percentage down', () => {
    expect(wageringProgress({ bonus: 100 }, { wagered: 1000, total: 6000 })).toBe(16);
    expect(wageringProgress({ bonus: 100 }, { wagered: 5999, total: 6000 })).toBe(99);
  });

  it('is hidden when there is no bonus balance', () => {
    expect(wageringProgress({ bonus: 0 }, { wagered: 1000, total: 6000 })).toBeNull();
  });

  it('stays within 0 to 100', () => {
    expect(wageringProgress({ bonus: 1 }, { wagered: 0, total: 0 })).toBe(0);
    expect(wageringProgress({ bonus: 1 }, { wagered: 9000, total: 6000 })).toBe(100);
  });
});
