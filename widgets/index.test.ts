// @vitest-environment node
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { AnyWidgetDefinition } from '../runtime/slots/define-widget.ts';
import { prepareProps } from '../runtime/slots/prepare-props.ts';
import { sharedSchemas } from '../schemas/index.ts';
import { widgets } from './index.ts';

// Strict as `croupier validate` and the codegen are; the `when` condition is referenced by its $id.
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
for (const schema of sharedSchemas) ajv.addSchema(schema);

type SchemaNode = Record<string, unknown>;
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level properties of a widget's props schema. */
function propertiesOf(definition: AnyWidgetDefinition): [string, SchemaNode][] {
  const properties = isNode(definition.props) ? definition.props.properties : undefined;
  return isNode(properties)
    ? Object.entries(properties).filter((entry): entry is [string, SchemaNode] => isNode(entry[1]))
    : [];
}

/** Keywords whose value is data, not a schema: a `default` inside them is no keyword. */
const DATA_KEYWORDS = new Set(['default', 'const', 'enum', 'examples']);
/** Keywords whose value maps names (possibly "default") to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);

/** Pointers of the `default`s in a schema, its own included. */
function defaultsIn(node: unknown, pointer: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => defaultsIn(item, `${pointer}/${index}`));
  if (!isNode(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'default') return [pointer || '/'];
    if (DATA_KEYWORDS.has(key)) return [];
    if (SCHEMA_MAPS.has(key) && isNode(value))
      return Object.entries(value).flatMap(([name, child]) => defaultsIn(child, `${pointer}/${key}/${name}`));
    return defaultsIn(value, `${pointer}/${key}`);
  });
}

const catalogue = widgets.map((definition) => [definition.id, definition] as const);

describe('widget defaults (the `default` of each top-level property of the props schema)', () => {
  it.each(catalogue)('%s: each default is valid for its property', (_id, definition) => {
    for (const [name, property] of propertiesOf(definition)) {
      if (property.default === undefined) continue;
      const valid = ajv.validate(property, property.default);
      expect(valid ? [] : ajv.errors, `default of ${name}`).toEqual([]);
    }
  });

  it.each(catalogue)('%s: the definition carries exactly the defaults of its schema', (_id, definition) => {
    const declared = propertiesOf(definition)
      .filter(([, property]) => property.default !== undefined)
      .map(([name, property]) => [name, property.default]);
    expect(definition.defaults).toEqual(Object.fromEntries(declared));
  });

  it.each(catalogue)('%s: props a layout leaves empty get every default', (_id, definition) => {
    const prepared = prepareProps(definition, {});
    for (const [name, property] of propertiesOf(definition)) {
      if (property.default !== undefined) expect(prepared, name).toHaveProperty([name], property.default);
    }
  });

  it.each(catalogue)('%s: has defaults on top-level properties only', (_id, definition) => {
    // Nested ones would never be applied (props merge at the top level only), yet FromSchema would
    // type their properties as always there.
    const { properties: _properties, ...root } = definition.props as SchemaNode;
    const nested = [
      ...defaultsIn(root, ''),
      ...propertiesOf(definition).flatMap(([name, { default: _own, ...property }]) =>
        defaultsIn(property, `/properties/${name}`),
      ),
    ];
    expect(nested).toEqual([]);
  });
});
