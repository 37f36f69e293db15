import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardCost,
  cardOffered,
  cardOnTab,
  clampQuantity,
  discountTabAvailable,
  exchangeAvailability,
  isStoreRewardType,
  missingAmount,
  quantityBounds,
  saleBadge,
  saleRunning,
  shownStoreTab,
  type SaleLike,
} from './rocket-mart.ts';

const SALE: SaleLike = {
  endDate: '20/06/2026',
  cards: {
    sale_fs: { discountPercent: 40, fullPrice: 8000 },
    sale_cheap: { discountPercent: 10, fullPrice: 100 },
    plain: { discountPercent: 30, fullPrice: 9000 },
  },
};

describe('sale', () => {
  it.each([
    ['the day before the end day, last minute', SALE, Date.UTC(2026, 5, 19, 23, 59), true],
    ['the end day itself', SALE, Date.UTC(2026, 5, 20, 0, 0), false],
    ['long after', SALE, Date.UTC(2027, 0, 1), false],
    ['no sale document', null, Date.UTC(2026, 5, 1), false],
    ['an unreadable end day', { endDate: '2026-06-20', cards: {} }, Date.UTC(2026, 5, 1), false],
  ])('runs on %s: %s', (_name, sale, now, expected) => {
    expect(saleRunning(sale, now)).toBe(expected);
  });

  it.each([
    ['a sale card of a running sale', 'sale_fs', 5000, true, { percent: 40, fullPrice: 8000 }],
    ['the same card after the sale', 'sale_fs', 5000, false, null],
    ['a card whose group is no sale group', 'plain', 5000, true, null],
    ['a sale card the document does not name', 'sale_other', 5000, true, null],
    ['a full price not above the cost', 'sale_cheap', 100, true, null],
    ['a full price above the cost by one', 'sale_cheap', 99, true, { percent: 10, fullPrice: 100 }],
  ])('badge of %s', (_name, group, cost, running, expected) => {
    expect(saleBadge(group, cost, SALE, running)).toEqual(expected);
  });

  it('offers sale cards only while the sale runs', () => {
    expect(cardOffered('sale_fs', true)).toBe(true);
    expect(cardOffered('sale_fs', false)).toBe(false);
    expect(cardOffered('freespins_10', false)).toBe(true);
  });
});

describe('tabs', () => {
  it.each([
    [true, true, 1, true],
    [true, true, 0, false],
    [true, false, 2, false],
    [false, true, 2, false],
  ])('discount tab: sale %s, signed in %s, %i discounted → %s', (running, loggedIn, count, expected) => {
    expect(discountTabAvailable(running, loggedIn, count)).toBe(expected);
  });

  it.each([
    ['discounts', true, 'discounts'],
    ['discounts', false, 'all'],
    ['money', false, 'money'],
    ['all', true, 'all'],
  ] as const)('%s with discount available %s shows %s', (tab, available, expected) => {
    expect(shownStoreTab(tab, available)).toBe(expected);
  });

  it.each([
    ['all', 'money', false, true],
    ['discounts', 'freespins', true, true],
    ['discounts', 'freespins', false, false],
    ['freespins', 'freespins', true, true],
    ['money', 'freespins', false, false],
    ['special', 'lootboxes', false, true],
    ['special', 'money', false, false],
  ] as const)('tab %s holds a %s card (discounted %s): %s', (tab, type, discounted, expected) => {
    expect(cardOnTab(tab, type, discounted)).toBe(expected);
  });

  it('knows the reward types it sells', () => {
    expect(isStoreRewardType('lootboxes')).toBe(true);
    expect(isStoreRewardType('lotteries')).toBe(false);
    expect(isStoreRewardType('toString')).toBe(false);
  });
});

describe('cost', () => {
  const rates = [
    { currency: 'EUR', points: 500, amount_cents: 500 },
    { currency: 'CAD', points: 700, amount_cents: 750 },
  ];
  it.each([
    ['the player currency rate', { rate: { points: 1 }, rates }, 'CAD', 700],
    ['the EUR rate for another currency', { rates }, 'NZD', 500],
    ['the EUR rate for a guest', { rates }, null, 500],
    ['the single rate without rates', { rate: { points: 800 } }, 'CAD', 800],
    ['the single rate with an empty rates list', { rate: { points: 800 }, rates: [] }, 'CAD', 800],
    ['nothing without a price', {}, 'EUR', null],
    ['nothing for a zero price', { rate: { points: 0 } }, 'EUR', null],
  ])('uses %s', (_name, card, currency, expected) => {
    expect(cardCost(card, currency)).toBe(expected);
  });
});

describe('exchange area', () => {
  it.each([
    [false, 10_000, 500, 'guest'],
    [true, 500, 500, 'enough'],
    [true, 499, 500, 'shortage'],
    [true, 0, 500, 'shortage'],
  ] as const)('signed in %s with %i coins for %i: %s', (loggedIn, points, cost, expected) => {
    expect(exchangeAvailability(loggedIn, points, cost)).toBe(expected);
  });

  it.each([
    [1000, 300, 3],
    [900, 300, 3],
    [299, 300, 0],
    [0, 300, 0],
    [500, 0, 0],
  ])('%i coins at %i each buy at most %i', (points, cost, max) => {
    expect(quantityBounds(points, cost)).toEqual({ min: 1, max });
  });

  it('never lets a player exchange more than the coins buy', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.integer({ min: 1, max: 10 ** 6 }), (points, cost) => {
        const { max } = quantityBounds(points, cost);
        expect(max * cost).toBeLessThanOrEqual(points);
        expect((max + 1) * cost).toBeGreaterThan(points);
      }),
    );
  });

  it.each([
    [0, { min: 1, max: 3 }, 1],
    [2, { min: 1, max: 3 }, 2],
    [2.7, { min: 1, max: 3 }, 2],
    [9, { min: 1, max: 3 }, 3],
    [Number.NaN, { min: 1, max: 3 }, 1],
    [5, { min: 1, max: 0 }, 1],
  ])('holds %d within %o at %i', (value, bounds, expected) => {
    expect(clampQuantity(value, bounds)).toBe(expected);
  });

  it.each([
    [true, 300, 500, 200],
    [true, 500, 500, null],
    [true, 900, 500, null],
    [false, 0, 500, null],
  ])('missing for signed in %s, %i coins, cost %i: %s', (loggedIn, points, cost, expected) => {
    expect(missingAmount(loggedIn, points, cost)).toBe(expected);
  });
});
