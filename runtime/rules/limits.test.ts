import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyLimitReached,
  isDepositLimitReached,
  isLimitReached,
  remainingCents,
  type Limit,
} from './limits.ts';

const limit = (type: string, amount: number, current: number, currency = 'EUR'): Limit => ({
  type,
  period: 'day',
  accounts: [{ currency, amount_cents: amount, current_value_amount_cents: current }],
});

describe('isLimitReached', () => {
  it.each([
    ['wager', 10_000, 9_999, false],
    ['wager', 10_000, 10_000, true],
    ['loss', 10_000, -10_000, true],
    ['loss', 10_000, -500, false],
    ['session', 60, 61, true],
    ['selfexclusion', 100, 0, false],
  ])('%s limit of %i with current value %i is reached: %s', (type, amount, current, reached) => {
    expect(isLimitReached(limit(type, amount, current))).toBe(reached);
  });

  it('always counts cooling-off as reached', () => {
    expect(isLimitReached({ type: 'coolingoff', accounts: [] })).toBe(true);
  });

  it('leaves deposit limits to the cashbox', () => {
    expect(isLimitReached(limit('deposit', 100, 500))).toBe(false);
    expect(isDepositLimitReached(limit('deposit', 100, 500))).toBe(true);
    expect(isDepositLimitReached(limit('deposit', 100, 50))).toBe(false);
    expect(isDepositLimitReached(limit('wager', 100, 500))).toBe(false);
  });

  it('checks only the player currency when one is given', () => {
    const l: Limit = {
      type: 'wager',
      accounts: [
        { currency: 'EUR', amount_cents: 100, current_value_amount_cents: 100 },
        { currency: 'CAD', amount_cents: 100, current_value_amount_cents: 0 },
      ],
    };
    expect(isLimitReached(l, 'CAD')).toBe(false);
    expect(isLimitReached(l, 'EUR')).toBe(true);
    expect(isLimitReached(l)).toBe(true);
  });

  it('stays reached as the current value grows (monotonic)', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.integer({ min: -1e9, max: 1e9 }), fc.nat(1e9), (amount, current, extra) => {
        const grown = current >= 0 ? current + extra : current - extra;
        if (isLimitReached(limit('wager', amount, current))) {
          expect(isLimitReached(limit('wager', amount, grown))).toBe(true);
        }
      }),
    );
  });

  it('never reports a negative remainder', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer(),
        (amount, current) =>
          remainingCents({ currency: 'EUR', amount_cents: amount, current_value_amount_cents: current }) >= 0,
      ),
    );
  });
});

describe('anyLimitReached', () => {
  it('sends the player to limits when any one limit stops play', () => {
    expect(anyLimitReached([])).toBe(false);
    expect(anyLimitReached([limit('wager', 100, 0), limit('deposit', 1, 5)])).toBe(false);
    expect(anyLimitReached([limit('wager', 100, 0), limit('loss', 100, -100)])).toBe(true);
  });
});
