import { apiRequest, clientRandom } from './client.ts';
import { ApiError, TimeoutError, NetworkError } from './errors.ts';

/** Share of failures also reported to the server with `PUT /log` (spec §9: 5 %). */
export const FAILURE_REPORT_SAMPLE_RATE = 0.05;

/** A client log record as `PUT /log` receives it (spec §7; HTTP errors add the request fields). */
export interface ClientLogRecord {
  label: string;
  level_name: 'ERROR' | 'WARNING' | 'INFO';
  datetime: string;
  message: string;
  context: Record<string, unknown>;
  http_status?: number;
  request_url?: string;
  request_method?: string;
}

/** Builds the log record of a failed call. */
export function toLogRecord(name: string, error: unknown, now: Date = new Date()): ClientLogRecord {
  const record: ClientLogRecord = {
    label: name,
    level_name: 'ERROR',
    datetime: now.toISOString(),
    message: error instanceof Error ? error.message : String(error),
    context: { error: error instanceof Error ? error.name : typeof error },
  };
  if (error instanceof ApiError) {
    record.http_status = error.status;
    record.request_url = error.url;
    record.request_method = error.method;
  } else if (error instanceof TimeoutError || error instanceof NetworkError) {
    record.request_url = error.url;
    record.request_method = error.method;
  }
  return record;
}

/**
 * Logs a failed call under its name (spec §8) and reports a 5 % sample to the server. Never throws:
 * a failing report is dropped rather than logged, so that reporting cannot loop.
 */
export function logFailure(name: string, error: unknown): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.error(`[api] ${name} failed:`, error);
  if (clientRandom() >= FAILURE_REPORT_SAMPLE_RATE) return;
  apiRequest('PUT', '/log', { body: toLogRecord(name, error), retry: false }).catch(() => undefined);
}

/** Runs a call; a failure is logged under `name` and rethrown (the default of spec §8). */
export async function logged<T>(name: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    logFailure(name, error);
    throw error;
  }
}

/**
 * Runs a call; a failure is logged under `name` and answered with `fallback`, as is an empty body
 * (config and list calls, spec §8).
 */
export async function loggedOr<T>(name: string, fallback: T, call: Promise<T | null>): Promise<T> {
  try {
    return (await call) ?? fallback;
  } catch (error) {
    logFailure(name, error);
    return fallback;
  }
}
