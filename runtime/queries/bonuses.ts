import {
  activateBonus,
  activateCoupon,
  activateFreespin,
  activateLootbox,
  activateSportPromoCode,
  cancelBonus,
  cancelFreespin,
  getAvailableBonusesQueryOptions,
  getDepositBonusesQueryOptions,
  getGiftBonusesQueryOptions,
  getGiftFreespinsQueryOptions,
  getGiftLootboxesQueryOptions,
  getGiftSportBonusesQueryOptions,
  getLootboxesQueryOptions,
  getPlayerBonusesQueryOptions,
  getPlayerFreespinsQueryOptions,
  getVipAdventuresQueryOptions,
  spinWheel,
} from '../api/bonuses.ts';
import { useApiMutation, useKeyedMutation, usePlayerQuery } from './player-scope.ts';
import { queryKeys } from './query-keys.ts';

export function usePlayerBonuses() {
  return usePlayerQuery(getPlayerBonusesQueryOptions());
}

export function usePlayerFreespins() {
  return usePlayerQuery(getPlayerFreespinsQueryOptions());
}

export function useDepositBonuses() {
  return usePlayerQuery(getDepositBonusesQueryOptions());
}

export function useAvailableBonuses() {
  return usePlayerQuery(getAvailableBonusesQueryOptions());
}

/** Loot boxes; real-time `lootboxes_changes` messages patch this list in place. */
export function useLootboxes() {
  return usePlayerQuery(getLootboxesQueryOptions());
}

const gifts = [queryKeys.player.bonuses(), queryKeys.player.freespins(), queryKeys.player.accountsAll()];

export function useActivateBonus() {
  return useKeyedMutation({ mutationFn: activateBonus, invalidates: gifts });
}

export function useCancelBonus() {
  return useApiMutation({ mutationFn: cancelBonus, invalidates: gifts });
}

export function useActivateFreespin() {
  return useKeyedMutation({ mutationFn: activateFreespin, invalidates: gifts });
}

export function useCancelFreespin() {
  return useApiMutation({ mutationFn: cancelFreespin, invalidates: gifts });
}

export function useActivateCoupon() {
  return useKeyedMutation({ mutationFn: activateCoupon, invalidates: gifts });
}

export function useActivateLootbox() {
  return useKeyedMutation({
    mutationFn: activateLootbox,
    invalidates: [queryKeys.player.lootboxes(), ...gifts],
  });
}

export function useActivateSportPromoCode() {
  return useKeyedMutation({
    mutationFn: activateSportPromoCode,
    invalidates: [queryKeys.player.sportBonuses()],
  });
}

/** The bonuses of the profile gifts: a failure is an error to show, not an empty list. */
export function useGiftBonuses() {
  return usePlayerQuery(getGiftBonusesQueryOptions());
}

/** The free spins of the profile gifts: a failure is an error to show, not an empty list. */
export function useGiftFreespins() {
  return usePlayerQuery(getGiftFreespinsQueryOptions());
}

/** The loot boxes of the profile gifts; `lootboxes_changes` patches them in place too. */
export function useGiftLootboxes() {
  return usePlayerQuery(getGiftLootboxesQueryOptions());
}

/** The sportsbook bonuses of the profile gifts, read only where sports betting is offered. */
export function useGiftSportBonuses(enabled: boolean) {
  return usePlayerQuery(getGiftSportBonusesQueryOptions(), enabled);
}

/** Spins the bonus wheel (one Idempotency-Key per spin); the spent box and the prizes refresh. */
export function useSpinWheel() {
  return useKeyedMutation({
    mutationFn: (_: void, key: string) => spinWheel(key),
    invalidates: [queryKeys.player.lootboxes(), ...gifts],
  });
}

/** The player's VIP adventure calendar: a failure is an error to show. */
export function useVipAdventures(enabled = true) {
  return usePlayerQuery(getVipAdventuresQueryOptions(), enabled);
}
