import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { fakeApi } from '../../tests/harness/fake-api.ts';
import { logFailure, logged, loggedOr, toLogRecord } from './log-failure.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

const httpError = new ApiError({
  url: '/api/jackpots',
  method: 'GET',
  status: 500,
  statusText: 'Error',
  body: null,
});

describe('logFailure', () => {
  it('logs every failure with its name to the console', () => {
    const api = fakeApi();
    restore = api.restore;
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('getJackpots', httpError);
    expect(error).toHaveBeenCalledWith('[api] getJackpots failed:', httpError);
  });

  it('reports a failure to the server with PUT /log only inside the 5 % sample', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(() => new Response(null, { status: 204 }));
    let draw = 0.05;
    const restoreRandom = configureApiClient({ random: () => draw });
    restore = () => {
      restoreRandom();
      api.restore();
    };
    logFailure('getJackpots', httpError);
    draw = 0.049;
    logFailure('getJackpots', httpError);
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.last).toMatchObject({
      method: 'PUT',
      path: '/log',
      body: {
        label: 'getJackpots',
        level_name: 'ERROR',
        http_status: 500,
        request_url: '/api/jackpots',
        request_method: 'GET',
      },
    });
  });

  it('builds a log record without request fields for a plain error', () => {
    const record = toLogRecord('boot', new Error('boom'), new Date('2026-01-02T03:04:05Z'));
    expect(record).toEqual({
      label: 'boot',
      level_name: 'ERROR',
      datetime: '2026-01-02T03:04:05.000Z',
      message: 'boom',
      context: { error: 'Error' },
    });
  });
});

describe('logged calls', () => {
  it('rethrows after logging, or answers the fallback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    restore = fakeApi().restore;
    await expect(logged('a', Promise.reject(httpError))).rejects.toBe(httpError);
    await expect(loggedOr('b', [], Promise.reject(httpError))).resolves.toEqual([]);
    await expect(loggedOr('c', [], Promise.resolve(null))).resolves.toEqual([]);
    await expect(loggedOr('d', [], Promise.resolve([1]))).resolves.toEqual([1]);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
