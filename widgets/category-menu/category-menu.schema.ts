import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const categoryMenuProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    menu: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description:
        "Key of menu-categories-games to show; by default the page type's own list (lobby, pokies, live, categories, favorite-games).",
    },
  },
} as const satisfies JSONSchema;

export type CategoryMenuProps = FromSchema<typeof categoryMenuProps>;
