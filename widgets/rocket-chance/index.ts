import { defineWidget } from '../../runtime/slots/index.ts';
import { rocketChanceProps } from './rocket-chance.schema.ts';

/**
 * The rocket chance (/rocket-chance): a daily instant win. A signed-in player launches the rocket
 * once a day for free, and once more per deposit of at least the minimum (up to a cap); the server
 * draws the prize by the weights of rocket-chance-config and issues it (free spins or a bonus in
 * the gifts, coins for the rocket mart). Guests read how it works, with sign-up and log-in.
 */
export const rocketChance = defineWidget<typeof rocketChanceProps>({
  id: 'rocket-chance',
  version: 1,
  props: rocketChanceProps,
  migrations: [],
  load: () => import('./rocket-chance.tsx'),
  example: { recentLaunches: 5 },
});
