import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

const messageKey = { type: 'string', pattern: '^[A-Z0-9_]+(\\.[A-Z0-9_]+)+$' } as const;

export const perksProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    titleKey: {
      ...messageKey,
      default: 'PERKS.TITLE',
      description: "Message key of the section heading, e.g. 'PERKS.TITLE'.",
    },
    items: {
      type: 'array',
      minItems: 1,
      default: [
        {
          id: 'fast-payouts',
          icon: 'wallet',
          titleKey: 'PERKS.FAST_PAYOUTS.TITLE',
          textKey: 'PERKS.FAST_PAYOUTS.TEXT',
        },
        {
          id: 'daily-gifts',
          icon: 'gift',
          titleKey: 'PERKS.DAILY_GIFTS.TITLE',
          textKey: 'PERKS.DAILY_GIFTS.TEXT',
        },
        {
          id: 'tournaments',
          icon: 'trophy',
          titleKey: 'PERKS.TOURNAMENTS.TITLE',
          textKey: 'PERKS.TOURNAMENTS.TEXT',
        },
        { id: 'support', icon: 'chat', titleKey: 'PERKS.SUPPORT.TITLE', textKey: 'PERKS.SUPPORT.TEXT' },
      ],
      description: 'The perks, in order: an icon and two message keys each.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'icon', 'titleKey', 'textKey'],
        properties: {
          id: {
            type: 'string',
            pattern: '^[a-z0-9-]+$',
            description: 'Stable id of the perk (analytics, tests).',
          },
          icon: {
            type: 'string',
            description: "Name of a design-system icon (runtime/ui Icon), e.g. 'gift', 'trophy', 'wallet'.",
          },
          titleKey: { ...messageKey, description: "Message key of the perk's title." },
          textKey: { ...messageKey, description: "Message key of the perk's one-sentence text." },
        },
      },
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type PerksProps = FromSchema<typeof perksProps>;
