import { defineWidget } from '../../runtime/slots/index.ts';
import { siteHeaderProps } from './site-header.schema.ts';

/**
 * The site header: logo, top menu with 'More' overflow, guest login/registration or the player's
 * deposit button, nickname, balance, gifts, notifications, search, support chat and (EE) the
 * session timer. Defaults hold the spec §2 menu and the spec §5 rules for the guest buttons.
 */
export const siteHeader = defineWidget<typeof siteHeaderProps>({
  id: 'site-header',
  version: 1,
  props: siteHeaderProps,
  defaults: {
    items: [
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
    loginDisabled: [
      { when: { restriction: ['partial', 'full'] }, reasonKey: 'HEADER.AUTH.LOGIN_RESTRICTED' },
    ],
    registrationDisabled: [
      { when: { restriction: ['partial', 'full'] }, reasonKey: 'HEADER.AUTH.REGISTRATION_RESTRICTED' },
      { when: { country: ['EE'] }, reasonKey: 'HEADER.AUTH.REGISTRATION_CLOSED' },
    ],
    sessionTimerWhen: { licence: ['EE'], auth: 'player' },
    cmsPages: true,
    search: true,
    chat: true,
  },
  migrations: [],
  load: () => import('./site-header.tsx'),
  example: {},
});
