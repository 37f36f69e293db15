import { defineWidget } from '../../runtime/slots/index.ts';
import { vipClubProps } from './vip-club.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The VIP club page (spec §2 "VIP club", §4 VIP card position): the visitor's status card with
 * the progress to the next status, the steps from rising star to diamond, a carousel comparing the
 * statuses (bronze by default), a registration button for guests and a deposit button for
 * players; under it the VIP adventures calendar for group 791 and testers (spec §4, §6).
 */
export const vipClub = defineWidget<typeof vipClubProps>({
  id: 'vip-club',
  version: 1,
  props: vipClubProps,
  migrations: [],
  load: () => import('./vip-club.tsx'),
  example: { compareDefault: 'bronze', adventures: true },
});
