import { defineWidget } from '../../runtime/slots/index.ts';
import { headerNoticesProps } from './header-notices.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Notices under the header: the app install offer, the unconfirmed e-mail reminder with its resend
 * action, the operator's notice to the player, and to testers the page's broken config documents.
 */
export const headerNotices = defineWidget<typeof headerNoticesProps>({
  id: 'header-notices',
  version: 1,
  props: headerNoticesProps,
  migrations: [],
  load: () => import('./header-notices.tsx'),
  example: { pwaOffer: true, emailConfirmation: true, operatorNotices: true, testerNotices: true },
});
