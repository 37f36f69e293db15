import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl, perCurrency, schemaKeyProperty, textOrLocalised } from './common.schema.ts';

/** Promo labels of a points-store card (spec §3). */
export const PROMO_LABELS = ['POPULAR', 'NEW', 'VIP'] as const;

/**
 * cms/config/rocket-mart.json: content of the points store (the CMS page with slug rocket-mart
 * and JSON content, spec §2 Points store). Card prices come from the comp-points rates calls.
 */
export const rocketMartSchema = {
  $id: `${SCHEMA_BASE}/cms/config/rocket-mart.json`,
  title: 'Points store (rocket-mart)',
  description: 'Images, labels and texts of the points-store cards.',
  type: 'object',
  additionalProperties: false,
  required: ['viewImages', 'cards'],
  properties: {
    $schema: schemaKeyProperty,
    viewImages: {
      type: 'object',
      additionalProperties: false,
      required: ['header'],
      description: 'Images of the store views.',
      properties: {
        header: imageUrl('Header banner behind the coin balance.'),
        freespins: imageUrl('Default image of free-spins cards.'),
        money: imageUrl('Default image of money-reward cards.'),
        special: imageUrl('Default image of special-reward cards.'),
        discount: imageUrl('Image of the discount tab during a sale.'),
      },
    },
    promo: {
      type: 'object',
      description: 'Promo label per card group, e.g. {"fs-50": "POPULAR"}.',
      propertyNames: { pattern: '^[a-z0-9][a-z0-9_-]*$' },
      additionalProperties: { enum: PROMO_LABELS },
    },
    gameTitles: {
      type: 'object',
      description: 'Display title per game "producer:game" named in free-spins cards.',
      propertyNames: { pattern: '^[a-z0-9-]+:[a-z0-9-]+$' },
      additionalProperties: { type: 'string', minLength: 1 },
    },
    maxWin: perCurrency({ type: 'number', minimum: 0 }, 'Maximum win from free spins, in major units.'),
    freeSpinsWager: { type: 'number', minimum: 0, description: 'Wager multiplier of free-spins winnings.' },
    spinRate: perCurrency({ type: 'number', exclusiveMinimum: 0 }, 'Value of one free spin, in major units.'),
    cards: {
      type: 'array',
      description: 'Cards of the store, in display order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['group', 'type', 'title'],
        description: 'One card; matched to a rate card by group.',
        properties: {
          group: {
            type: 'string',
            pattern: '^[a-z0-9][a-z0-9_-]*$',
            description: 'Rate group of the card; a group starting with "sale" is a discounted card.',
          },
          type: {
            enum: ['freespins', 'money', 'lootboxes', 'lotteries'],
            description: 'Kind of reward: free spins, money, special (loot boxes) or lottery tickets.',
          },
          title: textOrLocalised('Card title.'),
          subtitle: textOrLocalised('Card subtitle.'),
          image: imageUrl('Card image; the view image of its type when absent.'),
          readMore: textOrLocalised('Text of the read-more block (HTML, sanitised).'),
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type RocketMartConfig = FromSchema<typeof rocketMartSchema>;
