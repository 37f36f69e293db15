import { bus } from '../state/event-bus.ts';

/** The player journeys whose steps are measured (spec §7: sign-up, deposit, withdraw, login). */
export type AnalyticsFlow = 'sign-up' | 'login' | 'deposit' | 'withdraw';
/** A form was shown, sent, accepted by the server, or refused (by its own checks or the server). */
export type AnalyticsStep = 'opened' | 'submitted' | 'succeeded' | 'failed';
/** Why a step failed: the form's own checks, the server's answer, or too many attempts. */
export type AnalyticsFailure = 'invalid' | 'refused' | 'rate-limited' | 'error';

export interface AnalyticsEvent {
  flow: AnalyticsFlow;
  step: AnalyticsStep;
  /** For `failed`: why. */
  reason?: AnalyticsFailure;
  /** Deposit and withdrawal: the payment method's id (never an amount or card data). */
  method?: string;
  /** Login: the second-factor step rather than the password. */
  twoFactor?: boolean;
}

/** Steps taken before the sink's code arrived (a form on the landing page), at most this many. */
const EARLY_LIMIT = 50;
const early: AnalyticsEvent[] = [];
let sinkAttached = false;

/**
 * Announces a step of a measured form on the bus; the analytics sink (loaded when the page is
 * idle, after consent where the licence asks for it) reports it.
 * @example trackStep({ flow: 'login', step: 'failed', reason: 'refused' });
 */
export function trackStep(event: AnalyticsEvent): void {
  if (!sinkAttached && early.length < EARLY_LIMIT) early.push(event);
  bus.emit('analytics', event);
}

/** For the sink as it attaches: the steps announced before it listened, in order (once). */
export function takeEarlySteps(): AnalyticsEvent[] {
  sinkAttached = true;
  return early.splice(0);
}

/** Tests: back to a page whose sink has not attached. */
export function resetEarlySteps(): void {
  sinkAttached = false;
  early.length = 0;
}
