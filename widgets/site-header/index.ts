import { defineWidget } from '../../runtime/slots/index.ts';
import { siteHeaderProps } from './site-header.schema.ts';

/**
 * The site header: logo, top menu with 'More' overflow, guest login/registration or the player's
 * deposit button, nickname, balance, gifts, notifications, search, support chat and (EE) the
 * session timer. The defaults of its schema hold the spec §2 menu and the spec §5 rules for the guest
 * buttons.
 */
export const siteHeader = defineWidget<typeof siteHeaderProps>({
  id: 'site-header',
  version: 1,
  props: siteHeaderProps,
  migrations: [],
  load: () => import('./site-header.tsx'),
  example: {},
});
