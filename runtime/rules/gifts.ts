/** Gift (bonus and free-spin) stages and their meaning (spec §4). */

export const GIFT_STAGES = [
  'issued',
  'wait',
  'handle_bets',
  'lost',
  'canceled',
  'expired',
  'wager_done',
  'finished',
] as const;
export type GiftStage = (typeof GIFT_STAGES)[number];

/** Stages after which a gift is no longer the player's to use. */
export const FINISHED_GIFT_STAGES: readonly string[] = [
  'finished',
  'canceled',
  'expired',
  'wager_done',
  'lost',
];

/** The only stage in which a bonus or free-spin change is announced (spec §4, API-SHAPES §3). */
export const NOTIFIED_GIFT_STAGE = 'issued';

/** The stage of a bonus that is being wagered (balance progress counts only these). */
export const WAGERING_STAGE = 'handle_bets';

/** The fields of a player bonus or free-spin gift that the rules read. */
export interface GiftLike {
  stage: string;
  activatable?: boolean;
  activatable_until?: string | null;
  amount_wager_requirement_cents?: number | null;
}

export function isFinishedGift(gift: Pick<GiftLike, 'stage'>): boolean {
  return FINISHED_GIFT_STAGES.includes(gift.stage);
}

/** Gifts the player still has: every gift not in a finished stage. */
export function actualGifts<T extends Pick<GiftLike, 'stage'>>(gifts: readonly T[]): T[] {
  return gifts.filter((g) => !isFinishedGift(g));
}

/** Whether a deadline (ISO date, or none) is still ahead; an unreadable one counts as ahead. */
export function beforeDeadline(until: string | null | undefined, now: number): boolean {
  if (!until) return true;
  const deadline = Date.parse(until);
  return Number.isNaN(deadline) || now < deadline;
}

/**
 * A new gift waits for the player: it can still be activated (before its deadline), or it is an
 * issued gift with nothing to wager. Every other actual gift is active.
 */
export function isNewGift(gift: GiftLike, now: number): boolean {
  if (isFinishedGift(gift)) return false;
  if (gift.activatable) return beforeDeadline(gift.activatable_until, now);
  return gift.stage === NOTIFIED_GIFT_STAGE && !gift.amount_wager_requirement_cents;
}

/** Splits actual gifts into new and active ones (profile gifts tabs). */
export function splitGifts<T extends GiftLike>(
  gifts: readonly T[],
  now: number,
): { fresh: T[]; active: T[] } {
  const fresh: T[] = [];
  const active: T[] = [];
  for (const gift of actualGifts(gifts)) (isNewGift(gift, now) ? fresh : active).push(gift);
  return { fresh, active };
}

/** Whether a real-time bonus or free-spin change produces a notification. */
export function showsGiftNotification(change: Pick<GiftLike, 'stage'>): boolean {
  return change.stage === NOTIFIED_GIFT_STAGE;
}

export interface DepositGiftEligibility {
  deposit_bonus_code?: string | null;
  can_issue_bonuses?: boolean;
  multiAccount: boolean;
}

/**
 * Deposit gifts are unavailable with a deposit bonus code set, without the bonus-issuing
 * permission, or for multi-account players (spec §5).
 */
export function depositGiftsAvailable(player: DepositGiftEligibility): boolean {
  return !player.deposit_bonus_code && player.can_issue_bonuses !== false && !player.multiAccount;
}

/** Whether the player may activate a gift now: the platform offers it and its deadline is ahead. */
export function canActivateGift(
  gift: Pick<GiftLike, 'activatable' | 'activatable_until' | 'stage'>,
  now: number,
) {
  return Boolean(gift.activatable) && !isFinishedGift(gift) && beforeDeadline(gift.activatable_until, now);
}

/** Why deposit gifts are unavailable (spec §5). */
export type DepositGiftsBlock = 'bonus-code' | 'bonuses-off' | 'multi-account';

/**
 * The reason deposit gifts are unavailable to a player, or null when they are available. A
 * multi-account comes first, since nothing the player does lifts it.
 * @example depositGiftsBlock({ deposit_bonus_code: 'SPRING', multiAccount: false }) → 'bonus-code'
 */
export function depositGiftsBlock(player: DepositGiftEligibility): DepositGiftsBlock | null {
  if (player.multiAccount) return 'multi-account';
  if (player.deposit_bonus_code) return 'bonus-code';
  if (player.can_issue_bonuses === false) return 'bonuses-off';
  return null;
}

/**
 * How much of a bonus's wager is done, in whole percent rounded down (as the balance's progress,
 * spec §5), between 0 and 100; a bonus with nothing to wager is done.
 * @example wagerPercent({ amount_wager_cents: 1250, amount_wager_requirement_cents: 25000 }) → 5
 */
export function wagerPercent(bonus: { amount_wager_cents: number; amount_wager_requirement_cents: number }) {
  if (bonus.amount_wager_requirement_cents <= 0) return 100;
  const share = Math.floor((bonus.amount_wager_cents / bonus.amount_wager_requirement_cents) * 100);
  return Math.min(100, Math.max(0, share));
}

/**
 * Gifts without those of the groups the disabled-bonuses document lists (API-SHAPES §2): a
 * bonus, free spins or deposit offer whose group_key is listed is not shown.
 * @example withoutDisabledGifts([{ group_key: 'a' }, { group_key: 'b' }], ['a']) // [{ group_key: 'b' }]
 */
export function withoutDisabledGifts<T extends { group_key?: string | boolean | null }>(
  gifts: readonly T[],
  disabledGroupKeys: readonly string[] | undefined,
): T[] {
  if (!disabledGroupKeys || disabledGroupKeys.length === 0) return [...gifts];
  const disabled = new Set(disabledGroupKeys);
  return gifts.filter((gift) => typeof gift.group_key !== 'string' || !disabled.has(gift.group_key));
}
