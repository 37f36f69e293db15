import { defineWidget } from '../../runtime/slots/index.ts';
import { bottomBarProps } from './bottom-bar.schema.ts';

/**
 * The mobile bottom bar (spec §2): deposit or login/registration, lobby, pokies, live, sports and
 * the menu button that opens the sidebar; the current section is marked. The shell layout shows
 * it only on phones (`when: { device: "mobile" }`).
 */
export const bottomBar = defineWidget<typeof bottomBarProps>({
  id: 'bottom-bar',
  version: 1,
  props: bottomBarProps,
  migrations: [],
  load: () => import('./bottom-bar.tsx'),
  example: {},
});
