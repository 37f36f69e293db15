import { describe, expect, it } from 'vitest';
import { exchangeStep, isSaleCard, missingPoints, rateFor, saleActive } from './points-store.ts';

describe('sale and tabs', () => {
  it('keeps the discount tab open until the sale end day starts (UTC)', () => {
    expect(saleActive('20/06/2026', Date.UTC(2026, 5, 19, 23, 59))).toBe(true);
    expect(saleActive('20/06/2026', Date.UTC(2026, 5, 20, 0, 0))).toBe(false);
    expect(saleActive(null, Date.UTC(2026, 5, 1))).toBe(false);
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

  it('counts the points still missing for a card, never below zero', () => {
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
