import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  logUtmSend,
  logUtmSet,
  reportServerErrors,
  reportValidationErrors,
  sendContactMessage,
  sendGameStartPerformance,
  sendLog,
  sendNetworkPerformance,
  sendPerformance,
  sendPwaEvent,
  sendTransaction,
  type FraudTransaction,
} from './diagnostics.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

const transaction: FraudTransaction = {
  type: 'transaction',
  country: 'DE',
  first_name: 'A',
  last_name: 'B',
  email: 'a@b.c',
  dfpc: 'fp',
  card: { bin: '424242', last4: '4242', expiry: '12/39', holder: 'A B' },
  amount_cents: 5000,
  currency: 'EUR',
  payment_system: 'card-eur',
  custom_player_status: 'Gold',
};

describe('diagnostic requests', () => {
  it.each([
    [
      'validation errors',
      () =>
        reportValidationErrors({
          side: 'frontEnd',
          component: 'LoginForm',
          errors: [{ key: 'email', firstMessage: 'bad' }],
        }),
      'PUT',
      '/metrics-errors-validation',
      { side: 'frontEnd', component: 'LoginForm', errors: [{ key: 'email', firstMessage: 'bad' }] },
    ],
    [
      "a form's server errors with the first message of each key",
      () =>
        reportServerErrors('RegistrationForm', { email: ['is taken', 'is odd'], base: 'closed', code: [] }),
      'PUT',
      '/metrics-errors-validation',
      {
        side: 'backEnd',
        component: 'RegistrationForm',
        errors: [
          { key: 'email', firstMessage: 'is taken' },
          { key: 'base', firstMessage: 'closed' },
          { key: 'code', firstMessage: '' },
        ],
      },
    ],
    [
      'a log record',
      () => sendLog({ label: 'x', level_name: 'ERROR', datetime: 'd', message: 'm', context: {} }),
      'PUT',
      '/log',
      { label: 'x', level_name: 'ERROR' },
    ],
    [
      'page timing',
      () => sendPerformance({ path: '/', metrics: { lcp: 1200 } }),
      'PUT',
      '/performance',
      { path: '/', metrics: { lcp: 1200 } },
    ],
    [
      'network quality',
      () => sendNetworkPerformance({ rtt: 50, downlink: 10, effectiveType: '4g' }),
      'PUT',
      '/network-performance',
      { rtt: 50, downlink: 10, effectiveType: '4g' },
    ],
    [
      'game start timing',
      () =>
        sendGameStartPerformance({
          country: 'DE',
          userId: 1,
          gameId: 'p/g',
          gameName: 'G',
          provider: 'p',
          connectionType: '4g',
          value: 900,
        }),
      'PUT',
      '/game-start-performance',
      { gameId: 'p/g', value: 900 },
    ],
    [
      'utm set',
      () => logUtmSet({ utm_source: 'g' }),
      'POST',
      '/log_utm_set',
      { utmMetrics: { utm_source: 'g' } },
    ],
    ['utm send', () => logUtmSend({ sub_id: '7' }), 'POST', '/log_utm_send', { utmMetrics: { sub_id: '7' } }],
    ['a pwa event', () => sendPwaEvent('install'), 'POST', '/api/pwa_events', { event: 'install' }],
    [
      'a contact message',
      () => sendContactMessage({ email: 'a@b.c', content: 'hi' }),
      'POST',
      '/api/send_contact_message',
      { contact: { email: 'a@b.c', content: 'hi' } },
    ],
    [
      'a fraud transaction',
      () => sendTransaction(transaction),
      'POST',
      '/api/users/transaction',
      transaction,
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = fakeApi(() => new Response(null, { status: 204 }));
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });

  it('never retries or throws when a report fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(() => {
      throw new TypeError('offline');
    });
    restore = api.restore;
    await expect(sendPerformance({ metrics: {} })).resolves.toBeUndefined();
    await expect(
      sendLog({ label: 'x', level_name: 'ERROR', datetime: 'd', message: 'm', context: {} }),
    ).resolves.toBeUndefined();
    expect(api.requests).toHaveLength(2);
  });

  it('rethrows the errors object of a failed contact message for the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({ errors: { email: ['invalid'] } }, { status: 422 })).restore;
    await expect(sendContactMessage({ email: 'x', content: 'y' })).rejects.toEqual({ email: ['invalid'] });
  });
});
