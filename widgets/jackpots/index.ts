import { defineWidget } from '../../runtime/slots/index.ts';
import { jackpotsProps } from './jackpots.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Jackpot slider (levels: name, prize, minimum bet; button to the games) and the winners leaderboard. */
export const jackpots = defineWidget<typeof jackpotsProps>({
  id: 'jackpots',
  version: 1,
  props: jackpotsProps,
  migrations: [],
  load: () => import('./jackpots.tsx'),
  example: {
    items: [
      {
        identifier: 'mystic-jackpot',
        category: 'mystic-jackpots',
        minBets: { level_1: { EUR: 20 }, level_2: { EUR: 50 }, level_3: { EUR: 100 } },
      },
    ],
    defaultCategory: 'jackpot',
    leaderboardSize: 5,
  },
});
