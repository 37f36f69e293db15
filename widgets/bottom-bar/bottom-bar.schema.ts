import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { AUTH_RESTRICTED_WHEN, REGISTRATION_CLOSED_WHEN } from '../../runtime/rules/index.ts';
import { conditionProp, disabledRuleSchema } from '../../schemas/condition.schema.ts';

const ICONS = ['home', 'cards', 'live', 'sport', 'trophy', 'star', 'gift', 'wallet', 'user', 'menu'] as const;

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  description: 'One cell of the bottom bar.',
  properties: {
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]*$',
      description:
        'Cell id. Special ids: "account" (deposit for players, login and registration for guests), "sports" (the sports site on the betting host, only when sports are on and a betting host applies), "menu" (opens and closes the sidebar). Other ids are plain links.',
    },
    labelKey: {
      type: 'string',
      minLength: 1,
      description: 'Translation key of the label, e.g. "BOTTOM_BAR.LIVE" (not needed for "account").',
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
    icon: { enum: ICONS, description: 'Icon above the label.' },
    activeOn: {
      type: 'array',
      items: { type: 'string' },
      description:
        'Paths (without locale prefix) on which the cell is the current one: "/" matches only the home page, any other path also matches what lies below it. Default: the cell’s own path.',
    },
    when: conditionProp('When the cell is shown; always when absent.'),
  },
} as const satisfies JSONSchema;

export const bottomBarProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: item,
      default: [
        { id: 'account' },
        {
          id: 'lobby',
          labelKey: 'BOTTOM_BAR.LOBBY',
          href: '/',
          icon: 'home',
          activeOn: ['/', '/categories', '/games'],
        },
        {
          id: 'pokies',
          labelKey: 'BOTTOM_BAR.POKIES',
          href: '/pokies/all',
          icon: 'cards',
          activeOn: ['/pokies'],
        },
        { id: 'live', labelKey: 'BOTTOM_BAR.LIVE', href: '/live/all', icon: 'live', activeOn: ['/live'] },
        { id: 'sports', labelKey: 'BOTTOM_BAR.SPORTS', icon: 'sport' },
        { id: 'menu', labelKey: 'BOTTOM_BAR.MENU', icon: 'menu' },
      ],
      description: 'The cells, in order (spec §2 Mobile bottom bar).',
    },
    loginDisabled: {
      type: 'array',
      items: disabledRuleSchema,
      default: [{ when: AUTH_RESTRICTED_WHEN, reasonKey: 'BOTTOM_BAR.LOGIN_RESTRICTED' }],
      description: 'Conditions that disable the login cell for guests (spec §5: partially restricted geos).',
    },
    registrationDisabled: {
      type: 'array',
      items: disabledRuleSchema,
      default: [
        { when: AUTH_RESTRICTED_WHEN, reasonKey: 'BOTTOM_BAR.REGISTRATION_RESTRICTED' },
        { when: REGISTRATION_CLOSED_WHEN, reasonKey: 'BOTTOM_BAR.REGISTRATION_CLOSED' },
      ],
      description:
        'Conditions that disable the registration cell for guests (spec §5: restricted geos, EE geo).',
    },
  },
  required: [],
} as const satisfies JSONSchema;

export type BottomBarProps = FromSchema<typeof bottomBarProps>;
export type BottomBarItem = NonNullable<BottomBarProps['items']>[number];
export type BottomBarIcon = (typeof ICONS)[number];
