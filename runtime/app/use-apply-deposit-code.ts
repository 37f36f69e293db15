import { useSetBonusCode } from '../queries/player.ts';

/** Applies a deposit promo code saved from the query (spec §2) to the player's account. */
export function useApplyDepositCode(): (code: string) => void {
  const setBonusCode = useSetBonusCode();
  // Spec §8: a promo code error is logged; the routing layer has already forgotten the code.
  return (code) => setBonusCode.mutate(code, { onError: (error) => console.error('setBonusCode', error) });
}
