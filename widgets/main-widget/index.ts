import { defineWidget } from '../../runtime/slots/index.ts';
import { mainWidgetProps } from './main-widget.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The main widget (spec §2 "Floating widgets"): bookmark cards for rocket mart, loot box,
 * adventures, quests and activity hub from main-widget-config, each with its "new" flag and
 * counter, shown only where the page it opens exists and is enabled for the player.
 */
export const mainWidget = defineWidget<typeof mainWidgetProps>({
  id: 'main-widget',
  version: 1,
  props: mainWidgetProps,
  migrations: [],
  load: () => import('./main-widget.tsx'),
  example: { mode: 'cards' },
});
