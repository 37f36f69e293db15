import { useQuery } from '@tanstack/react-query';
import {
  confirmTournament,
  getPlayerTournamentsQueryOptions,
  getTournamentQueryOptions,
  getTournamentStatusesQueryOptions,
  getTournamentStatusQueryOptions,
  getTournamentsQueryOptions,
} from '../api/tournaments.ts';
import { useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

/** All tournaments; a failure surfaces as the query's error (spec §8). */
export function useTournaments() {
  return useQuery(getTournamentsQueryOptions());
}

export function useTournament(id: number | null) {
  return useQuery({ ...getTournamentQueryOptions(id ?? 0), enabled: id !== null });
}

export function usePlayerTournaments() {
  return usePlayerQuery(getPlayerTournamentsQueryOptions());
}

export function useTournamentStatus(id: number | null) {
  return usePlayerQuery(getTournamentStatusQueryOptions(id ?? 0), id !== null);
}

/** The player's standing in several tournaments at once (one `/batch` call per 12). */
export function useTournamentStatuses(ids: readonly number[]) {
  return usePlayerQuery(getTournamentStatusesQueryOptions(ids), ids.length > 0);
}

export function useConfirmTournament() {
  return useKeyedMutation({
    mutationFn: confirmTournament,
    invalidates: (id: number) => [
      queryKeys.player.tournaments(),
      queryKeys.player.tournamentStatusesAll(),
      queryKeys.tournaments.detail(id),
    ],
  });
}
