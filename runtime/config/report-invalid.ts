import { apiRequest } from '../api/client.ts';
import type { ValidationIssue } from '../state/event-bus.ts';

export const VALIDATION_METRICS_PATH = '/metrics-errors-validation';

/** Body of PUT /metrics-errors-validation (API-SHAPES, Fraud and diagnostics). */
export interface ValidationMetrics {
  side: 'frontEnd';
  component: string;
  errors: { key: string; firstMessage: string }[];
}

/** One entry per JSON pointer with its first message; '/' names the document root. */
export function toValidationMetrics(
  component: string,
  issues: readonly ValidationIssue[],
): ValidationMetrics {
  const errors = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.pointer === '' ? '/' : issue.pointer;
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return {
    side: 'frontEnd',
    component,
    errors: [...errors].map(([key, firstMessage]) => ({ key, firstMessage })),
  };
}

/**
 * Reports an invalid document to the platform. Fire and forget: a failed report is logged,
 * never shown, since the widget already falls back to its empty state.
 */
export async function reportInvalidDocument(
  component: string,
  issues: readonly ValidationIssue[],
): Promise<void> {
  if (issues.length === 0) return;
  try {
    // No retries: a diagnostics call must not keep the network busy for minutes.
    await apiRequest<unknown>('PUT', VALIDATION_METRICS_PATH, {
      body: toValidationMetrics(component, issues),
      retry: false,
    });
  } catch (error) {
    console.warn(`Validation report for ${component} failed`, error);
  }
}
