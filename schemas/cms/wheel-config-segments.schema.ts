import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, lootboxItemSchema, schemaKeyProperty } from './common.schema.ts';

/** cms/config/wheel-config-segments.json: wheel segments per player group (21, 1308, 1309). */
export const wheelConfigSegmentsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/wheel-config-segments.json`,
  title: 'Wheel segments per group',
  description: 'Wheel segments for players of a group; the default wheel for everyone else.',
  type: 'object',
  properties: { $schema: schemaKeyProperty },
  propertyNames: { pattern: '^(\\$schema|[0-9]+)$' },
  additionalProperties: {
    type: 'array',
    minItems: 2,
    description: 'Segments for this group id, clockwise.',
    items: lootboxItemSchema,
  },
} as const satisfies JSONSchema;

export type WheelConfigSegments = FromSchema<typeof wheelConfigSegmentsSchema>;
