import { getRocketChanceQueryOptions, launchRocket } from '../api/rocket-chance.ts';
import { useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

/** The player's launches today, the next free one and their latest launches. */
export function useRocketChance() {
  return usePlayerQuery(getRocketChanceQueryOptions());
}

/** Launches the rocket (one Idempotency-Key per launch); the prize lands in the gifts or the coins. */
export function useLaunchRocket() {
  return useKeyedMutation({
    mutationFn: (locale: string, key: string) => launchRocket(locale, key),
    invalidates: [
      queryKeys.player.rocketChance(),
      queryKeys.player.bonuses(),
      queryKeys.player.freespins(),
      queryKeys.player.compPoints(),
    ],
  });
}
