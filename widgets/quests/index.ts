import { defineWidget } from '../../runtime/slots/index.ts';
import { questsProps } from './quests.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Quests and achievements (spec §2, §3, §4, §6): /action lists the quests a player sees (test
 * quests only with the testQuests flag, group quests only for their groups), /action/<slug> shows a
 * quest's levels by its size (xs, s, m, robot-s, robot-m) with the player's current level (the
 * last whose bet threshold is reached), /achievements the achievements, and the activity hub the
 * running ones at a glance.
 */
export const quests = defineWidget<typeof questsProps>({
  id: 'quests',
  version: 1,
  props: questsProps,
  migrations: [],
  load: () => import('./quests.tsx'),
  example: { view: 'action' },
});
