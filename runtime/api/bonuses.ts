import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { logged, loggedOr } from './log-failure.ts';
import type { BonusOffer, Lootbox, LootboxItem, PlayerBonus, PlayerFreespin } from './types.ts';

export function getPlayerBonuses(signal?: AbortSignal): Promise<PlayerBonus[]> {
  return loggedOr(
    'getPlayerBonuses',
    [],
    apiRequest<PlayerBonus[]>('GET', '/api/player/bonuses', { signal }),
  );
}

export function getPlayerBonusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.bonuses(),
    queryFn: ({ signal }) => getPlayerBonuses(signal),
  });
}

export function getPlayerFreespins(signal?: AbortSignal): Promise<PlayerFreespin[]> {
  return loggedOr(
    'getPlayerFreespins',
    [],
    apiRequest<PlayerFreespin[]>('GET', '/api/player/freespins', { signal }),
  );
}

export function getPlayerFreespinsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.freespins(),
    queryFn: ({ signal }) => getPlayerFreespins(signal),
  });
}

/** The title shown for an offer: its first bonus's title. */
export function offerTitle(offer: BonusOffer): string {
  return offer.bonuses[0]?.title ?? offer.title ?? '';
}

export function getDepositBonuses(signal?: AbortSignal): Promise<BonusOffer[]> {
  return loggedOr(
    'getDepositBonuses',
    [],
    apiRequest<BonusOffer[]>('GET', '/api/bonuses/deposit', { signal }),
  );
}

export function getDepositBonusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.bonusOffers.deposit(),
    queryFn: ({ signal }) => getDepositBonuses(signal),
  });
}

/** Whether the player may receive bonuses: false marks a multi-account. Assumed true when unknown. */
export async function getAvailableBonuses(signal?: AbortSignal): Promise<boolean> {
  const answer = await loggedOr(
    'getAvailableBonuses',
    { available_bonuses: true },
    apiRequest<{ available_bonuses: boolean }>('GET', '/api/bonuses/available_bonuses', { signal }),
  );
  return answer.available_bonuses;
}

export function getAvailableBonusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.availableBonuses(),
    queryFn: ({ signal }) => getAvailableBonuses(signal),
  });
}

/** Activates a gift; `idempotencyKey` is the player's action (see `createActionKeys`). */
export async function activateBonus(id: number, idempotencyKey: string): Promise<void> {
  await logged(
    'activateBonus',
    apiRequest('POST', `/api/player/bonuses/${id}/activation`, { idempotencyKey }),
  );
}

export async function cancelBonus(id: number): Promise<void> {
  await logged('cancelBonus', apiRequest('DELETE', `/api/player/bonuses/${id}`));
}

export async function activateFreespin(id: number, idempotencyKey: string): Promise<void> {
  await logged(
    'activateFreespin',
    apiRequest('POST', `/api/player/freespins/${id}/activation`, { idempotencyKey }),
  );
}

export async function cancelFreespin(id: number): Promise<void> {
  await logged('cancelFreespin', apiRequest('DELETE', `/api/player/freespins/${id}`));
}

export type CouponStatus = 'successfully_activated' | 'already_activated' | 'failed_to_activate';

/** Activates a coupon code; the answer's status says what happened. */
export async function activateCoupon(couponCode: string, idempotencyKey: string): Promise<CouponStatus> {
  const answer = await logged(
    'activateCoupon',
    apiRequest<{ status: CouponStatus }>('POST', '/api/bonuses/coupon', {
      body: { coupon_code: couponCode },
      idempotencyKey,
    }),
  );
  return answer.status;
}

export function getLootboxes(signal?: AbortSignal): Promise<Lootbox[]> {
  return loggedOr('getLootboxes', [], apiRequest<Lootbox[]>('GET', '/api/player/lootboxes', { signal }));
}

export function getLootboxesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.lootboxes(),
    queryFn: ({ signal }) => getLootboxes(signal),
  });
}

/** Opens a loot box; the result is not typed by the platform. */
export function activateLootbox(id: number, idempotencyKey: string): Promise<unknown> {
  return logged(
    'activateLootbox',
    apiRequest('POST', `/api/player/lootboxes/${id}/activation`, { idempotencyKey }),
  );
}

