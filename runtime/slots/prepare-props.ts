import type { WidgetMigration } from './define-widget.ts';

/** The props version of a layout entry that names none: every widget starts at version 1. */
export const FIRST_PROPS_VERSION = 1;

/**
 * Applies the widget's migrations to props written for an older version, up to its current one.
 * @example migrateProps(registrationForm, { depositPath: '/deposit' }, 1) // → {}
 */
export function migrateProps(
  definition: { migrations: WidgetMigration[] },
  stored: Record<string, unknown> | undefined,
  storedVersion: number = FIRST_PROPS_VERSION,
): Record<string, unknown> {
  let props: Record<string, unknown> = { ...stored };
  for (const migration of definition.migrations) {
    if (migration.version > storedVersion) props = migration.up(props);
  }
  return props;
}

/**
 * Applies the widget's migrations to props stored for an older version, then its defaults: the
 * props its component receives (`P`, in which no defaulted property is missing).
 * @example prepareProps(registrationForm, { depositPath: '/deposit' }, 1) // → { loginPath: '/login', ... }
 */
export function prepareProps<P = Record<string, unknown>>(
  definition: { defaults: Partial<P>; migrations: WidgetMigration[] },
  stored: Record<string, unknown> | undefined,
  storedVersion: number = FIRST_PROPS_VERSION,
): P {
  return { ...definition.defaults, ...migrateProps(definition, stored, storedVersion) } as P;
}
