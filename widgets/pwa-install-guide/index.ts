import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { pwaInstallGuideProps } from './pwa-install-guide.schema.ts';

/** Content of the `pwa-install` popup: how to install the app on iOS, Android or desktop. */
export const pwaInstallGuide = defineWidget({
  id: 'pwa-install-guide',
  version: 1,
  props: pwaInstallGuideProps,
  defaults: { platform: 'auto' },
  migrations: [],
  load: () => import('./pwa-install-guide.tsx'),
  example: { platform: 'ios' },
});
