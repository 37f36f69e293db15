import type { BonusOffer } from '../api/types.ts';

/** The smallest deposit an offer asks for in a currency (its `amount` `min` condition), or null. */
export function offerMinimum(offer: BonusOffer, currency: string): number | null {
  for (const bonus of offer.bonuses) {
    for (const condition of bonus.conditions) {
      if (condition.field !== 'amount' || condition.type !== 'min') continue;
      for (const entry of condition.value) {
        if (typeof entry === 'object' && entry.currency === currency) return entry.amount_cents;
      }
    }
  }
  return null;
}

/** Whether an offer is for the player's next deposit (its `deposit_number` condition, if any). */
export function offerFitsDeposit(offer: BonusOffer, nextDeposit: number | null): boolean {
  if (nextDeposit === null) return true;
  return offer.bonuses.every((bonus) =>
    bonus.conditions.every(
      (condition) =>
        condition.field !== 'deposit_number' ||
        condition.type !== 'eq' ||
        condition.value.some((value) => String(value) === String(nextDeposit)),
    ),
  );
}
