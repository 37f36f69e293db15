import type { UtmMetrics } from '../rules/affiliate.ts';
import { apiRequest } from './client.ts';
import { ApiError, firstMessage, type ServerErrors } from './errors.ts';
import { logged, logFailure, type ClientLogRecord } from './log-failure.ts';

// Reporting calls: a failing report must never disturb the player, so most are fire-and-forget
// (logged, not thrown) and none is retried.

/** Forms whose validation errors are reported (API-SHAPES §2). */
export type ValidationComponent =
  | 'UserInfoStep'
  | 'UserInfoAddress'
  | 'ProfileEdit'
  | 'CashboxOthersForms'
  | 'LoginForm'
  | 'RegistrationForm';

export interface ValidationReport {
  side: 'backEnd' | 'frontEnd';
  component: ValidationComponent;
  errors: { key: string; firstMessage: string }[];
}

async function report(name: string, method: 'PUT' | 'POST', path: string, body: unknown): Promise<void> {
  try {
    await apiRequest(method, path, { body, retry: false });
  } catch (error) {
    logFailure(name, error);
  }
}

export function reportValidationErrors(body: ValidationReport): Promise<void> {
  return report('reportValidationErrors', 'PUT', '/metrics-errors-validation', body);
}

/**
 * Reports the field errors a server answered a form with, each key with its first message.
 * @example void reportServerErrors('LoginForm', fieldErrorsOf(error, FIELDS).errors);
 */
export function reportServerErrors(component: ValidationComponent, errors: ServerErrors): Promise<void> {
  return reportValidationErrors({
    side: 'backEnd',
    component,
    errors: Object.entries(errors).map(([key, value]) => ({ key, firstMessage: firstMessage(value) ?? '' })),
  });
}

/** Sends a client log record (the failure log samples through this shape too). */
export async function sendLog(record: ClientLogRecord | ClientLogRecord[]): Promise<void> {
  // Not through `report`: a failing log call is dropped, never logged again.
  await apiRequest('PUT', '/log', { body: record, retry: false }).catch(() => undefined);
}

/** Page timing metrics, in milliseconds (CLS unitless). */
export const PERFORMANCE_METRICS = [
  'ttfb',
  'fcp',
  'lcp',
  'cls',
  'inp',
  'tbt',
  'domContentLoaded',
  'load',
] as const;

/** Page timing of a page view (spec §7 `PUT /performance`). */
export interface PagePerformance {
  path?: string;
  url?: string;
  navigationType?: string;
  connectionType?: string;
  metrics: Partial<Record<(typeof PERFORMANCE_METRICS)[number], number>>;
}

export function sendPerformance(body: PagePerformance): Promise<void> {
  return report('sendPerformance', 'PUT', '/performance', body);
}

export interface GameStartPerformance {
  country: string;
  userId: number | null;
  gameId: string | number | null;
  gameName: string;
  provider: string;
  connectionType: string;
  value: number;
}

export function sendGameStartPerformance(body: GameStartPerformance): Promise<void> {
  return report('sendGameStartPerformance', 'PUT', '/game-start-performance', body);
}

/** What the Network Information API says about the connection. */
export interface NetworkPerformance {
  rtt: number;
  downlink: number;
  effectiveType: string;
  saveData?: boolean;
}

export function sendNetworkPerformance(body: NetworkPerformance): Promise<void> {
  return report('sendNetworkPerformance', 'PUT', '/network-performance', body);
}

export function logUtmSet(utmMetrics: UtmMetrics): Promise<void> {
  return report('logUtmSet', 'POST', '/log_utm_set', { utmMetrics });
}

export function logUtmSend(utmMetrics: UtmMetrics): Promise<void> {
  return report('logUtmSend', 'POST', '/log_utm_send', { utmMetrics });
}

/**
 * Events of the installable app (spec §7 POST /api/pwa_events): `open` a start of the installed
 * app, `install` the app installed (`appinstalled`), and the install prompt shown and answered.
 */
export const PWA_EVENTS = ['open', 'install', 'prompt_shown', 'prompt_accepted', 'prompt_dismissed'] as const;
export type PwaEvent = (typeof PWA_EVENTS)[number];

export function sendPwaEvent(event: PwaEvent): Promise<void> {
  return report('sendPwaEvent', 'POST', '/api/pwa_events', { event });
}

/**
 * Sends a message to support; a failure rethrows the body's `errors` object for the form (spec §8).
 * With the key of the player's action, a repeat after a lost answer is mailed once.
 */
export async function sendContactMessage(
  contact: { email: string; content: string },
  idempotencyKey?: string,
): Promise<void> {
  try {
    await logged(
      'sendContactMessage',
      apiRequest('POST', '/api/send_contact_message', { body: { contact }, idempotencyKey }),
    );
  } catch (error) {
    const errors =
      error instanceof ApiError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
    throw errors ?? error;
  }
}

/** A payment transaction reported for fraud screening (spec §7). Card data never holds the full number. */
export interface FraudTransaction {
  type: 'transaction' | 'payout';
  country: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** Device fingerprint. */
  dfpc: string | null;
  card?: { bin: string | null; last4: string | null; expiry: string | null; holder: string | null };
  amount_cents: number;
  currency: string;
  payment_system: string;
  /** The player's rank group (spec §6: rank groups are sent as custom player status). */
  custom_player_status: string | null;
}

export function sendTransaction(transaction: FraudTransaction): Promise<void> {
  return report('sendTransaction', 'POST', '/api/users/transaction', transaction);
}
