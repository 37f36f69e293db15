import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

export const staticPageProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    slug: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]*(/[A-Za-z0-9-]+)*$',
      description:
        'CMS page to show; when absent the slug is read from the current path (with its licence variant).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type StaticPageProps = FromSchema<typeof staticPageProps>;
