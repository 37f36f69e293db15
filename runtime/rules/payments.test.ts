import { describe, expect, it } from 'vitest';
import { freshCanceledDeposit, visiblePaymentMethods, type PaymentRecord } from './payments.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const payment = (overrides: Partial<PaymentRecord>): PaymentRecord => ({
  id: 1,
  action: 'deposit',
  state: 'canceled',
  finished_at: minutesAgo(1),
  ...overrides,
});

describe('freshCanceledDeposit', () => {
  it('finds a deposit canceled within the last five minutes', () => {
    expect(freshCanceledDeposit([payment({ finished_at: minutesAgo(5) })], [], NOW)?.id).toBe(1);
  });

  it.each([
    ['older than five minutes', payment({ finished_at: minutesAgo(5.01) })],
    ['a withdrawal', payment({ action: 'cashout' })],
    ['not canceled', payment({ state: 'declined' })],
    ['unfinished', payment({ finished_at: null })],
    ['finished in the future', payment({ finished_at: minutesAgo(-1) })],
  ])('ignores one %s', (_name, candidate) => {
    expect(freshCanceledDeposit([candidate], [], NOW)).toBeUndefined();
  });

  it('warns once: a shown payment is skipped for the next one', () => {
    const payments = [payment({ id: 1 }), payment({ id: 2 })];
    expect(freshCanceledDeposit(payments, [1], NOW)?.id).toBe(2);
    expect(freshCanceledDeposit(payments, [1, 2], NOW)).toBeUndefined();
  });
});

describe('visiblePaymentMethods (spec §6, group 631)', () => {
  const methods = [
    { id: 'card', brand: 'visa' },
    { id: 'sofort', brand: 'Sofort' },
    { id: 'crypto', brand: 'bitcoin' },
  ];
  it('hides the sofort brand from a player in group 631 only', () => {
    expect(visiblePaymentMethods(methods, [631, 545]).map((method) => method.id)).toEqual(['card', 'crypto']);
    expect(visiblePaymentMethods(methods, [545]).map((method) => method.id)).toEqual([
      'card',
      'sofort',
      'crypto',
    ]);
    expect(visiblePaymentMethods(methods, []).map((method) => method.id)).toEqual([
      'card',
      'sofort',
      'crypto',
    ]);
  });
});
