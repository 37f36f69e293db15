import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { SCHEMA_BASE, imageUrl, schemaKeyProperty, whenProperty } from './common.schema.ts';

/** cms/config/main-widget-config.json: the floating main widget's bookmarks (spec §2). */
export const mainWidgetConfigSchema = {
  $id: `${SCHEMA_BASE}/cms/config/main-widget-config.json`,
  title: 'Main widget',
  description: 'Quick-link cards of the floating main widget.',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: schemaKeyProperty,
    widgets: {
      type: 'array',
      description: 'Cards, in order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'image', 'type'],
        properties: {
          name: { type: 'string', minLength: 1, description: 'Label of the card.' },
          image: imageUrl('Icon of the card.'),
          type: {
            enum: ['rocketMart', 'adventures', 'lootBox', 'quest', 'activityHub'],
            description: 'What the card opens.',
          },
          counter: {
            type: 'integer',
            minimum: 0,
            description:
              'Number shown on the card. Loot box and quest cards count what the player has running instead; the activity hub card counts the running quests when this is absent or 0.',
          },
          isNew: { type: 'boolean', description: 'Show the "new" flag.' },
          frontend_identifier: {
            type: 'string',
            description:
              "Quest cards: the quest the card opens while it runs; otherwise, or when absent, the card opens the list of the player's quests.",
          },
          isActivePage: { type: 'boolean', description: 'Highlight the card while its page is open.' },
          hidden: { type: 'boolean', description: 'Hide the card.' },
          when: whenProperty('When the card is shown; always when absent.'),
        },
      },
    },
  },
} as const satisfies JSONSchema;

export type MainWidgetConfig = FromSchema<typeof mainWidgetConfigSchema>;
