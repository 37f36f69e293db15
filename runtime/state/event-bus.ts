import mitt from 'mitt';
import type { AnalyticsEvent } from '../analytics/analytics-event.ts';

/** An issue found while validating a JSON document (brand, layout, CMS, widget props). */
export interface ValidationIssue {
  /** JSON pointer into the document, '' for the root. */
  pointer: string;
  message: string;
  /** Stable id of the rule that failed, e.g. `schema/required`, `date/real`. */
  rule: string;
}

/** Every event of the client. Real-time messages arrive as `websocket.<channel>`. */
export type BusEvents = {
  'auth-error': { url: string };
  'widget-error': { origin: 'widget'; type: string; slot: string; brand: string; message: string };
  'config-invalid': { document: string; issues: ValidationIssue[] };
  login: { userId: number };
  logout: undefined;
  'open-chat': undefined;
  /** The visitor accepted cookies (the cookie banner). */
  consent: undefined;
  /** A step of a sign-up, login, deposit or withdrawal form (runtime/analytics). */
  analytics: AnalyticsEvent;
  [channel: `websocket.${string}`]: unknown;
};

/** The one event bus of the client (mitt). */
export const bus = mitt<BusEvents>();

/** How many config problems a page keeps for the testers' notice. */
export const CONFIG_PROBLEMS_KEPT = 50;

/**
 * The config problems this page has met since it loaded, oldest first (spec §6: testers see notices
 * that players do not). Recorded from the start, since a document is often checked before the
 * header's notices mount.
 */
export const configProblems: BusEvents['config-invalid'][] = [];
bus.on('config-invalid', (problem) => {
  if (configProblems.length < CONFIG_PROBLEMS_KEPT) configProblems.push(problem);
});
