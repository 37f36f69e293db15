import { useSiteContext } from '../context/site-context-react.tsx';
import { localePrefixOf } from '../ui/game-tile/game-links.ts';
import { useCanceledDepositWarning } from './use-canceled-deposit-warning.ts';
import { useLimitReachedWarning } from './use-limit-reached-warning.ts';

/**
 * What only a signed-in player's session watches: a deposit cancelled within 5 minutes and a limit
 * reached (spec §8). Loaded once a player is signed in (SessionEffects), so a guest's lobby does
 * not carry the code.
 */
export default function PlayerEffects() {
  const prefix = localePrefixOf(useSiteContext());
  useCanceledDepositWarning(prefix);
  useLimitReachedWarning(prefix);
  return null;
}
