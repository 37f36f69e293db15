import { defineWidget } from '../../runtime/slots/index.ts';
import { bottomBarProps, type BottomBarProps } from './bottom-bar.schema.ts';

// Typed on its own: inferred inside defineWidget, the nested `when`s are too deep for the checker.
const defaults: BottomBarProps = {
  items: [
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
  loginDisabled: [{ when: { restriction: ['partial', 'full'] }, reasonKey: 'BOTTOM_BAR.LOGIN_RESTRICTED' }],
  registrationDisabled: [
    { when: { restriction: ['partial', 'full'] }, reasonKey: 'BOTTOM_BAR.REGISTRATION_RESTRICTED' },
    { when: { country: ['EE'] }, reasonKey: 'BOTTOM_BAR.REGISTRATION_CLOSED' },
  ],
};

/**
 * The mobile bottom bar (spec §2): deposit or login/registration, lobby, pokies, live, sports and
 * the menu button that opens the sidebar; the current section is marked. The shell layout shows
 * it only on phones (`when: { device: "mobile" }`).
 */
export const bottomBar = defineWidget<typeof bottomBarProps>({
  id: 'bottom-bar',
  version: 1,
  props: bottomBarProps,
  defaults,
  migrations: [],
  load: () => import('./bottom-bar.tsx'),
  example: {},
});
