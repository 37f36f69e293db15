import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { schemaDefaults } from './schema-defaults.ts';

/** A versioned step that upgrades stored props of an older widget version. */
export interface WidgetMigration {
  version: number;
  up: (props: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * The props an author writes for a widget (a layout entry, `example`, `examples`, the result of
 * a migration): a property with a `default` in the schema may be left out.
 */
export type AuthoredProps<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/**
 * What a widget component receives: its validated props plus where it is rendered. `P` is the
 * props with the schema's defaults applied (`FromSchema<S>`: a defaulted property is never absent).
 */
export interface WidgetRenderProps<P> {
  props: P;
  slot: string;
}

/** A widget's code: its component, and what it fetches first when it is warmed ahead of use. */
export interface WidgetModule<P> {
  default: ComponentType<WidgetRenderProps<P>>;
  /**
   * Starts the queries the widget's first render waits for (a popup's content warmed when a link
   * to it is pointed at: runtime/app/warm-popups.ts). Only what is already in the cache may be read.
   */
  prefetch?: (queryClient: QueryClient) => void;
}

/**
 * A pluggable unit of the page. It is React-free at module level (the component is loaded
 * lazily), so the CLI and the codegen can read definitions in Node. `P` is what the component
 * receives, `A` what authors write.
 */
export interface WidgetDefinition<
  S extends JSONSchema = JSONSchema,
  P = FromSchema<S>,
  A = AuthoredProps<S>,
> {
  id: string;
  version: number;
  /** JSON Schema (`as const`) of the props, `additionalProperties: false`; defaults are its `default`s. */
  props: S;
  /** The `default`s of the schema's top-level properties (`schemaDefaults`), set by `defineWidget`. */
  defaults: Partial<P>;
  migrations: WidgetMigration[];
  load: () => Promise<WidgetModule<P>>;
  /** Props used by the widget gallery and by the widget's own test (the default of `renderWidget`). */
  example: A;
  /** More props the widget gallery shows it with (another variant, another state), after `example`. */
  examples?: A[];
}

/** What a widget module declares: the definition without its `defaults`, which come from the schema. */
export type WidgetDeclaration<
  S extends JSONSchema = JSONSchema,
  P = FromSchema<S>,
  A = AuthoredProps<S>,
> = Omit<WidgetDefinition<S, P, A>, 'defaults'>;

export type AnyWidgetDefinition = WidgetDefinition<JSONSchema, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Declares a widget; the props types and the defaults are derived from its schema.
 * @example export const gameRow = defineWidget<typeof gameRowProps>({ id: 'game-row', version: 1, props: gameRowProps, ... })
 */
export function defineWidget<const S extends JSONSchema>(
  declaration: WidgetDeclaration<S>,
): WidgetDefinition<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(declaration.id)) {
    throw new Error(`Widget id "${declaration.id}" must be kebab-case`);
  }
  const versions = declaration.migrations.map((m) => m.version);
  if (versions.some((v, i) => v > declaration.version || (i > 0 && v <= versions[i - 1]!))) {
    throw new Error(
      `Widget "${declaration.id}": migrations must ascend and not exceed version ${declaration.version}`,
    );
  }
  // Cast without comparing: checking a generic FromSchema<S> here is too deep for the compiler.
  return { ...declaration, defaults: schemaDefaults(declaration.props) as never };
}

/**
 * Every example a widget is shown with in the gallery: `example`, then `examples`.
 * @example widgetExamples(gameRow) // [{ category: 'top', ... }]
 */
export function widgetExamples<A>(
  definition: Pick<WidgetDefinition<JSONSchema, unknown, A>, 'example' | 'examples'>,
): A[] {
  return [definition.example, ...(definition.examples ?? [])];
}
