import { defineWidget } from '../../runtime/slots/index.ts';
import { sidebarProps } from './sidebar.schema.ts';

/**
 * The sidebar (spec §2, §4): a side sheet opened by the bottom bar's menu button with the
 * balance, new notifications, the promotion and game links (tournaments with their running
 * count), top-menu pages, support chat, the VIP manager, app install, language switch and, on
 * phones, the local time. Closes on a click outside, a swipe, Escape; locks page scroll.
 */
export const sidebar = defineWidget<typeof sidebarProps>({
  id: 'sidebar',
  version: 1,
  props: sidebarProps,
  defaults: {
    items: [
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
    balanceWhen: { auth: 'player' },
    cmsPages: true,
    localTimeWhen: { device: 'mobile' },
  },
  migrations: [],
  load: () => import('./sidebar.tsx'),
  example: {},
});
