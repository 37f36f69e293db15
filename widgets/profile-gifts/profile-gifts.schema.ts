import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The parts of the gifts tab, in the order a layout may list them. */
export const GIFT_SECTIONS = ['new', 'active', 'lootboxes', 'deposit', 'sport', 'settings'] as const;
export type GiftSection = (typeof GIFT_SECTIONS)[number];

export const profileGiftsProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sections: {
      type: 'array',
      items: { enum: GIFT_SECTIONS },
      uniqueItems: true,
      minItems: 1,
      default: GIFT_SECTIONS,
      description:
        "The parts of the tab, in the order they are shown: 'new' (gifts to activate before their " +
        "deadline), 'active' (gifts being wagered or played), 'lootboxes', 'deposit' (the offers of the next " +
        "deposits, or why they are unavailable), 'sport' (sportsbook bonuses, only where sports betting is " +
        "offered) and 'settings' (switching bonuses on or off).",
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type ProfileGiftsProps = FromSchema<typeof profileGiftsProps>;
