import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import {
  SCHEMA_BASE,
  imageUrl,
  linkTarget,
  localisedText,
  schemaKeyProperty,
  whenProperty,
} from './common.schema.ts';

/** cms/config/promotions.json: the promotion cards of /promotions and their bonus pages. */
export const promotionsSchema = {
  $id: `${SCHEMA_BASE}/cms/config/promotions.json`,
  title: 'Promotions',
  description: 'Promotion cards of /promotions, in order; each opens its bonus page /promotions/<slug>.',
  type: 'object',
  additionalProperties: false,
  required: ['promotions'],
  properties: {
    $schema: schemaKeyProperty,
    promotions: {
      type: 'array',
      description: 'Every promotion, in the order of the page.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'title', 'summary', 'image'],
        properties: {
          slug: {
            type: 'string',
            pattern: '^[a-z0-9][a-z0-9-]*$',
            maxLength: 80,
            description: 'Path of the bonus page: /promotions/<slug>.',
          },
          title: localisedText('Title of the card and the bonus page.'),
          summary: localisedText('One or two lines on the card.'),
          details: localisedText('Text of the bonus page (HTML, sanitised). The summary when absent.'),
          terms: localisedText('Terms of the promotion (HTML, sanitised), under the details.'),
          image: imageUrl('Card image, e.g. /assets/generated/promo/<name>.svg.'),
          page: {
            enum: [
              'tournaments',
              'lotteries',
              'achievements',
              'quests',
              'rocketMart',
              'rocketChance',
              'activityHub',
              'adventures',
              'wheel',
              'vipClub',
            ],
            description:
              'The promotion page this card is about (a key of manage-promotion-pages): the card is left out when that page is off.',
          },
          button: {
            type: 'object',
            additionalProperties: false,
            required: ['label', 'url'],
            description: 'Call to action on the bonus page; left out when its page does not exist.',
            properties: {
              label: localisedText('Text of the button.'),
              url: linkTarget('Where it leads: a site path (e.g. /deposit) or an https address.'),
            },
          },
          when: whenProperty('When the promotion is listed; always when absent.'),
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type PromotionsConfig = FromSchema<typeof promotionsSchema>;
export type Promotion = PromotionsConfig['promotions'][number];
