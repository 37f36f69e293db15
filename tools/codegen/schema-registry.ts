import { Ajv, type AnySchema, type Options } from 'ajv';
import type { JSONSchema } from 'json-schema-to-ts';
import { DOCUMENT_KINDS, documentSchemas, sharedSchemas, type DocumentKind } from '../../schemas/index.ts';
import { dmyFormats } from '../../runtime/config/dmy-dates.ts';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';

/** Ajv key of a widget's props schema. */
export const widgetSchemaKey = (widgetId: string) => `widget:${widgetId}`;

/**
 * One Ajv instance holding every document schema and every widget props schema, with the CMS
 * date formats. The CLI validates with it; the codegen turns it into standalone code.
 */
export function createSchemaAjv(
  widgets: readonly AnyWidgetDefinition[],
  options: Options = {},
  { annotations = true }: { annotations?: boolean } = {},
): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    ...options,
  });
  const prepare = (schema: unknown) => (annotations ? schema : withoutAnnotations(schema)) as AnySchema;
  for (const [name, format] of Object.entries(dmyFormats)) ajv.addFormat(name, format);
  for (const schema of sharedSchemas) ajv.addSchema(prepare(schema));
  for (const kind of DOCUMENT_KINDS) ajv.addSchema(prepare(documentSchemas[kind]));
  for (const widget of widgets) ajv.addSchema(prepare(stripId(widget.props)), widgetSchemaKey(widget.id));
  return ajv;
}

const ANNOTATIONS = new Set(['description', 'title', 'examples', '$comment', 'default']);

/**
 * Standalone code embeds schema objects that error params point into; annotations would ship
 * every editor hover text to the browser for nothing.
 */
function withoutAnnotations(node: unknown, parentKey = ''): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutAnnotations(item));
  if (node === null || typeof node !== 'object') return node;
  // Under `properties` the keys are property names, not keywords: a property may be called "title".
  const isPropertyMap = parentKey === 'properties';
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => isPropertyMap || !ANNOTATIONS.has(key))
      .map(([key, value]) => [key, withoutAnnotations(value, isPropertyMap ? '' : key)]),
  );
}

/** Widget schemas are addressed by key; an `$id` of their own would only risk collisions. */
function stripId(schema: JSONSchema): AnySchema {
  if (typeof schema !== 'object') return schema;
  const { $id: _id, ...rest } = schema as Record<string, unknown>;
  return rest;
}

export function documentSchemaId(kind: DocumentKind): string {
  return documentSchemas[kind].$id;
}
