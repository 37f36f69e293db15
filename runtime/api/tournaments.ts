import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { Prize } from './types.ts';

export type TournamentStrategy = 'spin' | 'win' | 'rate' | 'points' | 'bet';

export interface TournamentPlayerStatus {
  tournament_id: number;
  tournament_team_id: number | null;
  nickname: string;
  user_confirmed: boolean | null;
  bets: string;
  wins: string;
  bet_cents: number;
  win_cents: number;
  rate: number;
  games_taken: number;
  points: number;
  award_place: number | null;
  award_place_in_team: number | null;
}

export interface Tournament {
  id: number;
  title: string;
  frontend_identifier: string;
  strategy: TournamentStrategy;
  in_progress: boolean;
  user_confirmation_required: boolean;
  group_tournament: boolean;
  start_at: string;
  end_at: string;
  finished_at: string | null;
  currency: string;
  game_category_identity: string;
  money_budget: string;
  money_prize_pool: string;
  money_budget_cents: number;
  money_prize_pool_cents: number;
  games_taken_limit: number;
  chargeable_comp_points_budget: number;
  persistent_comp_points_budget: number;
  chargeable_comp_points_prize_pool: number;
  persistent_comp_points_prize_pool: number;
  winner_team_id: number;
  group_ids: number[];
  prizes: Prize[];
  top_players: TournamentPlayerStatus[];
}

/** A player's score in a tournament, by the tournament's strategy (API-SHAPES §1). */
export function tournamentScore(status: TournamentPlayerStatus, strategy: TournamentStrategy): number {
  switch (strategy) {
    case 'spin':
      return status.games_taken;
    case 'win':
      return Number(status.wins);
    case 'rate':
      return status.rate;
    case 'points':
      return status.points;
    case 'bet':
      return Number(status.bets);
  }
}

/** All tournaments. A failure is logged and rethrown (spec §8: this list does not answer empty). */
export function getTournaments(signal?: AbortSignal): Promise<Tournament[]> {
  return logged('getTournaments', apiRequest<Tournament[]>('GET', '/api/tournaments', { signal }));
}

export function getTournamentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.tournaments.list(),
    queryFn: ({ signal }) => getTournaments(signal),
  });
}

export function getTournament(id: number, signal?: AbortSignal): Promise<Tournament> {
  return logged('getTournament', apiRequest<Tournament>('GET', `/api/tournaments/${id}`, { signal }));
}

export function getTournamentQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.tournaments.detail(id),
    queryFn: ({ signal }) => getTournament(id, signal),
  });
}

/** Tournaments the player takes part in. */
export function getPlayerTournaments(signal?: AbortSignal): Promise<Tournament[]> {
  return loggedOr(
    'getPlayerTournaments',
    [],
    apiRequest<Tournament[]>('GET', '/api/tournaments/player', { signal }),
  );
}

export function getPlayerTournamentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.tournaments(),
    queryFn: ({ signal }) => getPlayerTournaments(signal),
  });
}

/** Joins a tournament that needs the player's confirmation. */
export async function confirmTournament(id: number, idempotencyKey: string): Promise<boolean> {
  const answer = await logged(
    'confirmTournament',
    apiRequest<{ confirmed: boolean }>('POST', `/api/tournaments/${id}/confirm`, {
      body: { confirmed: true },
      idempotencyKey,
    }),
  );
  return answer?.confirmed ?? false;
}

/** The player's standing in a tournament, or null when they have none. */
export function getTournamentStatus(
  id: number,
  signal?: AbortSignal,
): Promise<TournamentPlayerStatus | null> {
  return logged(
    'getTournamentStatus',
    apiRequest<TournamentPlayerStatus | null>('GET', `/api/tournaments/${id}/status`, { signal }),
  );
}

export function getTournamentStatusQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.player.tournamentStatus(id),
    queryFn: ({ signal }) => getTournamentStatus(id, signal),
  });
}

/** The most URLs one `/batch` call accepts. */
export const BATCH_MAX_URLS = 12;

/** The player's standing in several tournaments, through `/batch` in chunks of twelve. */
export async function getTournamentStatuses(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<TournamentPlayerStatus[]> {
  const chunks: number[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_MAX_URLS)
    chunks.push(ids.slice(start, start + BATCH_MAX_URLS));
  const answers = await Promise.all(
    chunks.map((chunk) =>
      loggedOr(
        'getTournamentStatuses',
        {},
        apiRequest<Record<string, TournamentPlayerStatus | null>>('GET', '/batch', {
          query: { url: chunk.map((id) => `api/tournaments/${id}/status`) },
          signal,
        }),
      ),
    ),
  );
  return answers.flatMap((answer) =>
    Object.values(answer).filter((status): status is TournamentPlayerStatus => status !== null),
  );
}

export function getTournamentStatusesQueryOptions(ids: readonly number[]) {
  return queryOptions({
    queryKey: queryKeys.player.tournamentStatuses(ids),
    queryFn: ({ signal }) => getTournamentStatuses(ids, signal),
  });
}
