import { defineWidget } from '../../runtime/slots/index.ts';
import { bonusWheelProps } from './bonus-wheel.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The bonus wheel (spec §2 "spin wheel and its segments page", §3 wheel levels, §6 segments by
 * group): on /wheel the player's wheel with its segments (wheel-config, or wheel-config-segments
 * of group 21, 1308 or 1309), the level of their wheel box and a spin the server draws, with the
 * prize in a popup; on /wheel/segments the list of segments and their chances.
 */
export const bonusWheel = defineWidget<typeof bonusWheelProps>({
  id: 'bonus-wheel',
  version: 1,
  props: bonusWheelProps,
  migrations: [],
  load: () => import('./bonus-wheel.tsx'),
  example: { turns: 5 },
});
