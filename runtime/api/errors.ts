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

/** The `errors` object of a 422 body (`{ errors: { field: string[] | string } }`), or null. */
export function validationErrors(error: unknown): Record<string, string[] | string> | null {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return null;
  const errors = (error.body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[] | string>) : null;
}
