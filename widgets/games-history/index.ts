import { defineWidget } from '../../runtime/slots/index.ts';
import { gamesHistoryProps } from './games-history.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The games the player has played, the last played first (GET /api/player/played_games): each
 * with its title linking to the game, its provider and when it was last played.
 */
export const gamesHistory = defineWidget<typeof gamesHistoryProps>({
  id: 'games-history',
  version: 1,
  props: gamesHistoryProps,
  migrations: [],
  load: () => import('./games-history.tsx'),
  example: { pageSize: 10 },
});
