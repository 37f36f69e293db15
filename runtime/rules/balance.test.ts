import { describe, expect, it } from 'vitest';
import {
  currentAccount,
  displayBalance,
  listedAccounts,
  openableCurrencies,
  wageringProgress,
  wageringTotals,
} from './balance.ts';

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

describe('account list', () => {
  const wallet = (currency: string, over: { active?: boolean; hidden_at?: string | null } = {}) => ({
    currency,
    amount_cents: 0,
    available_to_cashout_cents: 0,
    active: false,
    hidden_at: null,
    ...over,
  });
  const currencies = ['CAD', 'EUR', 'BTC', 'ETH', 'USDT'].map((code) => ({
    code,
    fiat: code === 'CAD' || code === 'EUR',
  }));

  it('lists the account in use first, then the others in the platform order', () => {
    const list = listedAccounts([wallet('CAD'), wallet('EUR'), wallet('BTC', { active: true })], 'CAD');
    expect(list.map((a) => a.currency)).toEqual(['BTC', 'CAD', 'EUR']);
  });

  it('leaves hidden accounts out unless the player uses one', () => {
    const hidden = '2026-01-01T00:00:00Z';
    expect(
      listedAccounts([wallet('CAD', { active: true }), wallet('EUR', { hidden_at: hidden })]).map(
        (a) => a.currency,
      ),
    ).toEqual(['CAD']);
    expect(
      listedAccounts([wallet('CAD'), wallet('EUR', { hidden_at: hidden, active: true })]).map(
        (a) => a.currency,
      ),
    ).toEqual(['EUR', 'CAD']);
  });

  it('offers a fiat player every crypto currency and the other fiat ones, and vice versa', () => {
    const cadPlayer = openableCurrencies(currencies, [wallet('CAD', { active: true })]);
    expect(cadPlayer.fiat.map((c) => c.code)).toEqual(['EUR']);
    expect(cadPlayer.crypto.map((c) => c.code)).toEqual(['BTC', 'ETH', 'USDT']);
    const btcPlayer = openableCurrencies(currencies, [wallet('BTC', { active: true })]);
    expect(btcPlayer.fiat.map((c) => c.code)).toEqual(['CAD', 'EUR']);
    expect(btcPlayer.crypto.map((c) => c.code)).toEqual(['ETH', 'USDT']);
  });

  it("offers a hidden account's currency again and nothing once every currency is held", () => {
    const hidden = openableCurrencies(currencies, [
      wallet('CAD', { active: true }),
      wallet('EUR', { hidden_at: '2026-01-01T00:00:00Z' }),
    ]);
    expect(hidden.fiat.map((c) => c.code)).toEqual(['EUR']);
    const all = openableCurrencies(
      currencies,
      currencies.map((c) => wallet(c.code)),
    );
    expect(all).toEqual({ fiat: [], crypto: [] });
  });
});
