import type { JSONSchema } from 'json-schema-to-ts';

/**
 * The `default` of each top-level property of a widget's props schema, by property name: what
 * `prepareProps` spreads under a layout's props. Only the top level counts: a layout that gives a
 * property replaces its default whole. Without a schema (a built page's definitions carry none,
 * lean-widget-definitions.ts) there are none: the build has applied them to the layouts.
 * @example schemaDefaults({ type: 'object', properties: { limit: { type: 'integer', default: 15 } } }) // { limit: 15 }
 */
export function schemaDefaults(schema: JSONSchema | undefined): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  if (typeof schema !== 'object' || !schema.properties) return defaults;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (typeof property === 'object' && property.default !== undefined) defaults[name] = property.default;
  }
  return defaults;
}
