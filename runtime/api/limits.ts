import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged } from './log-failure.ts';
import type { UserLimit } from './types.ts';

export function getLimits(signal?: AbortSignal): Promise<UserLimit[]> {
  return logged(
    'getLimits',
    apiRequest<UserLimit[]>('GET', '/api/user_limits', { signal }).then((l) => l ?? []),
  );
}

export function getLimitsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.player.limits(), queryFn: ({ signal }) => getLimits(signal) });
}

/** What a player sets: a limit's type and period with an amount per currency. */
export interface LimitInput {
  id?: number;
  type: string;
  period?: string;
  accounts?: { currency: string; amount_cents: number }[];
  [field: string]: unknown;
}

/** Creates or updates a limit (one call does both). */
export async function saveLimit(limit: LimitInput, idempotencyKey: string): Promise<void> {
  await logged('saveLimit', apiRequest('POST', '/api/user_limits', { body: limit, idempotencyKey }));
}

export async function deleteLimit(id: number): Promise<void> {
  await logged('deleteLimit', apiRequest('DELETE', `/api/user_limits/${id}`));
}

/** Confirms a limit change with the token of the confirmation link. */
export async function confirmLimit(token: string): Promise<void> {
  await logged('confirmLimit', apiRequest('POST', '/api/user_limits/confirm', { body: { token } }));
}
