import type { ComponentType } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** A versioned step that upgrades stored props of an older widget version. */
export interface WidgetMigration {
  version: number;
  up: (props: Record<string, unknown>) => Record<string, unknown>;
}

/** What a widget component receives: its validated props plus where it is rendered. */
export interface WidgetRenderProps<P> {
  props: P;
  slot: string;
}

/**
 * A pluggable unit of the page. It is React-free at module level (the component is loaded
 * lazily), so the CLI and the codegen can read definitions in Node.
 */
export interface WidgetDefinition<S extends JSONSchema = JSONSchema, P = FromSchema<S>> {
  id: string;
  version: number;
  /** JSON Schema (`as const`) of the props, `additionalProperties: false`. */
  props: S;
  defaults: Partial<P>;
  migrations: WidgetMigration[];
  load: () => Promise<{ default: ComponentType<WidgetRenderProps<P>> }>;
  /** Props used by the widget gallery and by the widget's own test (the default of `renderWidget`). */
  example: P;
  /** More props the widget gallery shows it with (another variant, another state), after `example`. */
  examples?: P[];
}

export type AnyWidgetDefinition = WidgetDefinition<JSONSchema, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Declares a widget; the props type is derived from its schema.
 * @example export const gameRow = defineWidget({ id: 'game-row', version: 1, props: gameRowProps, ... })
 */
export function defineWidget<const S extends JSONSchema>(
  definition: WidgetDefinition<S, FromSchema<S>>,
): WidgetDefinition<S, FromSchema<S>> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.id)) {
    throw new Error(`Widget id "${definition.id}" must be kebab-case`);
  }
  const versions = definition.migrations.map((m) => m.version);
  if (versions.some((v, i) => v > definition.version || (i > 0 && v <= versions[i - 1]!))) {
    throw new Error(
      `Widget "${definition.id}": migrations must ascend and not exceed version ${definition.version}`,
    );
  }
  return definition;
}

/**
 * Every example a widget is shown with in the gallery: `example`, then `examples`.
 * @example widgetExamples(gameRow) // [{ category: 'top', ... }]
 */
export function widgetExamples<P>(
  definition: Pick<WidgetDefinition<JSONSchema, P>, 'example' | 'examples'>,
): P[] {
  return [definition.example, ...(definition.examples ?? [])];
}
