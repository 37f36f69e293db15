import type { DocumentKind } from '../../schemas/index.ts';
import type { ValidationIssue } from '../state/event-bus.ts';
import {
  documentValidatorLoaders,
  widgetValidatorLoaders,
  type CompiledValidator,
} from './generated/index.js';
import { checkItems, type ItemCheck } from './document-items.ts';
import { toIssues } from './issues.ts';

function issuesOf(validate: CompiledValidator, data: unknown): ValidationIssue[] {
  return validate(data) ? [] : toIssues(validate.errors, data);
}

/**
 * Validates a document (brand, layout, CMS config or page) with its precompiled validator, which
 * is loaded on first use: each validator is a chunk of its own, outside the first bundle.
 * Rejects when the validator's chunk cannot be loaded.
 * @example await validateDocument('cms/config/banners-config', await res.json()) // [] when valid
 */
export async function validateDocument(kind: DocumentKind, data: unknown): Promise<ValidationIssue[]> {
  const { default: validate } = await documentValidatorLoaders[kind]();
  return issuesOf(validate, data);
}

/**
 * Validates a CMS document entry by entry (`checkItems`): the broken entries of a list document
 * are dropped and reported, the document is rejected only when broken at its top level.
 * Rejects when the validator's chunk cannot be loaded.
 * @example await validateDocumentItems('cms/config/footer', doc) // { ok: true, value, dropped: [...] }
 */
export async function validateDocumentItems(kind: DocumentKind, data: unknown): Promise<ItemCheck> {
  const { default: validate } = await documentValidatorLoaders[kind]();
  return checkItems(kind, data, (value) => issuesOf(validate, value));
}

/**
 * Validates a widget's props against its schema (validator loaded on first use); an unknown
 * widget id is itself an issue.
 */
export async function validateWidgetProps(widgetId: string, props: unknown): Promise<ValidationIssue[]> {
  const load = Object.hasOwn(widgetValidatorLoaders, widgetId) ? widgetValidatorLoaders[widgetId] : undefined;
  if (!load) return [{ pointer: '', message: `unknown widget "${widgetId}"`, rule: 'layout/unknown-widget' }];
  const { default: validate } = await load();
  return issuesOf(validate, props);
}

export { validateBrandSync } from './validate-brand.ts';

/** The document kind of `GET /api/fe/config/<name>`, or undefined when it has no schema. */
export function configDocumentKind(name: string): DocumentKind | undefined {
  const kind = `cms/config/${name}`;
  return Object.hasOwn(documentValidatorLoaders, kind) ? (kind as DocumentKind) : undefined;
}
