import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The content pages this widget draws, one per layout. */
export const CONTENT_VIEWS = [
  'promotions',
  'news',
  'awards',
  'payments',
  'crypto-benefits',
  'bonus-balance',
  'oops',
  'feature-flags',
  'sport',
] as const;
export type ContentView = (typeof CONTENT_VIEWS)[number];

export const contentPageProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    terms: {
      type: 'boolean',
      default: true,
      description: 'Promotions: whether a bonus page shows the terms under its details.',
    },
    view: {
      enum: CONTENT_VIEWS,
      description:
        'Which page: promotions (cards and /promotions/<slug> bonus pages), news (list and /news/<slug>), awards (by year), payments (deposit and withdrawal methods), crypto-benefits, bonus-balance, oops (error page), feature-flags (/ffc), sport (leaves for the sports site).',
    },
  },
  required: ['view'],
} as const satisfies JSONSchema;

export type ContentPageProps = FromSchema<typeof contentPageProps>;
