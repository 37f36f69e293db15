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
  migrations: [],
  load: () => import('./sidebar.tsx'),
  example: {},
});
