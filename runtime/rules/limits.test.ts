import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyLimitReached,
  hasNewlyReachedLimit,
  isLimitReached,
  isLockLimit,
  isLoosening,
  limitPeriodsFor,
  limitsOfMessage,
  pendingLimitChange,
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

  it('never stops play for a deposit limit', () => {
    expect(isLimitReached(limit('deposit', 100, 500))).toBe(false);
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

describe('limit kinds and periods', () => {
  it('tells the locks (no amount, a period without play) from the amount limits', () => {
    expect(
      ['deposit', 'wager', 'loss', 'session', 'coolingoff', 'selfexclusion'].filter(isLockLimit),
    ).toEqual(['coolingoff', 'selfexclusion']);
  });

  it('offers day, week and month, and longer periods for a self-exclusion only', () => {
    expect(limitPeriodsFor('deposit')).toEqual(['day', 'week', 'month']);
    expect(limitPeriodsFor('coolingoff')).toEqual(['day', 'week', 'month']);
    expect(limitPeriodsFor('selfexclusion')).toEqual([
      'day',
      'week',
      'month',
      'half_year',
      'year',
      'forever',
    ]);
  });
});

describe('loosening and pending changes', () => {
  it.each([
    [5_000, 6_000, true],
    [5_000, 5_000, false],
    [5_000, 100, false],
  ])('a change from %i to %i loosens the limit: %s', (current, next, loosens) => {
    expect(isLoosening(current, next)).toBe(loosens);
  });

  it('reads a waiting removal from the status and a waiting raise from the confirmation deadline', () => {
    expect(pendingLimitChange({ status: 'pending_removal', confirm_until: '2030-01-01T00:00:00Z' })).toBe(
      'removal',
    );
    expect(pendingLimitChange({ status: 'active', confirm_until: '2030-01-01T00:00:00Z' })).toBe('raise');
    expect(pendingLimitChange({ status: 'active', confirm_until: null })).toBeNull();
  });
});

describe('hasNewlyReachedLimit', () => {
  it('warns of a limit that has just been used up, deposit limits included', () => {
    expect(hasNewlyReachedLimit([limit('deposit', 100, 50)], [limit('deposit', 100, 100)])).toBe(true);
    expect(hasNewlyReachedLimit([limit('loss', 100, 0)], [limit('loss', 100, -100)])).toBe(true);
  });

  it('always warns of a new cooling-off, which is reached from its first moment', () => {
    expect(hasNewlyReachedLimit([], [{ type: 'coolingoff', period: 'week', accounts: [] }])).toBe(true);
  });

  it('stays silent about limits that were already reached or are not', () => {
    const reached = limit('wager', 100, 100);
    expect(hasNewlyReachedLimit([reached], [reached, limit('deposit', 100, 10)])).toBe(false);
    expect(hasNewlyReachedLimit([], [limit('wager', 100, 99)])).toBe(false);
    expect(hasNewlyReachedLimit([reached], [])).toBe(false);
  });

  it('warns when another currency of the same limit is used up', () => {
    const eur = limit('wager', 100, 100, 'EUR');
    const both: Limit = { ...eur, accounts: [...eur.accounts, ...limit('wager', 100, 100, 'CAD').accounts] };
    expect(hasNewlyReachedLimit([eur], [both])).toBe(true);
  });

  it('takes what the client never loaded as nothing reached', () => {
    expect(hasNewlyReachedLimit(undefined, [limit('deposit', 100, 100)])).toBe(true);
  });
});

describe('limitsOfMessage', () => {
  it('reads a list of limits, or a single one', () => {
    const one = limit('wager', 100, 100);
    expect(limitsOfMessage([one])).toEqual([one]);
    expect(limitsOfMessage(one)).toEqual([one]);
    expect(limitsOfMessage([])).toEqual([]);
  });

  it.each([null, 'reached', 42, [{ type: 'wager' }], { type: 'wager', accounts: [{ currency: 'EUR' }] }])(
    'finds no limits in %j',
    (payload) => {
      expect(limitsOfMessage(payload)).toBeNull();
    },
  );
});
