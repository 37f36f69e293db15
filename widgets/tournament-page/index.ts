import { defineWidget } from '../../runtime/slots/index.ts';
import { tournamentPageProps } from './tournament-page.schema.ts';

const IMAGE = '/assets/generated/banner/{identifier}.svg';

/**
 * A tournament's or a lottery's own page (spec §2, §4): prize pool, conditions and prizes, the
 * promo status with its ticking timer; for a tournament its games, joining (a guest is sent to
 * registration) and the leaderboard with the player's place, kept live by the tournaments_statuses
 * and tournament_notifications channels (the full board on tournaments/{slug}/leaderboard); for a
 * lottery the player's tickets.
 */
export const tournamentPage = defineWidget<typeof tournamentPageProps>({
  id: 'tournament-page',
  version: 1,
  props: tournamentPageProps,
  migrations: [],
  load: () => import('./tournament-page.tsx'),
  example: { kind: 'tournament', image: IMAGE, leaderboardSize: 10, gamesCount: 12 },
});
