import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { loggedOr } from './log-failure.ts';
import type { Jackpot } from './types.ts';

/** The jackpots (GET /api/jackpots); a failure is logged and answers an empty list (spec §8). */
export function getJackpots(signal?: AbortSignal): Promise<Jackpot[]> {
  return loggedOr('getJackpots', [], apiRequest<Jackpot[]>('GET', '/api/jackpots', { signal }));
}

export function getJackpotsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.jackpots.list(), queryFn: ({ signal }) => getJackpots(signal) });
}

/** The identifiers of the active jackpots: each has its page at `/{identifier}` (spec §2). */
export function jackpotPageSlugs(jackpots: readonly Pick<Jackpot, 'identifier' | 'state'>[]): string[] {
  return jackpots.filter((jackpot) => jackpot.state === 'active').map((jackpot) => jackpot.identifier);
}
