import { defineWidget } from '../../runtime/slots/index.ts';
import { pwaInstallGuideProps } from './pwa-install-guide.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Content of the `pwa-install` popup: how to install the app on iOS, Android or desktop. */
export const pwaInstallGuide = defineWidget<typeof pwaInstallGuideProps>({
  id: 'pwa-install-guide',
  version: 1,
  props: pwaInstallGuideProps,
  migrations: [],
  load: () => import('./pwa-install-guide.tsx'),
  example: { platform: 'ios' },
});
