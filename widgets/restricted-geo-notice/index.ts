import { defineWidget } from '../../runtime/slots/index.ts';
import { restrictedGeoNoticeProps } from './restricted-geo-notice.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Tells guests of a restricted country what is closed to them (the layout's `when` picks the
 * audience): in a partially restricted country a persistent toast, once; in a fully restricted one
 * a notice at the top of every page that says why and what they can still do.
 */
export const restrictedGeoNotice = defineWidget<typeof restrictedGeoNoticeProps>({
  id: 'restricted-geo-notice',
  version: 1,
  props: restrictedGeoNoticeProps,
  migrations: [],
  load: () => import('./restricted-geo-notice.tsx'),
  example: { messageKey: 'OOPS.RESTRICTED_GEO', termsPath: '/terms-and-conditions', supportPath: '/support' },
});
