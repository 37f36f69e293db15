import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, lootboxItemSchema } from './common.schema.ts';

/**
 * cms/config/wheel-config.json: the default bonus-wheel segments (API-SHAPES: LootboxItem[]).
 * The document is an array, so it cannot carry `$schema`; editors map it by file name.
 */
export const wheelConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/wheel-config.json`,
  title: 'Wheel',
  description: 'Segments of the bonus wheel, clockwise.',
  type: 'array',
  minItems: 2,
  items: lootboxItemSchema,
} as const satisfies JSONSchema;

export type WheelConfig = FromSchema<typeof wheelConfigSchema>;
export type LootboxItem = WheelConfig[number];
