import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';
import {
  cashout,
  deposit,
  FRAUD_CHECK_WAIT_MS,
  fraudTransactionOf,
  getPaymentMethods,
  screenedPayment,
} from './payments.ts';
import type { Player } from './types.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('sandbox payments', () => {
  it('lists methods for a currency and an action', async () => {
    const api = fakeApi(() => [{ id: 'btc', type: 'crypto' }]);
    restore = api.restore;
    await expect(getPaymentMethods({ currency: 'BTC', action: 'deposit' })).resolves.toHaveLength(1);
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/sandbox-payments/methods' });
    expect(api.last.query.toString()).toBe('currency=BTC&action=deposit');
  });

  it('answers no methods when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 500 })).restore;
    await expect(getPaymentMethods({ currency: 'EUR', action: 'cashout' })).resolves.toEqual([]);
  });

  it('posts deposits and cashouts with method, currency and amount', async () => {
    const api = fakeApi(() => ({ id: 1, state: 'succeeded' }));
    restore = api.restore;
    const request = { method: 'visa', currency: 'EUR', amount_cents: 5000 };
    await deposit(request, 'deposit-1');
    expect(api.last).toMatchObject({ method: 'POST', path: '/api/sandbox-payments/deposit', body: request });
    expect(api.last.headers['idempotency-key']).toBe('deposit-1');
    await cashout(request, 'cashout-1');
    expect(api.last).toMatchObject({ method: 'POST', path: '/api/sandbox-payments/cashout', body: request });
    expect(api.last.headers['idempotency-key']).toBe('cashout-1');
  });

  it('rethrows a refused payment with the server error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({ errors: { amount_cents: ['too low'] } }, { status: 422 })).restore;
    await expect(deposit({ method: 'visa', currency: 'EUR', amount_cents: 1 }, 'k')).rejects.toMatchObject({
      status: 422,
      body: { errors: { amount_cents: ['too low'] } },
    });
  });
});

describe('the fraud check before a payment', () => {
  const player = {
    id: 3,
    email: 'bo@example.com',
    first_name: 'Bo',
    last_name: 'Lind',
    country: 'DE',
    statuses: [{ id: 259, name: 'gold' }],
  } as unknown as Player;

  it('describes a card payment without the full number or the CVV', () => {
    const transaction = fraudTransactionOf(
      {
        method: 'card-eur',
        currency: 'EUR',
        amount_cents: 2500,
        fields: { card_number: '4000 0000 0000 0002', expiry: '01/31', cvv: '999', holder: 'BO LIND' },
      },
      'deposit',
      player,
    );
    expect(transaction).toEqual({
      type: 'transaction',
      country: 'DE',
      first_name: 'Bo',
      last_name: 'Lind',
      email: 'bo@example.com',
      dfpc: null,
      card: { bin: '400000', last4: '0002', expiry: '01/31', holder: 'BO LIND' },
      amount_cents: 2500,
      currency: 'EUR',
      payment_system: 'card-eur',
      custom_player_status: 'gold',
    });
    expect(JSON.stringify(transaction)).not.toMatch(/4000 0000 0000 0002|4000000000000002|999/);
  });

  it('marks a withdrawal as a payout', () => {
    expect(
      fraudTransactionOf({ method: 'btc', currency: 'BTC', amount_cents: 1 }, 'cashout', null),
    ).toMatchObject({ type: 'payout', email: null, custom_player_status: null });
  });

  it('sends the check first, then the payment', async () => {
    const api = fakeApi(() => ({ status: 'approved' }));
    restore = api.restore;
    const pay = vi.fn(async () => ({ payment: { id: 1 } }) as never);
    await screenedPayment(pay, { method: 'm', currency: 'EUR', amount_cents: 100 }, 'deposit', player, 'k1');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/users/transaction']);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledWith({ method: 'm', currency: 'EUR', amount_cents: 100 }, 'k1');
  });

  it('pays after at most FRAUD_CHECK_WAIT_MS when the check hangs', async () => {
    vi.useFakeTimers();
    try {
      const api = fakeApi(() => new Promise<never>(() => undefined));
      restore = api.restore;
      const pay = vi.fn(async () => ({ payment: { id: 1 } }) as never);
      const paid = screenedPayment(
        pay,
        { method: 'm', currency: 'EUR', amount_cents: 100 },
        'cashout',
        null,
        'k',
      );
      await vi.advanceTimersByTimeAsync(FRAUD_CHECK_WAIT_MS - 1);
      expect(pay).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await paid;
      expect(pay).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
