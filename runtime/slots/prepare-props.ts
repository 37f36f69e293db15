import type { AnyWidgetDefinition } from './define-widget.ts';

/**
 * Applies the widget's migrations to props stored for an older version, then its defaults.
 * @example prepareProps(heroBanner, { big: true }, 1) // → { size: 'large', ... }
 */
export function prepareProps(
  definition: AnyWidgetDefinition,
  stored: Record<string, unknown> | undefined,
  storedVersion: number = definition.version,
): Record<string, unknown> {
  let props: Record<string, unknown> = { ...stored };
  for (const migration of definition.migrations) {
    if (migration.version > storedVersion) props = migration.up(props);
  }
  return { ...definition.defaults, ...props };
}
