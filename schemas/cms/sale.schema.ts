import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, dmyDate, schemaKeyProperty } from './common.schema.ts';

/** cms/config/sale.json: a points-store sale; the Discount tab is active before endDate. */
export const saleSchema = {
  $id: `${SCHEMA_BASE}/cms/config/sale.json`,
  title: 'Sale',
  description: 'A points-store sale: its end day and the discounted cards.',
  type: 'object',
  additionalProperties: false,
  required: ['endDate', 'cards'],
  properties: {
    $schema: schemaKeyProperty,
    endDate: dmyDate('Last day of the sale is the day before this date, DD/MM/YYYY.'),
    cards: {
      type: 'object',
      description: 'Discount per card group (the group of a "sale…" rate card).',
      propertyNames: { pattern: '^[a-z0-9][a-z0-9_-]*$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['discountPercent', 'fullPrice'],
        properties: {
          discountPercent: {
            type: 'integer',
            minimum: 1,
            maximum: 99,
            description: 'Discount shown on the sale badge, in percent.',
          },
          fullPrice: {
            type: 'integer',
            minimum: 1,
            description: 'Price before the discount in coins, shown crossed out.',
          },
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type SaleConfig = FromSchema<typeof saleSchema>;
