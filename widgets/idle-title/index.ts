import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { idleTitleProps } from './idle-title.schema.ts';

/** While the tab is hidden its title rotates through idle texts every 2 s; restored when visible. */
export const idleTitle = defineWidget({
  id: 'idle-title',
  version: 1,
  props: idleTitleProps,
  defaults: { messageKeys: ['IDLE_TITLE.COME_BACK', 'IDLE_TITLE.GAMES_WAITING'] },
  migrations: [],
  load: () => import('./idle-title.tsx'),
  example: { messageKeys: ['IDLE_TITLE.COME_BACK', 'IDLE_TITLE.GAMES_WAITING'] },
});
