import { defineWidget } from '../../runtime/slots/index.ts';
import { cookieBannerProps } from './cookie-banner.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** The cookie notice: appears after 1.5 s until accepted; acceptance is a cookie for a year. */
export const cookieBanner = defineWidget<typeof cookieBannerProps>({
  id: 'cookie-banner',
  version: 1,
  props: cookieBannerProps,
  migrations: [],
  load: () => import('./cookie-banner.tsx'),
  example: { policyPath: '/cookie-policy' },
});
