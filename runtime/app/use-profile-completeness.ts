import { useQuery } from '@tanstack/react-query';
import { getCurrenciesQueryOptions, getPlayerFieldsQueryOptions } from '../api/info.ts';
import { usePlayer } from '../queries/player.ts';

const loadRules = () => import('../rules/profile-completeness.ts');

export interface ProfileCompleteness {
  /** False while a player's field sets or the currency list are still loading. */
  known: boolean;
  /** The cashbox must give way to the personal-info popup (spec §2 cashbox guard, §5). */
  incomplete: boolean;
}

/**
 * Whether the signed-in player's profile is complete enough for the cashbox. Guests and failed
 * look-ups count as complete: the cashbox itself then shows the server's answer.
 */
export function useProfileCompleteness(): ProfileCompleteness {
  const player = usePlayer().data ?? null;
  const loggedIn = player !== null;
  const fields = useQuery({ ...getPlayerFieldsQueryOptions(), enabled: loggedIn });
  const currencies = useQuery({ ...getCurrenciesQueryOptions(), enabled: loggedIn });
  // The rule's code (field sets, postal codes) loads with a player: a guest's lobby does not carry it.
  const rules = useQuery({
    queryKey: ['code', 'profile-completeness'],
    queryFn: loadRules,
    enabled: loggedIn,
    staleTime: Infinity,
    gcTime: Infinity,
    structuralSharing: false,
  });
  if (!player) return { known: true, incomplete: false };
  if (fields.isPending || currencies.isPending || !rules.data) return { known: false, incomplete: false };
  const currency = currencies.data?.find((entry) => entry.code === player.currency) ?? player.currency;
  return { known: true, incomplete: rules.data.isProfileIncomplete(player, fields.data, currency) };
}
