import { describe, expect, it } from 'vitest';
import {
  canExchange,
  coinImageAmount,
  compPointSumsFor,
  effectiveStoreTab,
  exchangeStep,
  isSaleCard,
  missingPoints,
  rateFor,
  saleActive,
} from './points-store.ts';

describe('sale and tabs', () => {
  it('keeps the discount tab open until the sale end day starts (UTC)', () => {
    expect(saleActive('20/06/2026', Date.UTC(2026, 5, 19, 23, 59))).toBe(true);
    expect(saleActive('20/06/2026', Date.UTC(2026, 5, 20, 0, 0))).toBe(false);
    expect(saleActive(null, Date.UTC(2026, 5, 1))).toBe(false);
  });

  it('falls back from the discount tab to all when the sale is over or for guests', () => {
    expect(effectiveStoreTab('discounts', true, true)).toBe('discounts');
    expect(effectiveStoreTab('discounts', false, true)).toBe('all');
    expect(effectiveStoreTab('discounts', true, false)).toBe('all');
    expect(effectiveStoreTab('money', false, false)).toBe('money');
  });

  it('recognises sale cards by their group', () => {
    expect(isSaleCard({ group: 'sale_spring' })).toBe(true);
    expect(isSaleCard({ group: 'money_1' })).toBe(false);
  });
});

describe('exchange', () => {
  const rates = [
    { currency: 'EUR', points: 100, amount_cents: 100 },
    { currency: 'CAD', points: 150, amount_cents: 100 },
  ];

  it('uses the rate of the player currency, else EUR', () => {
    expect(rateFor(rates, 'CAD')?.points).toBe(150);
    expect(rateFor(rates, 'NZD')?.points).toBe(100);
  });

  it('is available once the points reach the rate', () => {
    expect(canExchange(150, rateFor(rates, 'CAD'))).toBe(true);
    expect(canExchange(149, rateFor(rates, 'CAD'))).toBe(false);
    expect(canExchange(1000, undefined)).toBe(false);
    expect(missingPoints(120, 150)).toBe(30);
    expect(missingPoints(200, 150)).toBe(0);
  });

  it('sends guests to register, multi-accounts to confirm and non-bonus players to enable bonuses', () => {
    expect(exchangeStep({ loggedIn: false, multiAccount: false, canIssueBonuses: true })).toBe('register');
    expect(exchangeStep({ loggedIn: true, multiAccount: true, canIssueBonuses: false })).toBe(
      'confirm-multi-account',
    );
    expect(exchangeStep({ loggedIn: true, multiAccount: false, canIssueBonuses: false })).toBe(
      'enable-bonuses',
    );
    expect(exchangeStep({ loggedIn: true, multiAccount: false, canIssueBonuses: true })).toBe('exchange');
  });
});

describe('coins and sums', () => {
  it.each([
    [0, 25],
    [2500, 2500],
    [49_999, 25000],
    [10_000_000, 5_000_000],
  ])('shows %i EUR cents with the %i coin image', (cents, image) => {
    expect(coinImageAmount(cents)).toBe(image);
  });

  it('gives comp-point sums per currency with EUR as fallback', () => {
    expect(compPointSumsFor('CAD')).toEqual({ bets: 9_000_000, deposits: 900_000 });
    expect(compPointSumsFor('BRL')).toEqual({ bets: 30_000_000, deposits: 3_000_000 });
    expect(compPointSumsFor('JPY')).toEqual({ bets: 6_000_000, deposits: 600_000 });
  });
});
