import { bus } from '../state/event-bus.ts';
import type { AnalyticsEvent } from './analytics-event.ts';

export type { AnalyticsEvent, AnalyticsFailure, AnalyticsFlow, AnalyticsStep } from './analytics-event.ts';

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
