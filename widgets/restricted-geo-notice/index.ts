import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { restrictedGeoNoticeProps } from './restricted-geo-notice.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Tells guests in a partially restricted country, once, with a persistent toast (the layout's
 * `when` picks the audience). Renders nothing itself.
 */
export const restrictedGeoNotice = defineWidget<typeof restrictedGeoNoticeProps>({
  id: 'restricted-geo-notice',
  version: 1,
  props: restrictedGeoNoticeProps,
  defaults: { messageKey: 'OOPS.RESTRICTED_GEO' },
  migrations: [],
  load: () => import('./restricted-geo-notice.tsx'),
  example: { messageKey: 'OOPS.RESTRICTED_GEO' },
});
