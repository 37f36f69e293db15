import { defineWidget } from '../../runtime/slots/index.ts';
import { idleTitleProps } from './idle-title.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** While the tab is hidden its title rotates through idle texts every 2 s; restored when visible. */
export const idleTitle = defineWidget<typeof idleTitleProps>({
  id: 'idle-title',
  version: 1,
  props: idleTitleProps,
  migrations: [],
  load: () => import('./idle-title.tsx'),
  example: { messageKeys: ['IDLE_TITLE.COME_BACK', 'IDLE_TITLE.GAMES_WAITING'] },
});