export type SportBonusType =
  | 'comboboost'
  | 'freebet_no_risk'
  | 'freebet_all_win'
  | 'freebet_only_win'
  | 'hunting'
  | 'tournament'
  | 'lootbox'
  | 'jackpot';

export interface SportBonus {
  type: SportBonusType;
  details: Record<string, unknown> | null;
  status?: string;
  name?: string;
  valid_to?: string;
}

/** Applies a sportsbook promo code. */
export function activateSportPromoCode(
  code: string,
  idempotencyKey: string,
): Promise<{ bonus_id: string; name: string; bonus_type: string }> {
  return logged(
    'activateSportPromoCode',
    apiRequest('POST', '/api/v2/bonuses/promo-code', { body: { code }, sport: true, idempotencyKey }),
  );
}

// The profile gifts read the same lists, but a failure there is an error to show (with a way to
// try again) rather than an empty list that would say the player has no gifts (spec §8 lets list
// calls fall back to empty; the header's count still does).

export async function getGiftBonuses(signal?: AbortSignal): Promise<PlayerBonus[]> {
  const list = await logged(
    'getGiftBonuses',
    apiRequest<PlayerBonus[] | null>('GET', '/api/player/bonuses', { signal }),
  );
  return list ?? [];
}

export function getGiftBonusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.gifts('bonuses'),
    queryFn: ({ signal }) => getGiftBonuses(signal),
    // Deadlines pass while the page is away: the tab reads the gifts again whenever it opens.
    staleTime: 0,
  });
}

export async function getGiftFreespins(signal?: AbortSignal): Promise<PlayerFreespin[]> {
  const list = await logged(
    'getGiftFreespins',
    apiRequest<PlayerFreespin[] | null>('GET', '/api/player/freespins', { signal }),
  );
  return list ?? [];
}

export function getGiftFreespinsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.gifts('freespins'),
    queryFn: ({ signal }) => getGiftFreespins(signal),
    staleTime: 0,
  });
}

export async function getGiftLootboxes(signal?: AbortSignal): Promise<Lootbox[]> {
  const list = await logged(
    'getGiftLootboxes',
    apiRequest<Lootbox[] | null>('GET', '/api/player/lootboxes', { signal }),
  );
  return list ?? [];
}

export function getGiftLootboxesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.gifts('lootboxes'),
    queryFn: ({ signal }) => getGiftLootboxes(signal),
    staleTime: 0,
  });
}

export async function getGiftSportBonuses(signal?: AbortSignal): Promise<SportBonus[]> {
  const list = await logged(
    'getGiftSportBonuses',
    apiRequest<SportBonus[] | null>('GET', '/api/v2/bonuses', { sport: true, signal }),
  );
  return list ?? [];
}

export function getGiftSportBonusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.gifts('sport-bonuses'),
    queryFn: ({ signal }) => getGiftSportBonuses(signal),
    staleTime: 0,
  });
}

/** A spin of the bonus wheel: the segment the server drew, the box it spent and the gifts it gave. */
export interface WheelSpin {
  segment: LootboxItem;
  /** The group whose segments the wheel showed (21, 1308, 1309), null for wheel-config's. */
  group: number | null;
  level: string;
  lootbox: Lootbox;
  gifts: unknown[];
}

/** Spins the bonus wheel with the player's oldest wheel box; the server draws the segment. */
export function spinWheel(idempotencyKey: string): Promise<WheelSpin> {
  return logged('spinWheel', apiRequest<WheelSpin>('POST', '/api/player/wheel/spin', { idempotencyKey }));
}

/** The player's VIP adventure calendar (spec §3 adventure day); no days outside group 791 and testers. */
export interface VipAdventureState {
  key: string | null;
  days: { title: string; completed: boolean; activatable_until: string | null }[];
}

export function getVipAdventures(signal?: AbortSignal): Promise<VipAdventureState> {
  return logged(
    'getVipAdventures',
    apiRequest<VipAdventureState>('GET', '/api/player/vip_adventures', { signal }),
  );
}

export function getVipAdventuresQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.player.vipAdventures(),
    queryFn: ({ signal }) => getVipAdventures(signal),
  });
}
