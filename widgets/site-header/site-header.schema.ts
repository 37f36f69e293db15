import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { conditionProp, disabledRuleSchema } from '../../schemas/condition.schema.ts';

const ICONS = ['home', 'cards', 'live', 'sport', 'trophy', 'star', 'gift', 'globe', 'info', 'clock'] as const;

const menuItem = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'labelKey'],
  description: 'One entry of the top menu.',
  properties: {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]*$',
      description:
        'Menu item id. The spec ids (lobby, pokies, live, sports, activity-hub, rocket-mart, rocket-chance, tournaments, mystic-jackpots, achievements, vip-club) are put in the spec order and follow its visibility rules; other ids keep their place after them.',
    },
    labelKey: {
      type: 'string',
      minLength: 1,
      description: 'Translation key of the label, e.g. "HEADER.MENU.LIVE".',
    },
    href: {
      type: 'string',
      pattern: '^(/|https://)',
      description:
        'Site path (without locale prefix) or https address. For "sports", a path on the betting host.',
    },
    route: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'Named route of the site (e.g. "tournaments"), used when there is no href.',
    },
    icon: { enum: ICONS, description: 'Icon before the label.' },
    external: { type: 'boolean', description: 'The link leaves the site (the sports item always does).' },
    when: conditionProp('When the item is in the menu (region, licence, groups...); always when absent.'),
  },
} as const satisfies JSONSchema;

export const siteHeaderProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: menuItem,
      description:
        'Top-menu items. CMS pages tagged top-menu are appended; items that do not fit collapse into "More".',
    },
    loginDisabled: {
      type: 'array',
      items: disabledRuleSchema,
      description:
        'Conditions that disable the login button for guests (spec §5: partially restricted geos).',
    },
    registrationDisabled: {
      type: 'array',
      items: disabledRuleSchema,
      description:
        'Conditions that disable the registration button for guests (spec §5: restricted geos and the EE geo).',
    },
    sessionTimerWhen: conditionProp('When the session timer is shown (spec §1: EE licence, logged in).'),
    cmsPages: { type: 'boolean', description: 'Append the CMS pages tagged top-menu (default true).' },
    search: { type: 'boolean', description: 'Show the search button (default true).' },
    chat: { type: 'boolean', description: 'Show the support-chat button (default true).' },
  },
  required: [],
} as const satisfies JSONSchema;

export type SiteHeaderProps = FromSchema<typeof siteHeaderProps>;
export type SiteHeaderMenuItem = NonNullable<SiteHeaderProps['items']>[number];
export type SiteHeaderIcon = (typeof ICONS)[number];
