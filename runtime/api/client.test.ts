import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../state/event-bus.ts';
import {
  apiRequest,
  buildUrl,
  configureApiClient,
  MAX_RETRIES,
  REQUEST_TIMEOUT_MS,
  retryDelay,
} from './client.ts';
import { ApiError, MaintenanceError, NetworkError, RateLimitedError, TimeoutError } from './errors.ts';
import { fakeApi, jsonResponse } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(...args: Parameters<typeof fakeApi>) {
  const api = fakeApi(...args);
  restore = api.restore;
  return api;
}

/** A server that never answers; each timeout fires at once. Counts the attempts and the timeouts set. */
function silentServer() {
  const server = { attempts: 0, timers: [] as number[] };
  restore = configureApiClient({
    sleep: async () => undefined,
    schedule: (callback, ms) => {
      server.timers.push(ms);
      queueMicrotask(callback);
      return () => undefined;
    },
    fetch: (_input, init) =>
      new Promise((_resolve, reject) => {
        server.attempts += 1;
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  });
  return server;
}

describe('apiRequest', () => {
  it('sends the platform default headers, and a JSON content type only with a body', async () => {
    const api = withApi(() => ({ ok: true }));
    await apiRequest('GET', '/api/player');
    expect(api.last.headers).toMatchObject({
      accept: 'application/json, text/plain, */*',
      'x-requested-with': 'XMLHttpRequest',
      'x-content-policy': '3',
    });
    expect(api.last.headers['content-type']).toBeUndefined();
    await apiRequest('POST', '/api/users', { body: { user: { email: 'a@b.c' } } });
    expect(api.last.headers['content-type']).toBe('application/json');
    expect(api.last.body).toEqual({ user: { email: 'a@b.c' } });
  });

  it('marks sportsbook calls with X-Api-Target: sport', async () => {
    const api = withApi(() => []);
    await apiRequest('GET', '/api/v2/bonuses', { sport: true });
    expect(api.last.headers['x-api-target']).toBe('sport');
  });

  it('returns the parsed JSON body', async () => {
    withApi(() => ({ id: 7, email: 'p@x.io' }));
    await expect(apiRequest('GET', '/api/player')).resolves.toEqual({ id: 7, email: 'p@x.io' });
  });

  it('answers null for 204 and for an empty body', async () => {
    withApi((request) =>
      request.path === '/a' ? new Response(null, { status: 204 }) : new Response('', { status: 200 }),
    );
    await expect(apiRequest('DELETE', '/a')).resolves.toBeNull();
    await expect(apiRequest('GET', '/b')).resolves.toBeNull();
  });

  it('gives a failed call status, status text, parsed body, url and method', async () => {
    withApi(() =>
      jsonResponse({ errors: { email: ['taken'] } }, { status: 422, statusText: 'Unprocessable Entity' }),
    );
    const error = await apiRequest('POST', '/api/users', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
      body: { errors: { email: ['taken'] } },
      method: 'POST',
      url: '/api/users',
    });
  });

  it('keeps a body that is not JSON as text', async () => {
    withApi(() => new Response('Bad gateway', { status: 502 }));
    const error = await apiRequest('GET', '/api/player').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('never retries an HTTP error, whether 500 or 422', async () => {
    for (const status of [500, 422]) {
      const api = withApi(() => new Response('{}', { status }));
      await expect(apiRequest('GET', '/api/player')).rejects.toBeInstanceOf(ApiError);
      expect(api.requests).toHaveLength(1);
      expect(api.sleeps).toEqual([]);
      restore();
    }
  });

  it('retries a network error six times with 2^n s plus random jitter, then gives up', async () => {
    const api = withApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('GET', '/api/games/providers').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(api.requests).toHaveLength(1 + MAX_RETRIES);
    expect(api.sleeps).toEqual([2500, 4500, 8500, 16500, 32500, 64500]);
  });

  it('never sends a write without an idempotency key twice: a bare POST fails at the first network error', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const api = withApi(() => {
        throw new TypeError('Failed to fetch');
      });
      const error = await apiRequest(method, '/api/sandbox-payments/deposit', {
        body: { amount_cents: 5000 },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(api.requests).toHaveLength(1);
      expect(api.sleeps).toEqual([]);
      restore();
    }
  });

  it('does not retry a bare POST that timed out either', async () => {
    const server = silentServer();
    await expect(apiRequest('POST', '/api/player/groups', { body: {} })).rejects.toBeInstanceOf(TimeoutError);
    expect(server.attempts).toBe(1);
  });

  it('retries a keyed write six times with backoff, sending the same Idempotency-Key each time', async () => {
    const api = withApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('POST', '/api/sandbox-payments/deposit', {
      body: { amount_cents: 5000 },
      idempotencyKey: 'key-1',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(api.requests).toHaveLength(1 + MAX_RETRIES);
    expect(api.sleeps).toEqual([2500, 4500, 8500, 16500, 32500, 64500]);
    expect(api.requests.map((request) => request.headers['idempotency-key'])).toEqual(
      Array.from({ length: 1 + MAX_RETRIES }, () => 'key-1'),
    );
    expect(api.requests.every((request) => request.method === 'POST')).toBe(true);
  });

  it('answers a keyed deposit once the network comes back, with one key for every attempt', async () => {
    let calls = 0;
    const api = withApi(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return { payment: { id: 1 } };
    });
    await expect(
      apiRequest('POST', '/api/sandbox-payments/deposit', { body: {}, idempotencyKey: 'k' }),
    ).resolves.toEqual({ payment: { id: 1 } });
    expect(new Set(api.requests.map((request) => request.headers['idempotency-key']))).toEqual(
      new Set(['k']),
    );
  });

  it('sends no Idempotency-Key header when the call has none', async () => {
    const api = withApi(() => ({}));
    await apiRequest('POST', '/api/player/groups', { body: {} });
    expect(api.last.headers['idempotency-key']).toBeUndefined();
  });

  it('retries GET, PUT and DELETE, which change nothing more when sent twice', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const api = withApi(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(apiRequest(method, '/api/subscriptions')).rejects.toBeInstanceOf(NetworkError);
      expect(api.requests).toHaveLength(1 + MAX_RETRIES);
      restore();
    }
  });

  it('retries a POST that only reads when the call says so', async () => {
    const api = withApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      apiRequest('POST', '/api/games_filter', { body: { page: 1 }, idempotent: true }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(api.requests).toHaveLength(1 + MAX_RETRIES);
    expect(api.last.headers['idempotency-key']).toBeUndefined();
  });

  it('succeeds when the network comes back during the retries', async () => {
    let calls = 0;
    const api = withApi(() => {
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return [{ id: 'p1' }];
    });
    await expect(apiRequest('GET', '/api/games/providers')).resolves.toEqual([{ id: 'p1' }]);
    expect(api.sleeps).toHaveLength(2);
  });

  it('does not retry when told not to', async () => {
    const api = withApi(() => {
      throw new TypeError('offline');
    });
    await expect(apiRequest('PUT', '/log', { retry: false })).rejects.toBeInstanceOf(NetworkError);
    expect(api.requests).toHaveLength(1);
  });

  it('times out after 30 s with the platform message, and retries the timeout', async () => {
    const server = silentServer();
    const error = await apiRequest('GET', '/api/player').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('timeout of 30000ms exceeded');
    expect(server.timers[0]).toBe(REQUEST_TIMEOUT_MS);
    expect(server.attempts).toBe(1 + MAX_RETRIES);
  });

  it('stops without retrying when the caller aborts', async () => {
    const controller = new AbortController();
    let attempts = 0;
    restore = configureApiClient({
      sleep: async () => undefined,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          attempts += 1;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const pending = apiRequest('GET', '/api/player', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).not.toBeInstanceOf(TimeoutError);
    expect(attempts).toBe(1);
  });

  it('rejects with the abort, not a network error, when the caller aborts while the body arrives', async () => {
    const controller = new AbortController();
    restore = configureApiClient({
      sleep: async () => undefined,
      fetch: async () =>
        ({
          ok: true,
          status: 200,
          headers: new Headers(),
          text: () =>
            new Promise<string>((_resolve, reject) => {
              controller.abort();
              reject(new DOMException('signal is aborted without reason', 'AbortError'));
            }),
        }) as unknown as Response,
    });
    const error = await apiRequest('GET', '/api/player/accounts', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(NetworkError);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('emits auth-error with the url on 401 and still fails the call', async () => {
    withApi(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    const listener = vi.fn();
    bus.on('auth-error', listener);
    try {
      await expect(apiRequest('GET', '/api/player/accounts')).rejects.toMatchObject({ status: 401 });
      expect(listener).toHaveBeenCalledWith({ url: '/api/player/accounts' });
    } finally {
      bus.off('auth-error', listener);
    }
  });

  it('turns 503 with x-maintenance-mode into a MaintenanceError, and a bare 503 into an ApiError', async () => {
    withApi(
      (request) =>
        new Response('', {
          status: 503,
          headers: request.path === '/maintenance' ? { 'x-maintenance-mode': 'true' } : {},
        }),
    );
    await expect(apiRequest('GET', '/maintenance')).rejects.toBeInstanceOf(MaintenanceError);
    const plain = await apiRequest('GET', '/down').catch((e: unknown) => e);
    expect(plain).toBeInstanceOf(ApiError);
    expect(plain).not.toBeInstanceOf(MaintenanceError);
  });

  it('turns 429 into a RateLimitedError with the wait of Retry-After, and never retries it', async () => {
    const api = withApi(() =>
      jsonResponse(
        { error: 'rate_limited', retry_after: 840 },
        { status: 429, headers: { 'retry-after': '840' } },
      ),
    );
    const error = await apiRequest('POST', '/api/users/sign_in', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 840, body: { retry_after: 840 } });
    expect(api.requests).toHaveLength(1);
  });

  it('flags a bot challenge', async () => {
    withApi(() => new Response('<html>', { status: 403, headers: { 'cf-mitigated': 'challenge' } }));
    await expect(apiRequest('GET', '/api/player')).rejects.toMatchObject({ botChallenge: true, status: 403 });
  });

  it('prefixes every path with the configured base URL', async () => {
    const api = withApi(() => ({}));
    const restoreBase = configureApiClient({ baseUrl: 'http://backend.test' });
    await apiRequest('GET', '/api/info/project');
    restoreBase();
    expect(api.last.path).toBe('/api/info/project');
  });
});

describe('buildUrl', () => {
  it('leaves out empty values and writes arrays with brackets', () => {
    expect(buildUrl('api/x', { a: 1, b: undefined, c: null, d: true, url: ['p/1', 'p/2'] })).toBe(
      '/api/x?a=1&d=true&url%5B%5D=p%2F1&url%5B%5D=p%2F2',
    );
  });
});

describe('retryDelay', () => {
  it('grows as 2^n seconds with less than a second of jitter', () => {
    expect(retryDelay(1, () => 0)).toBe(2000);
    expect(retryDelay(3, () => 0.999)).toBe(8999);
  });
});
