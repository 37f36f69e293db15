import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { ApiError } from './errors.ts';
import { isFinalAnswer } from './final-answer.ts';
import { logFailure, logged, loggedOr } from './log-failure.ts';
import type { Account, Id, Payment, Player, PlayerSettings } from './types.ts';

/** The player, or null for a guest (the platform answers an object without id, or 401). */
export async function getPlayer(signal?: AbortSignal): Promise<Player | null> {
  try {
    // A guest probing its session is not an auth error: no logout, no redirect to login.
    const player = await apiRequest<Partial<Player> | null>('GET', '/api/player', {
      signal,
      authErrorEvent: false,
    });
    return player && typeof player.id === 'number' ? (player as Player) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    logFailure('getPlayer', error);
    throw error;
  }
}

export function getPlayerQueryOptions() {
  return queryOptions({ queryKey: queryKeys.player.profile(), queryFn: ({ signal }) => getPlayer(signal) });
}

/** Numeric statuses are the player's groups; `level_N` ones are levels. */
export function playerGroups(player: Pick<Player, 'statuses'>): number[] {
  return player.statuses
    .map((status) =>
      typeof status.id === 'number' ? status.id : /^\d+$/.test(status.id) ? Number(status.id) : NaN,
    )
    .filter((id) => Number.isFinite(id));
}

/** The player's level number from a `level_N` status, or null. */
export function playerLevel(player: Pick<Player, 'statuses'>): number | null {
  for (const status of player.statuses) {
    const match = /^level_(\d+)$/.exec(String(status.id));
    if (match?.[1]) return Number(match[1]);
  }
  return null;
}

export function getPlayerSettings(signal?: AbortSignal): Promise<PlayerSettings> {
  return logged('getPlayerSettings', apiRequest<PlayerSettings>('GET', '/api/player/settings', { signal }));
}

export function getPlayerSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.settings(),
    queryFn: ({ signal }) => getPlayerSettings(signal),
  });
}

export type PlayerUpdateContext = 'edition' | 'registration' | 'deposit' | 'cashout' | (string & {});

/** What the platform says of a saved profile beyond the player: `IBAN_LT` for a Lithuanian IBAN (spec §5). */
export interface PlayerUpdateResult {
  notice?: string;
}

/**
 * Saves profile fields for a context; the caller re-reads the player. The answer's message (an
 * IBAN from Lithuania puts the player in group 1101 and says so) is returned.
 */
export async function updatePlayer(
  context: PlayerUpdateContext,
  player: Partial<Player>,
): Promise<PlayerUpdateResult> {
  const answer = await logged(
    'updatePlayer',
    apiRequest<{ messages?: { notice?: unknown } } | null>('PATCH', '/api/player', {
      body: { context, player },
    }),
  );
  const notice = answer?.messages?.notice;
  return typeof notice === 'string' ? { notice } : {};
}

export interface PlayerStats {
  deposits_count: number;
  deposits_sum: Record<string, number>;
  cashouts_sum: Record<string, number>;
  bets_sum: Record<string, number>;
  messages: { notice: string };
}

export function getPlayerStats(signal?: AbortSignal): Promise<PlayerStats> {
  return logged('getPlayerStats', apiRequest<PlayerStats>('GET', '/api/player/stats', { signal }));
}

export function getPlayerStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.stats(),
    queryFn: ({ signal }) => getPlayerStats(signal),
  });
}

/** Adds and removes player groups; a refusal is a 422. */
export async function updatePlayerGroups(groups: { add?: Id[]; remove?: Id[] }): Promise<void> {
  await logged(
    'updatePlayerGroups',
    apiRequest('POST', '/api/player/groups', {
      body: { groups: { add: groups.add ?? [], remove: groups.remove ?? [] } },
    }),
  );
}

export function getPayments(signal?: AbortSignal): Promise<Payment[]> {
  return loggedOr('getPayments', [], apiRequest<Payment[]>('GET', '/api/player/payments', { signal }));
}

export function getPaymentsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.payments(),
    queryFn: ({ signal }) => getPayments(signal),
  });
}

export interface PaymentsPageRequest {
  page: number;
  page_size: number;
  filter?: { currency?: string; type?: 'deposit' | 'cashout'; from?: string; to?: string };
}
export interface PaymentsPage {
  data: Payment[];
  pagination: { page: number; per_page: number; total_count: number };
}

/** The paged payment history (newer platform builds). */
export function getPaymentsPage(request: PaymentsPageRequest, signal?: AbortSignal): Promise<PaymentsPage> {
  return logged(
    'getPaymentsPage',
    apiRequest<PaymentsPage>('POST', '/api/player/payments/with_pages', {
      body: request,
      signal,
      // A page of the history: sent twice, it changes nothing.
      idempotent: true,
    }),
  );
}

export function getPaymentsPageQueryOptions(request: PaymentsPageRequest) {
  return queryOptions({
    queryKey: queryKeys.player.payments({ ...request }),
    queryFn: ({ signal }) => getPaymentsPage(request, signal),
  });
}

/** Recalls a pending withdrawal; the key makes a retried recall one recall. */
export async function recallPayment(id: number, idempotencyKey: string): Promise<void> {
  await logged('recallPayment', apiRequest('POST', `/api/player/payments/${id}/recall`, { idempotencyKey }));
}

export function getAccounts(signal?: AbortSignal): Promise<Account[]> {
  return logged(
    'getAccounts',
    apiRequest<Account[]>('GET', '/api/player/accounts', { query: { compatibility: false }, signal }),
  );
}

export function getAccountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.accounts(false),
    queryFn: ({ signal }) => getAccounts(signal),
  });
}

/**
 * Opens a wallet in a currency; a refusal rethrows the server's error data (spec §8). A 5xx stays
 * an ApiError: its status tells that the same key may be sent again.
 */
export async function createAccount(currency: string, idempotencyKey: string): Promise<Account> {
  try {
    return await logged(
      'createAccount',
      apiRequest<Account>('POST', '/api/player/accounts', { body: { currency }, idempotencyKey }),
    );
  } catch (error) {
    const refused = error instanceof ApiError && error.body !== null && isFinalAnswer(error.status);
    throw refused ? error.body : error;
  }
}

export async function updateLocale(locale: string): Promise<void> {
  await logged('updateLocale', apiRequest('PATCH', '/api/player/update_locale', { body: { locale } }));
}

export async function setBonusCode(code: string): Promise<void> {
  await logged(
    'setBonusCode',
    apiRequest('PATCH', '/api/player/set_bonus_code', { body: { deposit_bonus_code: code } }),
  );
}

export async function clearBonusCode(): Promise<void> {
  await logged('clearBonusCode', apiRequest('DELETE', '/api/player/clear_bonus_code'));
}

export async function updateBonusSettings(canIssue: boolean): Promise<void> {
  await logged(
    'updateBonusSettings',
    apiRequest('PATCH', '/api/player/update_bonus_settings', { body: { can_issue: canIssue } }),
  );
}
