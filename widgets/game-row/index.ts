import { defineWidget } from '../../runtime/slots/index.ts';
import { gameRowProps } from './game-row.schema.ts';

/** A lobby row: up to 15 games of one category in a horizontal scroller, with 'show all'. */
export const gameRow = defineWidget<typeof gameRowProps>({
  id: 'game-row',
  version: 1,
  props: gameRowProps,
  migrations: [],
  load: () => import('./game-row.tsx'),
  example: { category: 'top', titleKey: 'CATEGORIES.TOP', limit: 15 },
});
