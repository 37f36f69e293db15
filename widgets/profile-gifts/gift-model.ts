import type { BonusOffer, Lootbox, PlayerBonus, PlayerFreespin } from '../../runtime/queries/index.ts';
import { canActivateGift, isLootboxListed, splitGifts, WAGERING_STAGE } from '../../runtime/rules/index.ts';

/** One bonus or free-spin gift as the tab shows it. */
export type GiftEntry =
  | { kind: 'bonus'; key: string; gift: PlayerBonus; canActivate: boolean }
  | { kind: 'freespins'; key: string; gift: PlayerFreespin; canActivate: boolean };

const deadlineOf = (entry: GiftEntry) => {
  const until = entry.gift.activatable_until;
  const time = until ? Date.parse(until) : Number.NaN;
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
};

/** Being wagered first, then waiting, then the rest; newest first within each. */
const activeRank = (entry: GiftEntry) =>
  entry.gift.stage === WAGERING_STAGE ? 0 : entry.gift.stage === 'wait' ? 1 : 2;

const createdAt = (entry: GiftEntry) => Date.parse(entry.gift.created_at) || 0;

/**
 * The player's actual gifts split as spec §4 says: new ones (to activate before their deadline, or
 * with nothing to wager), the closest deadline first; and active ones, the bonus being wagered first.
 */
export function giftLists(
  bonuses: readonly PlayerBonus[],
  freespins: readonly PlayerFreespin[],
  now: number,
): { fresh: GiftEntry[]; active: GiftEntry[] } {
  const bonusSplit = splitGifts(bonuses, now);
  const spinSplit = splitGifts(freespins, now);
  const bonus = (gift: PlayerBonus): GiftEntry => ({
    kind: 'bonus',
    key: `bonus-${gift.id}`,
    gift,
    canActivate: canActivateGift(gift, now),
  });
  const spins = (gift: PlayerFreespin): GiftEntry => ({
    kind: 'freespins',
    key: `freespins-${gift.id}`,
    gift,
    canActivate: canActivateGift(gift, now),
  });
  const fresh = [...bonusSplit.fresh.map(bonus), ...spinSplit.fresh.map(spins)].sort(
    (a, b) => deadlineOf(a) - deadlineOf(b) || createdAt(b) - createdAt(a),
  );
  const active = [...bonusSplit.active.map(bonus), ...spinSplit.active.map(spins)].sort(
    (a, b) => activeRank(a) - activeRank(b) || createdAt(b) - createdAt(a),
  );
  return { fresh, active };
}

/** The wager of a bonus as a multiple of its amount (×25), or null when it has none to show. */
export function wagerTimes(bonus: Pick<PlayerBonus, 'amount_cents' | 'amount_wager_requirement_cents'>) {
  if (bonus.amount_cents <= 0 || bonus.amount_wager_requirement_cents <= 0) return null;
  return Math.round(bonus.amount_wager_requirement_cents / bonus.amount_cents);
}

/** The boxes the tab lists (spec §4 listing rule), those still to open first. */
export function listedLootboxes(boxes: readonly Lootbox[], now: number): Lootbox[] {
  const listed = boxes.filter((box) => isLootboxListed(box, now));
  return [
    ...listed.filter((box) => box.stage === 'issued'),
    ...listed.filter((box) => box.stage !== 'issued'),
  ];
}

/** How the opening of a box runs: the reel passes `length` items and stops on the prize at `stopAt`. */
export const LOOTBOX_REEL = { length: 36, stopAt: 30 } as const;

/** The highest wager among an offer's bonuses (`result_bonus` `wager`), or null. */
export function offerWager(offer: BonusOffer): number | null {
  let highest: number | null = null;
  for (const bonus of offer.bonuses) {
    for (const result of bonus.result_bonus) {
      if (typeof result !== 'object' || result === null) continue;
      const { field, value } = result as { field?: unknown; value?: unknown };
      if (field === 'wager' && typeof value === 'number' && value > 0)
        highest = Math.max(highest ?? 0, value);
    }
  }
  return highest;
}

/** A platform name as a message key part: `freebet_no_risk` → `FREEBET_NO_RISK`. */
export const keyPart = (name: string) => name.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
