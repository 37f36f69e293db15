import { defineWidget } from '../../runtime/slots/index.ts';
import { categoryMenuProps } from './category-menu.schema.ts';

/** The game categories of the page type (menu-categories-games); sticky on mobile once scrolled. */
export const categoryMenu = defineWidget<typeof categoryMenuProps>({
  id: 'category-menu',
  version: 1,
  props: categoryMenuProps,
  migrations: [],
  load: () => import('./category-menu.tsx'),
  example: {},
});
