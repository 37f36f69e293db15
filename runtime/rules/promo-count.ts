import { isHiddenPromo, promoKindOf, promoOpenTo, promoState } from './promo-status.ts';

/** The fields of a tournament or lottery that decide whether it counts as running for the player. */
export interface CountablePromo {
  id: number;
  frontend_identifier: string | null;
  start_at: string;
  end_at: string;
  group_ids?: readonly number[] | null;
}

export interface PromoLists {
  tournaments?: readonly CountablePromo[];
  /** The player's own tournaments (custom ones included); merged with the public list by id. */
  playerTournaments?: readonly CountablePromo[];
  lotteries?: readonly CountablePromo[];
}

const running = (promo: CountablePromo, groups: readonly number[], now: number) =>
  !isHiddenPromo(promo.frontend_identifier) &&
  promoOpenTo(promo.group_ids, groups) &&
  promoState(promo.start_at, promo.end_at, now) === 'active';

/**
 * How many tournaments (public and the player's custom ones) and lotteries are running for the
 * player right now: the count beside "Tournaments" in the sidebar (spec §2). Quests and
 * achievements are tournaments by shape but not counted; hidden ('nonvisible') ones never are.
 * @example activePromoCount({ tournaments: [t1], lotteries: [l1] }, [], Date.now()) // 2 when both run
 */
export function activePromoCount(lists: PromoLists, groups: readonly number[], now: number): number {
  const tournamentIds = new Set<number>();
  for (const t of [...(lists.tournaments ?? []), ...(lists.playerTournaments ?? [])]) {
    if (promoKindOf('tournament', t.frontend_identifier) === 'tournament' && running(t, groups, now)) {
      tournamentIds.add(t.id);
    }
  }
  const lotteryIds = new Set<number>();
  for (const l of lists.lotteries ?? []) {
    if (running(l, groups, now)) lotteryIds.add(l.id);
  }
  return tournamentIds.size + lotteryIds.size;
}
