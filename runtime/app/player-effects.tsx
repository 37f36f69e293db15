import { useEffect } from 'react';
import { useSiteContext } from '../context/site-context-react.tsx';
import { useLimits } from '../queries/limits.ts';
import { anyLimitReached } from '../rules/limits.ts';
import { useGameGuardStore } from '../state/game-guard-store.ts';
import { localePrefixOf } from '../ui/game-tile/game-links.ts';
import { useCanceledDepositWarning } from './use-canceled-deposit-warning.ts';
import { useLimitReachedWarning } from './use-limit-reached-warning.ts';

/** Tells the game guard whether a limit of the player stops play; false again when they leave. */
function useGameGuardLimits(): void {
  const limits = useLimits();
  const setLimitReached = useGameGuardStore((store) => store.setLimitReached);
  const reached = anyLimitReached(limits.data ?? []);
  useEffect(() => setLimitReached(reached), [reached, setLimitReached]);
  useEffect(() => () => setLimitReached(false), [setLimitReached]);
}

/**
 * What only a signed-in player's session watches: a deposit cancelled within 5 minutes, a limit
 * reached (spec §8) and the limits of the game guard (spec §2). Loaded once a player is signed in
 * (SessionEffects), so a guest's lobby does not carry the code.
 */
export default function PlayerEffects() {
  const prefix = localePrefixOf(useSiteContext());
  useCanceledDepositWarning(prefix);
  useLimitReachedWarning(prefix);
  useGameGuardLimits();
  return null;
}
