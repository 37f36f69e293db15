import { defineWidget } from '../../runtime/slots/index.ts';
import { heroBannerProps } from './hero-banner.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** The promo slider of banners-config: groups, live time, logged flag and order per category. */
export const heroBanner = defineWidget<typeof heroBannerProps>({
  id: 'hero-banner',
  version: 1,
  props: heroBannerProps,
  migrations: [],
  load: () => import('./hero-banner.tsx'),
  example: { category: 'slider-index-top', autoplay: true },
});
