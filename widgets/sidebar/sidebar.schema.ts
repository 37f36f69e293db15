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
    items: { type: 'array', items: item, description: 'Menu links, in order (spec §2 Sidebar).' },
    balanceWhen: conditionProp(
      'When the balance and the deposit button are shown (default: logged-in players).',
    ),
    cmsPages: {
      type: 'boolean',
      description: 'List the CMS pages tagged top-menu after the links (default true).',
    },
    supportWhen: conditionProp('When the support-chat button is shown; always when absent.'),
    vipManagerWhen: conditionProp(
      'Further condition for the VIP manager panel, which only VIP players (spec §6 groups) ever see; always when absent.',
    ),
    installWhen: conditionProp(
      'When the install-the-app entry is offered (never once installed); always when absent.',
    ),
    languagesWhen: conditionProp('When the language switch is shown; always when absent.'),
    localTimeWhen: conditionProp('When the local time is shown (spec §2: on mobile).'),
  },
  required: [],
} as const satisfies JSONSchema;

export type SidebarProps = FromSchema<typeof sidebarProps>;
export type SidebarItem = NonNullable<SidebarProps['items']>[number];
export type SidebarIcon = (typeof ICONS)[number];
