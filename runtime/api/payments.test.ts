import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from './fake-api.ts';
import { cashout, deposit, getPaymentMethods } from './payments.ts';

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
