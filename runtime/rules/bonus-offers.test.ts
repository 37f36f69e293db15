import { describe, expect, it } from 'vitest';
import type { BonusOffer } from '../api/types.ts';
import { offerFitsDeposit, offerMinimum } from './bonus-offers.ts';

const offer = (conditions: unknown[]) => ({ bonuses: [{ conditions }] }) as unknown as BonusOffer;

describe('deposit bonus offers', () => {
  const second = offer([
    { field: 'deposit_number', type: 'eq', value: [2] },
    {
      field: 'amount',
      type: 'min',
      value: [
        { currency: 'EUR', amount_cents: 2000 },
        { currency: 'CAD', amount_cents: 3000 },
      ],
    },
  ]);

  it("reads the smallest deposit of the player's currency, or none", () => {
    expect(offerMinimum(second, 'CAD')).toBe(3000);
    expect(offerMinimum(second, 'BTC')).toBeNull();
    expect(offerMinimum(offer([]), 'EUR')).toBeNull();
  });

  it('fits the deposit its deposit_number names, and any deposit without one', () => {
    expect(offerFitsDeposit(second, 2)).toBe(true);
    expect(offerFitsDeposit(second, 1)).toBe(false);
    expect(offerFitsDeposit(second, null)).toBe(true);
    expect(offerFitsDeposit(offer([]), 5)).toBe(true);
  });
});
