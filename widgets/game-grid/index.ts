import { defineWidget } from '../../runtime/slots/index.ts';
import { gameGridProps } from './game-grid.schema.ts';

/**
 * The games of a category, a provider or the favourites: 40 a page, the next page loaded 500 px
 * before the end (or by 'load more'), a random-game card and, in live, a cashback card.
 */
export const gameGrid = defineWidget<typeof gameGridProps>({
  id: 'game-grid',
  version: 1,
  props: gameGridProps,
  migrations: [],
  load: () => import('./game-grid.tsx'),
  example: { source: 'category', cashbackHref: '/vip-club' },
});
