import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  exchangeCompPoints,
  getCompPoints,
  getRates,
  getVipStatusProgress,
  isSaleCard,
} from './comp-points.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('comp points', () => {
  it('reads the balance from /api/player/comp_points', async () => {
    const api = fakeApi(() => ({ chargeable: { points: 120 }, persistent: { points: 900 } }));
    restore = api.restore;
    await expect(getCompPoints()).resolves.toEqual({
      chargeable: { points: 120 },
      persistent: { points: 900 },
    });
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/player/comp_points' });
  });

  it('reads rate cards per type and tags each card with its type', async () => {
    const api = fakeApi(() => [{ group: 'sale_fs', title: 'Spins', wager: 25, rate: { points: 100 } }]);
    restore = api.restore;
    const cards = await getRates('freespins');
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/comp_points/rates/freespins' });
    expect(cards[0]).toMatchObject({ type: 'freespins', group: 'sale_fs' });
    expect(isSaleCard(cards[0]!)).toBe(true);
    expect(isSaleCard({ group: 'regular' })).toBe(false);
  });

  it('answers no cards when the rates fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 500 })).restore;
    await expect(getRates('money')).resolves.toEqual([]);
  });

  it('exchanges money and lottery tickets with the exchange body', async () => {
    const api = fakeApi(() => ({}));
    restore = api.restore;
    await exchangeCompPoints('money', { points: 500, group: 'm1', currency: 'EUR' }, 'swap-1');
    expect(api.last).toMatchObject({
      method: 'POST',
      path: '/api/comp_points/exchange/money',
      body: { exchange: { points: 500, group: 'm1', currency: 'EUR' } },
    });
    expect(api.last.headers['idempotency-key']).toBe('swap-1');
    await exchangeCompPoints(
      'lotteries',
      {
        points: 50,
        group: 'l1',
        currency: 'EUR',
        tickets_count: 2,
        lottery_id: 3,
      },
      'swap-2',
    );
    expect(api.last).toMatchObject({
      path: '/api/comp_points/exchange/lotteries',
      body: { exchange: { tickets_count: 2, lottery_id: 3 } },
    });
  });

  it('reads VIP progress, and answers null when it fails so the page falls back to regular', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(() => jsonResponse({}, { status: 500 }));
    restore = api.restore;
    await expect(getVipStatusProgress()).resolves.toBeNull();
    expect(api.last).toMatchObject({ method: 'GET', path: '/jam/vip_status_progress' });
  });
});
