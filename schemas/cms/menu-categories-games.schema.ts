import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { GAME_CATEGORY_SLUGS, SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/** cms/config/menu-categories-games.json: category menu per page type (spec §2). */
export const menuCategoriesGamesSchema = {
  $id: `${SCHEMA_BASE}/cms/config/menu-categories-games.json`,
  title: 'Category menus',
  description: 'Page type (lobby, pokies, live, ...) → game category slugs of its menu, in order.',
  type: 'object',
  properties: { $schema: schemaKeyProperty },
  propertyNames: { pattern: '^(\\$schema|[a-z][a-z0-9-]*)$' },
  additionalProperties: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    description: 'Category slugs of this menu, in order.',
    items: { enum: GAME_CATEGORY_SLUGS },
  },
} as const satisfies JSONSchema;

export type MenuCategoriesGames = FromSchema<typeof menuCategoriesGamesSchema>;
