import type { ValidationIssue } from '../state/event-bus.ts';
import validateBrand from './generated/documents/brand.js';
import { toIssues } from './issues.ts';

/**
 * Validates a brand.json synchronously: the brand list is needed before anything renders. Only
 * this validator ships in the main bundle (a few KB gzip); every other one loads on demand
 * through validate.ts.
 */
export function validateBrandSync(data: unknown): ValidationIssue[] {
  return validateBrand(data) ? [] : toIssues(validateBrand.errors, data);
}
