import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../state/event-bus.ts';
import { fakeApi, jsonResponse, type FakeResponder } from '../../tests/harness/fake-api.ts';
import {
  clearBonusCode,
  createAccount,
  getAccounts,
  getPayments,
  getPaymentsPage,
  getPlayer,
  getPlayerSettings,
  getPlayerStats,
  playerGroups,
  playerLevel,
  recallPayment,
  setBonusCode,
  updateBonusSettings,
  updateLocale,
  updatePlayer,
  updatePlayerGroups,
} from './player.ts';
import type { Player } from './types.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond?: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

const samplePlayer = {
  id: 5,
  email: 'x@y.z',
  nickname: null,
  language: 'de',
  statuses: [],
} as unknown as Player;

describe('player requests', () => {
  it.each([
    ['the settings', () => getPlayerSettings(), 'GET', '/api/player/settings', '', undefined],
    ['the stats', () => getPlayerStats(), 'GET', '/api/player/stats', '', undefined],
    ['the payments', () => getPayments(), 'GET', '/api/player/payments', '', undefined],
    ['the accounts', () => getAccounts(), 'GET', '/api/player/accounts', 'compatibility=false', undefined],
    [
      'a profile edit',
      () => updatePlayer('edition', { city: 'Oslo' }),
      'PATCH',
      '/api/player',
      '',
      { context: 'edition', player: { city: 'Oslo' } },
    ],
    [
      'a group change',
      () => updatePlayerGroups({ add: [1401] }),
      'POST',
      '/api/player/groups',
      '',
      { groups: { add: [1401], remove: [] } },
    ],
    [
      'a payments page',
      () => getPaymentsPage({ page: 2, page_size: 20, filter: { type: 'deposit' } }),
      'POST',
      '/api/player/payments/with_pages',
      '',
      { page: 2, page_size: 20, filter: { type: 'deposit' } },
    ],
    ['a recall', () => recallPayment(9, 'k'), 'POST', '/api/player/payments/9/recall', '', undefined],
    [
      'a new wallet',
      () => createAccount('BTC', 'k'),
      'POST',
      '/api/player/accounts',
      '',
      { currency: 'BTC' },
    ],
    ['a locale change', () => updateLocale('no'), 'PATCH', '/api/player/update_locale', '', { locale: 'no' }],
    [
      'a bonus code',
      () => setBonusCode('SPIN50'),
      'PATCH',
      '/api/player/set_bonus_code',
      '',
      { deposit_bonus_code: 'SPIN50' },
    ],
    [
      'clearing the bonus code',
      () => clearBonusCode(),
      'DELETE',
      '/api/player/clear_bonus_code',
      '',
      undefined,
    ],
    [
      'the bonus permission',
      () => updateBonusSettings(true),
      'PATCH',
      '/api/player/update_bonus_settings',
      '',
      { can_issue: true },
    ],
  ] as const)('sends %s', async (_label, call, method, path, query, body) => {
    const api = withApi(() => ({}));
    await call();
    expect(api.last).toMatchObject({ method, path, body });
    expect(api.last.query.toString()).toBe(query);
  });

  it('sends a recall and a new wallet with the Idempotency-Key of the player’s action', async () => {
    const api = withApi(() => ({}));
    await recallPayment(9, 'recall-key');
    expect(api.last.headers['idempotency-key']).toBe('recall-key');
    await createAccount('BTC', 'wallet-key');
    expect(api.last.headers['idempotency-key']).toBe('wallet-key');
  });
});

describe('getPlayer', () => {
  it('answers the player when the session has one', async () => {
    withApi(() => samplePlayer);
    await expect(getPlayer()).resolves.toEqual(samplePlayer);
  });

  it('answers null for a guest, whether the platform says 401 or sends no id, without an auth-error', async () => {
    const listener = vi.fn();
    bus.on('auth-error', listener);
    try {
      withApi(() => new Response('', { status: 401 }));
      await expect(getPlayer()).resolves.toBeNull();
      restore();
      withApi(() => ({ email: null }));
      await expect(getPlayer()).resolves.toBeNull();
      expect(listener).not.toHaveBeenCalled();
    } finally {
      bus.off('auth-error', listener);
    }
  });

  it('rethrows other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() => jsonResponse({}, { status: 500 }));
    await expect(getPlayer()).rejects.toMatchObject({ status: 500 });
  });
});

describe('wallet failures', () => {
  it('rethrows the server error data when a wallet cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() => jsonResponse({ errors: { currency: ['not allowed'] } }, { status: 422 }));
    await expect(createAccount('XYZ', 'k')).rejects.toEqual({ errors: { currency: ['not allowed'] } });
  });
});

describe('derived player values', () => {
  it('reads groups from numeric statuses and the level from level_N', () => {
    const statuses = [
      { id: 257, name: 'Bronze' },
      { id: '1308', name: 'wheel' },
      { id: 'level_4', name: 'Level 4' },
    ];
    expect(playerGroups({ statuses })).toEqual([257, 1308]);
    expect(playerLevel({ statuses })).toBe(4);
    expect(playerLevel({ statuses: [] })).toBeNull();
  });
});
