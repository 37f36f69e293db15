import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activateBonus,
  activateCoupon,
  activateFreespin,
  activateLootbox,
  activateSportPromoCode,
  cancelBonus,
  cancelFreespin,
  getAvailableBonuses,
  getDepositBonuses,
  getGiftBonuses,
  getGiftFreespins,
  getGiftLootboxes,
  getGiftSportBonuses,
  getLootboxes,
  getPlayerBonuses,
  getPlayerFreespins,
  offerTitle,
} from './bonuses.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('bonus requests', () => {
  it.each([
    ['player bonuses', () => getPlayerBonuses(), 'GET', '/api/player/bonuses', undefined],
    ['player free spins', () => getPlayerFreespins(), 'GET', '/api/player/freespins', undefined],
    ['deposit offers', () => getDepositBonuses(), 'GET', '/api/bonuses/deposit', undefined],
    ['loot boxes', () => getLootboxes(), 'GET', '/api/player/lootboxes', undefined],
    ['bonus availability', () => getAvailableBonuses(), 'GET', '/api/bonuses/available_bonuses', undefined],
    [
      'a bonus activation',
      () => activateBonus(3, 'k'),
      'POST',
      '/api/player/bonuses/3/activation',
      undefined,
    ],
    ['a bonus cancel', () => cancelBonus(3), 'DELETE', '/api/player/bonuses/3', undefined],
    [
      'a free-spins activation',
      () => activateFreespin(8, 'k'),
      'POST',
      '/api/player/freespins/8/activation',
      undefined,
    ],
    ['a free-spins cancel', () => cancelFreespin(8), 'DELETE', '/api/player/freespins/8', undefined],
    [
      'a loot box opening',
      () => activateLootbox(2, 'k'),
      'POST',
      '/api/player/lootboxes/2/activation',
      undefined,
    ],
    [
      'a coupon',
      () => activateCoupon('WELCOME', 'k'),
      'POST',
      '/api/bonuses/coupon',
      { coupon_code: 'WELCOME' },
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = fakeApi(() => ({ status: 'successfully_activated', available_bonuses: true }));
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method, path, body });
    expect(api.last.headers['x-api-target']).toBeUndefined();
  });

  it('sends sportsbook bonus calls with the sport target', async () => {
    const api = fakeApi(() => []);
    restore = api.restore;
    await getGiftSportBonuses();
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/v2/bonuses' });
    expect(api.last.headers['x-api-target']).toBe('sport');
    await activateSportPromoCode('BET10', 'promo-1');
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/v2/bonuses/promo-code',
      body: { code: 'BET10' },
    });
    expect(api.last.headers['x-api-target']).toBe('sport');
    expect(api.last.headers['idempotency-key']).toBe('promo-1');
  });

  it('sends every activation with the Idempotency-Key of the player’s action', async () => {
    const api = fakeApi(() => ({ status: 'successfully_activated' }));
    restore = api.restore;
    await activateBonus(1, 'bonus-key');
    await activateFreespin(2, 'spins-key');
    await activateLootbox(3, 'box-key');
    await activateCoupon('SPINS25', 'coupon-key');
    expect(api.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'bonus-key',
      'spins-key',
      'box-key',
      'coupon-key',
    ]);
  });

  it('reads the coupon status from the response', async () => {
    restore = fakeApi(() => ({ status: 'already_activated' })).restore;
    await expect(activateCoupon('X', 'k')).resolves.toBe('already_activated');
  });

  it('answers empty gift lists when they fail, and rethrows failed activations', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({ error: 'nope' }, { status: 500 })).restore;
    await expect(getPlayerBonuses()).resolves.toEqual([]);
    await expect(getLootboxes()).resolves.toEqual([]);
    await expect(activateBonus(1, 'k')).rejects.toMatchObject({ status: 500 });
  });

  it('lets a failure of the profile gifts’ lists through, and reads them where the others do', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({ error: 'nope' }, { status: 500 })).restore;
    for (const read of [getGiftBonuses, getGiftFreespins, getGiftLootboxes, getGiftSportBonuses]) {
      await expect(read()).rejects.toMatchObject({ status: 500 });
    }
    restore();
    const api = fakeApi(() => null);
    restore = api.restore;
    await expect(getGiftBonuses()).resolves.toEqual([]);
    await getGiftFreespins();
    await getGiftLootboxes();
    await getGiftSportBonuses();
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/player/bonuses',
      'GET /api/player/freespins',
      'GET /api/player/lootboxes',
      'GET /api/v2/bonuses',
    ]);
    expect(api.requests[3]?.headers['x-api-target']).toBe('sport');
  });

  it('marks a multi-account from available_bonuses false', async () => {
    restore = fakeApi(() => ({ available_bonuses: false })).restore;
    await expect(getAvailableBonuses()).resolves.toBe(false);
  });

  it('titles an offer by its first bonus', () => {
    expect(offerTitle({ id: '1', title: 'Offer', bonuses: [] })).toBe('Offer');
    expect(
      offerTitle({
        id: '1',
        title: 'Offer',
        bonuses: [
          { title: '100% up to 500', type: 'deposit', conditions: [], attributes: [], result_bonus: [] },
        ],
      }),
    ).toBe('100% up to 500');
  });
});
