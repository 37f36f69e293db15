import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { JackpotWin } from '../api/games.ts';
import type { Account, Jackpot, Lootbox } from '../api/types.ts';
import { queryKeys } from '../queries/query-keys.ts';

// How each real-time message changes the server state the client holds (API-SHAPES §3 payloads).
// A message that carries the whole object patches the cached list; one that only says something
// changed invalidates the queries that show it.

function hasKey<K extends string>(value: unknown, key: K): value is Record<K, unknown> {
  return typeof value === 'object' && value !== null && key in value;
}

/** Replaces the entry whose key matches; answers null when there is none. */
function replaceWhere<T>(list: readonly T[], matches: (item: T) => boolean, next: T): T[] | null {
  const index = list.findIndex(matches);
  if (index < 0) return null;
  return list.map((item, i) => (i === index ? next : item));
}

/** What invalidating a message type refreshes. */
const INVALIDATES: Record<string, () => readonly QueryKey[]> = {
  comps_award: () => [queryKeys.player.compPoints()],
  bonuses_changes: () => [queryKeys.player.bonuses(), queryKeys.player.accountsAll()],
  freespins_changes: () => [queryKeys.player.freespins()],
  game_limits: () => [queryKeys.player.limits()],
  tournaments_statuses: () => [queryKeys.player.tournaments(), queryKeys.player.tournamentStatusesAll()],
  // A tournament started, finished or a place changed: its page and leaderboard ask again.
  tournament_notifications: () => [
    queryKeys.tournaments.all,
    queryKeys.player.tournaments(),
    queryKeys.player.tournamentStatusesAll(),
  ],
  groups_updates: () => [queryKeys.player.profile()],
  jackpot_win_award: () => [queryKeys.jackpots.wins(), queryKeys.player.accountsAll()],
  payments_changes: () => [queryKeys.player.paymentsAll(), queryKeys.player.accountsAll()],
  payments_events: () => [queryKeys.player.paymentsAll()],
  payment_methods_updated: () => [queryKeys.player.paymentMethodsAll()],
};

function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * After the socket was down (a network drop, a sleeping laptop), the messages sent meanwhile are
 * lost: everything a message keeps fresh is read again (only what is on screen is fetched at once).
 */
export function refreshAfterGap(queryClient: QueryClient): void {
  invalidate(queryClient, [
    queryKeys.player.accountsAll(),
    queryKeys.player.lootboxes(),
    queryKeys.jackpots.list(),
    ...Object.values(INVALIDATES).flatMap((keys) => keys()),
  ]);
}

/** Applies one real-time message (by channel name, payload unwrapped) to the query cache. */
export function applyRealtimeMessage(queryClient: QueryClient, name: string, payload: unknown): void {
  switch (name) {
    case 'balance':
      return patchBalance(queryClient, payload);
    case 'jackpots_changes':
      return patchJackpot(queryClient, payload);
    case 'wins':
      return patchJackpotWins(queryClient, payload);
    case 'lootboxes_changes':
      return patchLootbox(queryClient, payload);
    default: {
      const keys = INVALIDATES[name];
      if (keys) invalidate(queryClient, keys());
    }
  }
}

function patchBalance(queryClient: QueryClient, payload: unknown): void {
  if (!hasKey(payload, 'currency')) return invalidate(queryClient, [queryKeys.player.accounts(false)]);
  const account = payload as unknown as Account;
  const key = queryKeys.player.accounts(false);
  const accounts = queryClient.getQueryData<Account[]>(key);
  if (!accounts) return;
  const next = replaceWhere(accounts, (a) => a.currency === account.currency, {
    ...accounts.find((a) => a.currency === account.currency),
    ...account,
  });
  // The account in use changed (the player switched currency): only one is active at a time.
  const switched =
    account.active === true
      ? next?.map((a) => (a.currency === account.currency ? a : { ...a, active: false }))
      : next;
  if (switched) queryClient.setQueryData(key, switched);
  else invalidate(queryClient, [key]);
}

function patchJackpot(queryClient: QueryClient, payload: unknown): void {
  const key = queryKeys.jackpots.list();
  if (!hasKey(payload, 'id')) return invalidate(queryClient, [key]);
  const jackpot = payload as unknown as Jackpot;
  const jackpots = queryClient.getQueryData<Jackpot[]>(key);
  if (!jackpots) return;
  const next = replaceWhere(jackpots, (j) => j.id === jackpot.id, jackpot);
  if (next) queryClient.setQueryData(key, next);
  else invalidate(queryClient, [key]);
}

/** Patches every cached loot-box list (the widget's and the profile gifts'), all under one prefix. */
function patchLootbox(queryClient: QueryClient, payload: unknown): void {
  const key = queryKeys.player.lootboxes();
  if (!hasKey(payload, 'id')) return invalidate(queryClient, [key]);
  const lootbox = payload as unknown as Lootbox;
  queryClient.setQueriesData<Lootbox[]>({ queryKey: key }, (lootboxes) =>
    lootboxes
      ? (replaceWhere(lootboxes, (l) => l.id === lootbox.id, lootbox) ?? [lootbox, ...lootboxes])
      : lootboxes,
  );
}

/**
 * A jackpot win on `public:wins` goes first in the cached winners (the leaderboards re-sort them),
 * once; the feed's other wins (game wins, which name no jackpot) leave the winners alone.
 */
function patchJackpotWins(queryClient: QueryClient, payload: unknown): void {
  if (!hasKey(payload, 'jackpot_external_code') || typeof payload.jackpot_external_code !== 'string') return;
  const win = payload as unknown as JackpotWin;
  const same = (other: JackpotWin) =>
    other.created_at === win.created_at &&
    other.user_name === win.user_name &&
    other.jackpot_level_external_code === win.jackpot_level_external_code;
  queryClient.setQueryData<JackpotWin[]>(queryKeys.jackpots.wins(), (wins) =>
    wins && !wins.some(same) ? [win, ...wins] : wins,
  );
}
