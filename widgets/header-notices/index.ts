import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { headerNoticesProps } from './header-notices.schema.ts';

/** Notices under the header: the app install offer and the unconfirmed e-mail reminder. */
export const headerNotices = defineWidget({
  id: 'header-notices',
  version: 1,
  props: headerNoticesProps,
  defaults: { pwaOffer: true, emailConfirmation: true },
  migrations: [],
  load: () => import('./header-notices.tsx'),
  example: { pwaOffer: true, emailConfirmation: true },
});
