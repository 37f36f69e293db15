import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, type UserLimit } from '../../runtime/queries/index.ts';
import {
  AMOUNT_INVALID,
  amountText,
  confirmationFailure,
  limitUnit,
  parseAmount,
  saveOutcome,
  sortedLimits,
} from './limit-model.ts';

const userLimit = (overrides: Partial<UserLimit>): UserLimit => ({
  id: 1,
  type: 'deposit',
  period: 'day',
  status: 'active',
  strategy: null,
  parent_type: null,
  disable_at: null,
  confirm_until: null,
  created_at: null,
  accounts: [],
  ...overrides,
});

const refusal = (status: number, body: unknown) =>
  new ApiError({ status, statusText: '', body, url: '/api/user_limits/confirm', method: 'POST' });

describe('limitUnit', () => {
  it.each([
    ['deposit', 'EUR', undefined, { label: 'EUR', perUnit: 100, decimals: 2 }],
    ['wager', 'JPY', undefined, { label: 'JPY', perUnit: 1, decimals: 0 }],
    ['loss', 'BTC', 100_000_000, { label: 'µBTC', perUnit: 100, decimals: 2 }],
    ['deposit', 'ETH', 100_000_000, { label: 'mETH', perUnit: 100_000, decimals: 5 }],
    ['session', 'EUR', undefined, { label: 'min', perUnit: 1, decimals: 0 }],
  ])('types a %s limit in %s as %j', (type, currency, subunits, unit) => {
    expect(limitUnit(type, currency, subunits)).toEqual(unit);
  });

  it('writes an amount back as the player would type it', () => {
    expect(amountText(5_000, limitUnit('deposit', 'EUR'))).toBe('50');
    expect(amountText(1_250, limitUnit('deposit', 'EUR'))).toBe('12.5');
    expect(amountText(45, limitUnit('session', 'EUR'))).toBe('45');
  });
});

describe('parseAmount', () => {
  const eur = limitUnit('deposit', 'EUR');

  it('reads amounts with a decimal point or comma into minor units', () => {
    expect(parseAmount('12,50', eur, 'Amount')).toEqual({ cents: 1_250 });
    expect(parseAmount(' 1 000 ', eur, 'Amount')).toEqual({ cents: 100_000 });
    expect(parseAmount('0.1', eur, 'Amount')).toEqual({ cents: 10 });
  });

  it.each([
    ['', 'VALIDATION.REQUIRED'],
    ['-5', AMOUNT_INVALID],
    ['1e3', AMOUNT_INVALID],
    ['0.001', 'VALIDATION.MULTIPLE_OF'],
    ['0', 'VALIDATION.MIN_VALUE'],
  ])('refuses %j', (text, key) => {
    expect(parseAmount(text, eur, 'Amount')).toMatchObject({ key });
  });

  it('takes whole minutes only for a session limit', () => {
    const minutes = limitUnit('session', 'EUR');
    expect(parseAmount('90', minutes, 'Minutes')).toEqual({ cents: 90 });
    expect(parseAmount('1.5', minutes, 'Minutes')).toMatchObject({ key: 'VALIDATION.INTEGER' });
  });
});

describe('saveOutcome', () => {
  it("follows the platform's answer: a confirmation deadline means the change waits", () => {
    expect(saveOutcome(userLimit({ confirm_until: '2030-01-01T00:00:00Z' }), false)).toBe('confirmation');
    expect(saveOutcome(userLimit({}), true)).toBe('applied');
  });

  it('falls back on the rule when the answer has no body: a raise waits', () => {
    expect(saveOutcome(null, true)).toBe('confirmation');
    expect(saveOutcome(null, false)).toBe('applied');
  });
});

describe('confirmationFailure', () => {
  it.each([
    [refusal(422, { errors: { token: ['has expired'] } }), 'expired'],
    [refusal(422, { errors: { token: ['is invalid'] } }), 'invalid'],
    [refusal(422, { error: 'unprocessable_entity' }), 'invalid'],
    [refusal(404, { error: 'not_found' }), 'invalid'],
    [refusal(410, { error: 'gone' }), 'expired'],
    [refusal(500, { error: 'boom' }), 'failed'],
    [new NetworkError(new Error('offline'), { url: '/api/user_limits/confirm', method: 'POST' }), 'failed'],
  ])('reads %o as %s', (error, failure) => {
    expect(confirmationFailure(error)).toBe(failure);
  });
});

describe('sortedLimits', () => {
  it('lists amount limits in the offered order, then the locks', () => {
    const limits = [
      userLimit({ id: 1, type: 'coolingoff' }),
      userLimit({ id: 2, type: 'loss' }),
      userLimit({ id: 3, type: 'deposit', period: 'week' }),
      userLimit({ id: 4, type: 'deposit' }),
    ];
    const order = ['deposit', 'wager', 'loss', 'session', 'coolingoff', 'selfexclusion'];
    expect(sortedLimits(limits, order).map((l) => l.id)).toEqual([3, 4, 2, 1]);
  });
});
