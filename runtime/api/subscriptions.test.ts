import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeResponder } from '../../tests/harness/fake-api.ts';
import { getSubscriptions, updateSubscriptions } from './subscriptions.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond?: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

describe('subscriptions', () => {
  it.each([
    ['the subscriptions', () => getSubscriptions(), 'GET', '/api/subscriptions', undefined],
    [
      'a subscription change',
      () => updateSubscriptions({ receive_promos: true }),
      'PUT',
      '/api/subscriptions',
      { subscription_params: { receive_promos: true } },
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = withApi(() => ({}));
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });
});

describe('a subscription change', () => {
  it('tells a saved change from one the server already had', async () => {
    withApi(() => ({ receive_promos: true }));
    expect(await updateSubscriptions({ receive_promos: true })).toBe('saved');
    restore();
    withApi(() => ({ receive_promos: true, messages: { notice: 'ALREADY_SUBSCRIBED' } }));
    expect(await updateSubscriptions({ receive_promos: true })).toBe('already-subscribed');
  });
});
