import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../tests/harness/fake-api.ts';
import { confirmLimit, deleteLimit, getLimits, saveLimit } from './limits.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('limits requests', () => {
  it.each([
    ['reads the limits', () => getLimits(), 'GET', '/api/user_limits', undefined],
    [
      'creates or updates a limit',
      () =>
        saveLimit(
          { type: 'deposit', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 10_000 }] },
          'limit-1',
        ),
      'POST',
      '/api/user_limits',
      { type: 'deposit', period: 'week', accounts: [{ currency: 'EUR', amount_cents: 10_000 }] },
    ],
    ['deletes a limit', () => deleteLimit(4), 'DELETE', '/api/user_limits/4', undefined],
    [
      'confirms a limit with its token',
      () => confirmLimit('tkn'),
      'POST',
      '/api/user_limits/confirm',
      { token: 'tkn' },
    ],
  ] as const)('%s', async (_label, call, method, path, body) => {
    const api = fakeApi(() => []);
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });

  it('sends a new or changed limit with the Idempotency-Key of the player’s action', async () => {
    const api = fakeApi(() => ({}));
    restore = api.restore;
    await saveLimit({ type: 'loss', period: 'day' }, 'limit-key');
    expect(api.last.headers['idempotency-key']).toBe('limit-key');
  });

  it('answers an empty list when the player has no limits', async () => {
    restore = fakeApi(() => new Response(null, { status: 204 })).restore;
    await expect(getLimits()).resolves.toEqual([]);
  });
});
