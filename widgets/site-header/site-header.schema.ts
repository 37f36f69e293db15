import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { AUTH_RESTRICTED_WHEN, REGISTRATION_CLOSED_WHEN } from '../../runtime/rules/index.ts';
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
      default: [
        { id: 'lobby', labelKey: 'HEADER.MENU.LOBBY', href: '/', icon: 'home' },
        { id: 'pokies', labelKey: 'HEADER.MENU.POKIES', href: '/pokies/all', icon: 'cards' },
        { id: 'live', labelKey: 'HEADER.MENU.LIVE', href: '/live/all', icon: 'live' },
        { id: 'sports', labelKey: 'HEADER.MENU.SPORTS', icon: 'sport', external: true },
        { id: 'activity-hub', labelKey: 'HEADER.MENU.ACTIVITY_HUB', route: 'activity-hub', icon: 'star' },
        { id: 'rocket-mart', labelKey: 'HEADER.MENU.ROCKET_MART', route: 'rocket-mart', icon: 'gift' },
        { id: 'rocket-chance', labelKey: 'HEADER.MENU.ROCKET_CHANCE', route: 'rocket-chance', icon: 'star' },
        { id: 'tournaments', labelKey: 'HEADER.MENU.TOURNAMENTS', route: 'tournaments', icon: 'trophy' },
        {
          id: 'mystic-jackpots',
          labelKey: 'HEADER.MENU.MYSTIC_JACKPOTS',
          href: '/mystic-jackpot',
          icon: 'star',
        },
        { id: 'achievements', labelKey: 'HEADER.MENU.ACHIEVEMENTS', route: 'achievements', icon: 'trophy' },
        { id: 'vip-club', labelKey: 'HEADER.MENU.VIP_CLUB', route: 'vip-club', icon: 'star' },
      ],
      description:
        'Top-menu items. CMS pages tagged top-menu are appended; items that do not fit collapse into "More".',
    },
    loginDisabled: {
      type: 'array',
      items: disabledRuleSchema,
      default: [{ when: AUTH_RESTRICTED_WHEN, reasonKey: 'HEADER.AUTH.LOGIN_RESTRICTED' }],
      description:
        'Conditions that disable the login button for guests (spec §5: partially restricted geos).',
    },
    registrationDisabled: {
      type: 'array',
      items: disabledRuleSchema,
      default: [
        { when: AUTH_RESTRICTED_WHEN, reasonKey: 'HEADER.AUTH.REGISTRATION_RESTRICTED' },
        { when: REGISTRATION_CLOSED_WHEN, reasonKey: 'HEADER.AUTH.REGISTRATION_CLOSED' },
      ],
      description:
        'Conditions that disable the registration button for guests (spec §5: restricted geos and the EE geo).',
    },
    sessionTimerWhen: {
      ...conditionProp('When the session timer is shown (spec §1: EE licence, logged in).'),
      default: { licence: ['EE'], auth: 'player' },
    },
    cmsPages: { type: 'boolean', default: true, description: 'Append the CMS pages tagged top-menu.' },
    search: { type: 'boolean', default: true, description: 'Show the search button.' },
    chat: { type: 'boolean', default: true, description: 'Show the support-chat button.' },
  },
  required: [],
} as const satisfies JSONSchema;

export type SiteHeaderProps = FromSchema<typeof siteHeaderProps>;
export type SiteHeaderMenuItem = NonNullable<SiteHeaderProps['items']>[number];
export type SiteHeaderIcon = (typeof ICONS)[number];
