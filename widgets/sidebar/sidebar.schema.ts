import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { conditionProp } from '../../schemas/condition.schema.ts';

const ICONS = [
  'home',
  'cards',
  'live',
  'sport',
  'trophy',
  'star',
  'gift',
  'globe',
  'info',
  'user',
  'wallet',
] as const;

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'labelKey'],
  description: 'One link of the sidebar menu.',
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', description: 'Stable id of the link.' },
    labelKey: {
      type: 'string',
      minLength: 1,
      description: 'Translation key of the label, e.g. "SIDEBAR.ITEMS.JACKPOTS".',
    },
    href: {
      type: 'string',
      pattern: '^(/|https://)',
      description: 'Site path (without locale prefix) or https address.',
    },
    route: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'Named route of the site (e.g. "tournaments"), used when there is no href.',
    },
    icon: { enum: ICONS, description: 'Icon before the label.' },
    feature: {
      type: 'string',
      minLength: 1,
      description:
        'Promotion page behind a feature flag (rocketMart, rocketChance, activityHub): the link shows only when the feature is on and manage-promotion-pages does not switch it off for the player.',
    },
    count: {
      enum: ['tournaments'],
      description: 'A counter beside the label: "tournaments" counts the running tournaments and lotteries.',
    },
    when: conditionProp('When the link is shown; always when absent.'),
  },
} as const satisfies JSONSchema;

export const sidebarProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: item,
      default: [
        {
          id: 'activity-hub',
          labelKey: 'SIDEBAR.ITEMS.ACTIVITY_HUB',
          route: 'activity-hub',
          icon: 'star',
          feature: 'activityHub',
        },
        {
          id: 'rocket-mart',
          labelKey: 'SIDEBAR.ITEMS.ROCKET_MART',
          route: 'rocket-mart',
          icon: 'gift',
          feature: 'rocketMart',
        },
        {
          id: 'rocket-chance',
          labelKey: 'SIDEBAR.ITEMS.ROCKET_CHANCE',
          route: 'rocket-chance',
          icon: 'star',
          feature: 'rocketChance',
        },
        {
          id: 'tournaments',
          labelKey: 'SIDEBAR.ITEMS.TOURNAMENTS',
          route: 'tournaments',
          icon: 'trophy',
          count: 'tournaments',
        },
        { id: 'jackpots', labelKey: 'SIDEBAR.ITEMS.JACKPOTS', href: '/pokies/jackpot', icon: 'star' },
        { id: 'achievements', labelKey: 'SIDEBAR.ITEMS.ACHIEVEMENTS', route: 'achievements', icon: 'trophy' },
        { id: 'vip-club', labelKey: 'SIDEBAR.ITEMS.VIP_CLUB', route: 'vip-club', icon: 'star' },
        {
          id: 'profile',
          labelKey: 'SIDEBAR.ITEMS.PROFILE',
          route: 'profile',
          icon: 'user',
          when: { auth: 'player' },
        },
      ],
      description: 'Menu links, in order (spec §2 Sidebar).',
    },
    balanceWhen: {
      ...conditionProp('When the balance and the deposit button are shown.'),
      default: { auth: 'player' },
    },
    cmsPages: {
      type: 'boolean',
      default: true,
      description: 'List the CMS pages tagged top-menu after the links.',
    },
    supportWhen: conditionProp('When the support-chat button is shown; always when absent.'),
    vipManagerWhen: conditionProp(
      'Further condition for the VIP manager panel, which only VIP players (spec §6 groups) ever see; always when absent.',
    ),
    installWhen: conditionProp(
      'When the install-the-app entry is offered (never once installed); always when absent.',
    ),
    languagesWhen: conditionProp('When the language switch is shown; always when absent.'),
    localTimeWhen: {
      ...conditionProp('When the local time is shown (spec §2).'),
      default: { device: 'mobile' },
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type SidebarProps = FromSchema<typeof sidebarProps>;
export type SidebarItem = NonNullable<SidebarProps['items']>[number];
export type SidebarIcon = (typeof ICONS)[number];
