import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';
import {
  getClientContext,
  getCountries,
  getCryptoExchangeRates,
  getCurrencies,
  getCurrentIp,
  getPlayerFields,
  getStatuses,
} from './info.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('info requests', () => {
  it.each([
    ['player fields', () => getPlayerFields(), '/api/info/player_fields', ''],
    ['statuses', () => getStatuses(), '/api/info/statuses', ''],
    ['countries', () => getCountries(), '/api/info/countries', ''],
    ['currencies', () => getCurrencies(), '/api/info/currencies', ''],
    ['crypto exchange rates', () => getCryptoExchangeRates(), '/api/info/crypto_exchange_rates', ''],
    ['the current ip', () => getCurrentIp(), '/api/current_ip', ''],
    ['the client context', () => getClientContext(), '/client-context', ''],
  ] as const)('reads %s with GET', async (_label, call, path, query) => {
    const api = fakeApi(() => ({}));
    restore = api.restore;
    await call();
    expect(api.last).toMatchObject({ method: 'GET', path });
    expect(api.last.query.toString()).toBe(query);
  });

  it('answers empty reference lists when they fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi(() => jsonResponse({}, { status: 500 })).restore;
    await expect(getStatuses()).resolves.toEqual([]);
    await expect(getCountries()).resolves.toEqual([]);
    await expect(getCurrencies()).resolves.toEqual([]);
    await expect(getCryptoExchangeRates()).resolves.toEqual({});
  });
});
