import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';
import { getLotteries, getLottery, getLotteryStatus, getLotteryStatuses } from './lotteries.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('lottery requests', () => {
  it.each([
    ['the list', () => getLotteries(), '/api/lotteries'],
    ['the statuses', () => getLotteryStatuses(), '/api/lotteries/statuses'],
    ['one lottery', () => getLottery(4), '/api/lotteries/4'],
    ['one status', () => getLotteryStatus(4), '/api/lotteries/4/status'],
  ] as const)('reads %s with GET', async (_label, call, path) => {
    const api = fakeApi(() => []);
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method: 'GET', path });
  });

  it('rethrows a failing lottery list, but answers no statuses when those fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 503 })).restore;
    await expect(getLotteries()).rejects.toMatchObject({ status: 503 });
    await expect(getLotteryStatuses()).resolves.toEqual([]);
  });
});
