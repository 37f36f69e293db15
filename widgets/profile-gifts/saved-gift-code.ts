import { useEffect, useEffectEvent } from 'react';
import { forgetPromoCodes, readSavedPromoCodes, type PromoCodeStorage } from '../../runtime/routing/index.ts';
import { sessionStore } from '../../runtime/state/browser-storage.ts';

// Here rather than in runtime/routing, whose code the lobby loads: only the gifts tab needs it.

/**
 * The gift code saved from `?giftPromocode=`, taken out of the storage: the profile gifts apply it
 * once, whatever happens to the activation (spec §2, §8: a failed code is only reported).
 * @example takeSavedGiftCode(sessionStore) → 'SPINS25' (then null)
 */
export function takeSavedGiftCode(storage: PromoCodeStorage): string | null {
  const code = readSavedPromoCodes(storage).giftPromocode ?? null;
  if (code !== null) forgetPromoCodes(storage, ['giftPromocode']);
  return code;
}

/**
 * Hands a gift code saved from `?giftPromocode=` (spec §2: a player on main is sent to the profile
 * gifts with it) to `apply`, once: the code leaves the storage before `apply` runs, so a second
 * mount (Strict Mode, a return to the page) finds nothing.
 * @example useSavedGiftCode((code) => activateCoupon.mutate(code));
 */
export function useSavedGiftCode(apply: (code: string) => void, storage: PromoCodeStorage = sessionStore) {
  const take = useEffectEvent(() => {
    const code = takeSavedGiftCode(storage);
    if (code !== null) apply(code);
  });
  useEffect(() => {
    take();
  }, []);
}
