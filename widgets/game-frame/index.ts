import { defineWidget } from '../../runtime/slots/index.ts';
import { gameFrameProps } from './game-frame.schema.ts';

/**
 * The game page (/play/{producer}/{name}): the game in an iframe, demo for guests and real for
 * players, with the favourite toggle, fullscreen on desktop and a viewport-filling frame on mobile.
 */
export const gameFrame = defineWidget<typeof gameFrameProps>({
  id: 'game-frame',
  version: 1,
  props: gameFrameProps,
  migrations: [],
  load: () => import('./game-frame.tsx'),
  example: { launchPath: '/sandbox/game' },
});
