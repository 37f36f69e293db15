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

/**
 * Creates or updates a limit (one call does both). Answers the limit as the platform now holds it,
 * or null when the answer has no body (its shape is not fixed: API-SHAPES §4).
 */
export function saveLimit(limit: LimitInput, idempotencyKey: string): Promise<UserLimit | null> {
  return logged(
    'saveLimit',
    apiRequest<UserLimit>('POST', '/api/user_limits', { body: limit, idempotencyKey }),
  );
}

/** Asks to remove a limit: a loosening, which waits for the e-mailed confirmation. */
export function deleteLimit(id: number): Promise<UserLimit | null> {
  return logged('deleteLimit', apiRequest<UserLimit>('DELETE', `/api/user_limits/${id}`));
}

/** What confirming a limit change answers (`action`: increase or delete), when it says. */
export interface LimitConfirmation {
  confirmed?: boolean;
  action?: string;
}

/**
 * Confirms a limit change with the token of the confirmation link. Sent without an abort signal:
 * once the link's one use has gone out, leaving the page must not drop the answer.
 */
export function confirmLimit(token: string): Promise<LimitConfirmation | null> {
  return logged(
    'confirmLimit',
    apiRequest<LimitConfirmation>('POST', '/api/user_limits/confirm', { body: { token } }),
  );
}

/**
 * The confirmation of one link as a query: it runs once per token and page (concurrent observers,
 * React's strict double mount and later visits share the one answer) and is never refetched.
 */
export function getLimitConfirmationQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.limitConfirmation(token),
    queryFn: () => confirmLimit(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
