import { isFinalAnswer } from './final-answer.ts';

/** What a request was, so that an error can say where it came from. */
export interface RequestInfo {
  url: string;
  method: string;
}

/** The server answered with an HTTP error (API-SHAPES §0): status, status text and the parsed body. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The response body: parsed JSON when it parses, the text otherwise, null when empty. */
  readonly body: unknown;
  readonly url: string;
  readonly method: string;
  /** A bot-protection challenge answered instead of the API (`cf-mitigated: challenge`). */
  readonly botChallenge: boolean;

  constructor(
    init: RequestInfo & { status: number; statusText: string; body: unknown; botChallenge?: boolean },
  ) {
    super(`Request failed with status code ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.url = init.url;
    this.method = init.method;
    this.botChallenge = init.botChallenge ?? false;
  }
}

/** 503 with the `x-maintenance-mode` header: the whole platform is down for maintenance. */
export class MaintenanceError extends ApiError {
  constructor(init: ConstructorParameters<typeof ApiError>[0]) {
    super(init);
    this.name = 'MaintenanceError';
  }
}

/** Seconds a 429 without a usable Retry-After makes the player wait. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * 429: too many attempts. The server says how long to wait in `Retry-After` (seconds or an HTTP
 * date) and in the body's `retry_after`; never retried automatically.
 */
export class RateLimitedError extends ApiError {
  /** Whole seconds before the call may be sent again (at least 1). */
  readonly retryAfterSeconds: number;

  constructor(
    init: ConstructorParameters<typeof ApiError>[0] & { retryAfter?: string | null; now?: number },
  ) {
    super(init);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds(init.retryAfter ?? null, init.body, init.now ?? Date.now());
  }
}

/**
 * The wait a 429 asks for: the Retry-After header (delta-seconds or HTTP date), else the body's
 * `retry_after`, else DEFAULT_RETRY_AFTER_SECONDS.
 * @example retryAfterSeconds('840', null, Date.now()) // 840
 */
export function retryAfterSeconds(header: string | null, body: unknown, now: number): number {
  const fromHeader =
    header === null ? NaN : /^\s*\d+\s*$/.test(header) ? Number(header) : dateWait(header, now);
  const fromBody =
    typeof body === 'object' && body !== null ? Number((body as { retry_after?: unknown }).retry_after) : NaN;
  const seconds = [fromHeader, fromBody].find((value) => Number.isFinite(value) && value >= 0);
  return Math.max(1, Math.ceil(seconds ?? DEFAULT_RETRY_AFTER_SECONDS));
}

function dateWait(header: string, now: number): number {
  const at = Date.parse(header);
  return Number.isNaN(at) ? NaN : (at - now) / 1000;
}

/** No answer within the timeout. Retried like a network error. */
export class TimeoutError extends Error {
  readonly url: string;
  readonly method: string;

  constructor(timeoutMs: number, request: RequestInfo) {
    super(`timeout of ${timeoutMs}ms exceeded`);
    this.name = 'TimeoutError';
    this.url = request.url;
    this.method = request.method;
  }
}

/** The request never got an HTTP answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  readonly url: string;
  readonly method: string;

  constructor(cause: unknown, request: RequestInfo) {
    super(cause instanceof Error ? cause.message : 'Network Error', { cause });
    this.name = 'NetworkError';
    this.url = request.url;
    this.method = request.method;
  }
}

/** Whether an error is one the client retries: never an HTTP answer, only its absence. */
export function isRetryable(error: unknown): boolean {
  return error instanceof TimeoutError || error instanceof NetworkError;
}

/**
 * Whether a failure is the server's final answer (an HTTP error whose status `isFinalAnswer`, or its
 * body rethrown bare, which a call does only for final ones) rather than the lack of one or a 5xx:
 * after a final answer the server has decided, so sending the same write again is a new action.
 */
export function isServerAnswer(error: unknown): boolean {
  if (error instanceof ApiError) return isFinalAnswer(error.status);
  return typeof error === 'object' && error !== null && !(error instanceof Error);
}

/** The status a platform answers a thing that does not exist with (a CMS page, a game). */
const NOT_FOUND_STATUS = 404;

/**
 * Whether a failure says that what was asked for does not exist: its page shows "not found"
 * rather than an error with a retry.
 * @example isNotFound(staticPage.error)
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === NOT_FOUND_STATUS;
}

/** Field errors as a 422 body holds them: one message or several under each key. */
export type ServerErrors = Record<string, string[] | string>;

/** The body of a failed call: the HTTP error's, or the bare body that a call rethrows (spec §8). */
function failureBody(error: unknown): unknown {
  if (error instanceof ApiError) return error.body;
  return typeof error === 'object' && error !== null && !(error instanceof Error) ? error : null;
}

/**
 * The `errors` object of a 422 body (`{ errors: { field: string[] | string } }`), or null; the
 * body may come bare, as the two-factor step of sign-in rethrows it.
 */
export function validationErrors(error: unknown): ServerErrors | null {
  const body = failureBody(error);
  if (typeof body !== 'object' || body === null) return null;
  const errors = (body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? (errors as ServerErrors) : null;
}

/** The first message under one key of the server's errors: `['is taken', 'is short']` → 'is taken'. */
export function firstMessage(value: string[] | string | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The machine-readable `error` of a failure's body (`{ error: 'two_factor_ended' }`), or null. */
export function errorCode(error: unknown): string | null {
  const body = failureBody(error);
  const code = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  return typeof code === 'string' ? code : null;
}

/**
 * A readable message that the server sent outside any field (`{ error: 'Invalid password.' }`);
 * null when there is none, or when it is a bare code (`{ error: 'unauthorized' }`).
 */
export function errorBodyMessage(error: unknown): string | null {
  const body = failureBody(error);
  const message = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  return typeof message === 'string' && message.includes(' ') ? message : null;
}

/** A failed form request's 422 errors, split into the form's own fields and the rest. */
export interface FieldErrorsOf<F extends string> {
  /** The first message of each form field the server named. */
  fields: Partial<Record<F, string>>;
  /** Messages under keys that are no field of the form, in the server's order: never to be dropped. */
  other: { key: string; message: string }[];
  /** The errors as the server sent them (for the validation report). */
  errors: ServerErrors;
}

/**
 * Reads a form request's failure: the first message of each key goes to the form field it names,
 * everything else to `other` (a second key naming the same field too); empty messages are left
 * out. Null when the failure holds no field errors (a network error, a 500).
 * `fieldOf` lists the form's fields, or maps a server key to one (`'player.city'` → `'city'`).
 * @example const found = fieldErrorsOf(error, ['email', 'password']); // { fields: { email: 'is taken' }, other: [], errors }
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fieldOf: readonly F[] | ((key: string) => F | undefined),
): FieldErrorsOf<F> | null {
  const errors = validationErrors(error);
  if (!errors) return null;
  const toField =
    typeof fieldOf === 'function'
      ? fieldOf
      : (key: string) => ((fieldOf as readonly string[]).includes(key) ? (key as F) : undefined);
  const found: FieldErrorsOf<F> = { fields: {}, other: [], errors };
  for (const [key, value] of Object.entries(errors)) {
    const message = firstMessage(value);
    if (!message) continue;
    const field = toField(key);
    if (field !== undefined && found.fields[field] === undefined) found.fields[field] = message;
    else found.other.push({ key, message });
  }
  return found;
}
