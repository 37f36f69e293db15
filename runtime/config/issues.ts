import type { ValidationIssue } from '../state/event-bus.ts';
import { suggestion } from './did-you-mean.ts';

/** The part of an Ajv ErrorObject that issues are made from (precompiled and CLI Ajv alike). */
export interface SchemaError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** Set by Ajv on errors raised while checking a property name (propertyNames). */
  propertyName?: string;
}

const FORMAT_HINTS: Record<string, { rule: string; hint: string }> = {
  'dmy-date': { rule: 'date/real', hint: 'is not a real date (DD/MM/YYYY)' },
  'dmy-datetime': { rule: 'date/real', hint: 'is not a real date and time (DD/MM/YYYY HH:mm, UTC)' },
};

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The value at a JSON pointer, or undefined. */
export function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data;
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/** The schema at an Ajv `schemaPath` (`#/properties/slots/propertyNames`) of `root`, if it can be followed. */
export function schemaAt(root: unknown, schemaPath: string): Record<string, unknown> | undefined {
  if (!schemaPath.startsWith('#')) return undefined;
  let current: unknown = root;
  for (const raw of schemaPath.slice(1).split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
}

/** The names a schema allows for the properties of the object it describes. */
function allowedNames(parent: Record<string, unknown> | undefined): string[] {
  if (!parent) return [];
  const names = Object.keys((parent.properties as Record<string, unknown> | undefined) ?? {});
  const propertyNames = parent.propertyNames as { enum?: unknown[] } | undefined;
  for (const value of propertyNames?.enum ?? []) if (typeof value === 'string') names.push(value);
  return names;
}

/** The schema path of the object schema that holds `keyword` (`…/x/additionalProperties` → `…/x`). */
const parentPath = (schemaPath: string) => schemaPath.slice(0, schemaPath.lastIndexOf('/'));

function single(error: SchemaError, data: unknown, root?: unknown): ValidationIssue {
  const { instancePath: pointer, keyword, params } = error;
  switch (keyword) {
    case 'required':
      return {
        pointer,
        message: `missing required property "${String(params.missingProperty)}"`,
        rule: 'schema/required',
      };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      return {
        pointer: `${pointer}/${escapePointer(name)}`,
        message: `unknown property "${name}"${suggestion(name, allowedNames(schemaAt(root, parentPath(error.schemaPath))))}`,
        rule: 'schema/additionalProperties',
      };
    }
    case 'propertyNames': {
      const name = String(params.propertyName);
      return {
        pointer: `${pointer}/${escapePointer(name)}`,
        message: `property name "${name}" is not allowed${suggestion(name, allowedNames(schemaAt(root, parentPath(error.schemaPath))))}`,
        rule: 'schema/propertyNames',
      };
    }
    case 'enum': {
      const values = params.allowedValues as unknown[];
      const allowed = values.map(describe).join(', ');
      const value = valueAt(data, pointer);
      const hint =
        typeof value === 'string'
          ? suggestion(
              value,
              values.filter((v): v is string => typeof v === 'string'),
            )
          : '';
      return {
        pointer,
        message: `${describe(value)} is not one of ${allowed}${hint}`,
        rule: 'schema/enum',
      };
    }
    case 'const':
      return { pointer, message: `must be ${describe(params.allowedValue)}`, rule: 'schema/const' };
    case 'format': {
      const known = FORMAT_HINTS[String(params.format)];
      if (known)
        return { pointer, message: `${describe(valueAt(data, pointer))} ${known.hint}`, rule: known.rule };
      return { pointer, message: `must match format "${String(params.format)}"`, rule: 'schema/format' };
    }
    case 'anyOf':
    case 'oneOf':
      return { pointer, message: 'does not match any of the allowed forms', rule: `schema/${keyword}` };
    default:
      return { pointer, message: error.message ?? `fails ${keyword}`, rule: `schema/${keyword}` };
  }
}

/**
 * anyOf reports every branch's errors. When exactly one branch got past its type check at the
 * value itself, the author meant that branch: its errors are the useful ones.
 */
function collapseAlternatives(errors: SchemaError[]): SchemaError[] {
  const result: SchemaError[] = [];
  const consumed = new Set<SchemaError>();
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') continue;
    const prefix = `${error.schemaPath}/`;
    const inner = errors.filter((e) => e !== error && e.schemaPath.startsWith(prefix));
    inner.forEach((e) => consumed.add(e));
    const branches = new Map<string, SchemaError[]>();
    for (const e of inner) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const typed = [...branches.values()].filter(
      (list) =>
        !list.some(
          (e) => e.instancePath === error.instancePath && (e.keyword === 'type' || e.keyword === 'const'),
        ),
    );
    if (typed.length === 1) result.push(...collapseAlternatives(typed[0]!));
    else result.push(error);
    consumed.add(error);
  }
  return [...errors.filter((e) => !consumed.has(e)), ...result];
}

/** Turns schema errors into issues with stable rule ids and readable messages. */
export function toIssues(
  errors: readonly SchemaError[] | null | undefined,
  data: unknown,
  /** The schema validated against: unknown property names then get a "did you mean". */
  schema?: unknown,
): ValidationIssue[] {
  if (!errors) return [];
  // Errors raised inside propertyNames repeat the propertyNames error itself.
  const relevant = errors.filter((e) => e.propertyName === undefined || e.keyword === 'propertyNames');
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const issue of collapseAlternatives(relevant).map((e) => single(e, data, schema))) {
    const key = `${issue.pointer}\u0000${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}
