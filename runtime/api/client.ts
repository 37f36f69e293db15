import { bus } from '../state/event-bus.ts';
import {
  ApiError,
  MaintenanceError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  isRetryable,
} from './errors.ts';

/** Per-attempt request timeout (spec §9: 30 s in the browser). */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Retries after the first attempt, for network errors and timeouts only (spec §8), and only for
 * calls that may safely arrive twice (see `isRetryableCall`).
 */
export const MAX_RETRIES = 6;
/** Retry n (1-based) waits 2^n × this, plus jitter below RETRY_JITTER_MS. */
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_JITTER_MS = 1_000;

/** Headers every call sends (API-SHAPES §0). */
export const DEFAULT_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json, text/plain, */*',
  'X-Requested-With': 'XMLHttpRequest',
  'X-Content-Policy': '3',
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Header that makes a write safe to send again: the server answers a repeat with the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Methods whose repeat changes nothing more than the first call did (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  body?: unknown;
  /** Appended to the path; null/undefined values are left out, arrays become `key[]=a&key[]=b`. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * `false` never retries. Otherwise network errors and timeouts are retried for GET, PUT and DELETE,
   * for writes with an `idempotencyKey` and for calls marked `idempotent`; never for a bare POST or PATCH.
   */
  retry?: boolean;
  /**
   * Sent as `Idempotency-Key` on every attempt, so that a retried write happens once. One key per user
   * action (see `createActionKeys`), never per attempt.
   */
  idempotencyKey?: string;
  /**
   * A POST that only reads (a search, a page of a list): retried like a GET. Only for calls that change
   * nothing on the server; a write takes an `idempotencyKey` instead.
   */
  idempotent?: boolean;
  /** Sportsbook call: adds `X-Api-Target: sport`. */
  sport?: boolean;
  /** Emit `auth-error` on 401 (default true). Only the guest-probing player call turns it off. */
  authErrorEvent?: boolean;
}

/** What the client needs from the outside world; tests replace any of it. */
export interface ApiClientDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** Runs `callback` after `ms`; returns the cancel function. Drives the timeout. */
  schedule: (callback: () => void, ms: number) => () => void;
  random: () => number;
  /** Prefix of every path: '' for same-origin (the default). */
  baseUrl: string;
  timeoutMs: number;
}

const defaultDeps: ApiClientDeps = {
  // Late-bound so that a test's global fetch stub and a polyfill are both honoured.
  fetch: (input, init) => globalThis.fetch(input, init),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  schedule: (callback, ms) => {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
  random: Math.random,
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
};

let deps: ApiClientDeps = defaultDeps;

/** Replaces parts of the transport (tests, a real backend's base URL); returns the function that restores it. */
export function configureApiClient(overrides: Partial<ApiClientDeps>): () => void {
  const previous = deps;
  deps = { ...deps, ...overrides };
  return () => {
    deps = previous;
  };
}

/** The random source of the client, shared with failure sampling so that tests control both. */
export function clientRandom(): number {
  return deps.random();
}

/** Delay before retry `n` (1-based): 2^n seconds plus a random part under one second. */
export function retryDelay(n: number, random: () => number = deps.random): number {
  return 2 ** n * RETRY_BASE_DELAY_MS + Math.floor(random() * RETRY_JITTER_MS);
}

/**
 * Whether a failed attempt without an answer may be sent again: a repeat must not do twice what the
 * player asked once (one deposit, not two), so a POST or PATCH is retried only with a key or when it
 * only reads.
 */
export function isRetryableCall(method: HttpMethod, options: RequestOptions): boolean {
  if (options.retry === false) return false;
  return (
    IDEMPOTENT_METHODS.has(method) || options.idempotencyKey !== undefined || options.idempotent === true
  );
}

/** Builds `path?query` with the platform's array convention. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return search ? `${absolute}?${search}` : absolute;
}

/**
 * One JSON call to the platform API: default headers, 30 s timeout, retries for network errors and
 * timeouts of calls that may arrive twice (`isRetryableCall`), `ApiError` for HTTP errors, null for an
 * empty body.
 * @example const player = await apiRequest<Player>('GET', '/api/player');
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const current = deps;
  const retries = isRetryableCall(method, options) ? MAX_RETRIES : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await attemptRequest<T>(current, method, path, options);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error) || options.signal?.aborted) throw error;
      await current.sleep(retryDelay(attempt + 1, current.random));
    }
  }
}

async function attemptRequest<T>(
  current: ApiClientDeps,
  method: HttpMethod,
  path: string,
  options: RequestOptions,
): Promise<T> {
  const url = current.baseUrl + buildUrl(path, options.query);
  const request = { url, method };
  const headers: Record<string, string> = { ...DEFAULT_HEADERS };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.sport) headers['X-Api-Target'] = 'sport';
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  let timedOut = false;
  const cancelTimeout = current.schedule(() => {
    timedOut = true;
    controller.abort();
  }, current.timeoutMs);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort);

  try {
    let response: Response;
    try {
      if (options.signal?.aborted) throw options.signal.reason;
      response = await current.fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new TimeoutError(current.timeoutMs, request);
      if (options.signal?.aborted) throw error;
      throw new NetworkError(error, request);
    }
    let body: unknown;
    try {
      body = parseBody(await response.text());
    } catch (error) {
      if (timedOut) throw new TimeoutError(current.timeoutMs, request);
      // The caller gave up while the body was arriving (a query unmounted): not a failure.
      if (options.signal?.aborted) throw options.signal.reason ?? error;
      throw new NetworkError(error, request);
    }
    const botChallenge =
      response.headers.get('cf-mitigated') === 'challenge' ||
      response.headers.get('x-cf-challenge-detected') === '1';
    if (response.ok && !botChallenge) return (response.status === 204 ? null : body) as T;

    const init = { ...request, status: response.status, statusText: response.statusText, body, botChallenge };
    if (response.status === 401 && options.authErrorEvent !== false) bus.emit('auth-error', { url });
    if (response.status === 503 && response.headers.has('x-maintenance-mode'))
      throw new MaintenanceError(init);
    if (response.status === 429)
      throw new RateLimitedError({ ...init, retryAfter: response.headers.get('retry-after') });
    throw new ApiError(init);
  } finally {
    cancelTimeout();
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
