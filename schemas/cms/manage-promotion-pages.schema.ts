import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, schemaKeyProperty } from './common.schema.ts';

/** cms/config/manage-promotion-pages.json: which promotion pages are enabled. */
export const managePromotionPagesSchema = {
  $id: `${SCHEMA_BASE}/cms/config/manage-promotion-pages.json`,
  title: 'Promotion pages',
  description: 'Page key → enabled; a disabled page redirects (e.g. rocket-mart to /promotions).',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: schemaKeyProperty,
    promotions: { type: 'boolean', description: 'The /promotions page.' },
    tournaments: { type: 'boolean', description: 'The tournaments pages.' },
    lotteries: { type: 'boolean', description: 'The lotteries tab; off redirects to all tournaments.' },
    achievements: { type: 'boolean', description: 'The achievements page.' },
    quests: { type: 'boolean', description: 'Quest pages.' },
    rocketMart: { type: 'boolean', description: 'The points store; off redirects to /promotions.' },
    rocketChance: { type: 'boolean', description: 'Rocket chance; off redirects to /promotions.' },
    activityHub: { type: 'boolean', description: 'The activity hub.' },
    adventures: { type: 'boolean', description: 'VIP adventures.' },
    wheel: { type: 'boolean', description: 'The bonus wheel page.' },
    vipClub: { type: 'boolean', description: 'The VIP club page.' },
  },
} as const satisfies JSONSchema;

export type ManagePromotionPages = FromSchema<typeof managePromotionPagesSchema>;
