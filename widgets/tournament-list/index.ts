import { defineWidget } from '../../runtime/slots/index.ts';
import { tournamentListProps } from './tournament-list.schema.ts';

const IMAGE = '/assets/generated/banner/{identifier}.svg';

/**
 * The tournaments page (spec §2): tabs all, producers, lotteries (while the lotteries page is
 * enabled), actions, live, achievements and archive, each its own route; cards with image, title,
 * prize pool and the promo status with its timer, leading to the tournament, lottery, quest or
 * achievements page. Hidden ('nonvisible') items and those of other player groups are left out.
 */
export const tournamentList = defineWidget<typeof tournamentListProps>({
  id: 'tournament-list',
  version: 1,
  props: tournamentListProps,
  migrations: [],
  load: () => import('./tournament-list.tsx'),
  example: { image: IMAGE },
});
