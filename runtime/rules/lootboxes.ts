/** Loot boxes and the bonus wheel (spec §3, §4). */

/** group_key prefixes of wheel-type boxes. */
export const WHEEL_GROUP_KEY_PREFIXES: readonly string[] = ['wheel', 'manual_wheel'];
/** Wheel levels (spec §3). */
export const WHEEL_LEVELS = ['rocket_lite', 'rocket_pro', 'rocket_max'] as const;

export interface LootboxLike {
  stage: string;
  group_key: string;
  created_at: string;
  /** When it was activated; the API has no such field, so the realtime update time may be passed. */
  activated_at?: string | null;
}

export function isWheelBox(box: Pick<LootboxLike, 'group_key'>): boolean {
  return WHEEL_GROUP_KEY_PREFIXES.some((p) => box.group_key.startsWith(p));
}

/** Only issued wheel-type boxes count as active (spec §4). */
export function isActiveWheelBox(box: Pick<LootboxLike, 'stage' | 'group_key'>): boolean {
  return box.stage === 'issued' && isWheelBox(box);
}

const utcDay = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/**
 * A box is listed unless expired, or activated on a day (UTC) other than its creation day.
 * @param now used as the activation moment when the box carries none.
 */
export function isLootboxListed(box: LootboxLike, now: number): boolean {
  if (box.stage === 'expired') return false;
  if (box.stage !== 'activated') return true;
  const activated = box.activated_at ?? new Date(now).toISOString();
  return utcDay(activated) === utcDay(box.created_at);
}

/** Item weights of a loot box when its items carry none (spec §9), rarest last. */
export const LOOTBOX_ITEM_WEIGHTS: readonly number[] = [5000, 2000, 1400, 820, 470, 50, 10];

/**
 * Each item's chance to be drawn, between 0 and 1, from its weight; when no item carries a weight,
 * the items take the weights of spec §9 by position.
 * @example lootboxChances([{ weight: 3 }, { weight: 1 }]) → [0.75, 0.25]
 */
export function lootboxChances(items: readonly { weight?: number | null }[]): number[] {
  const given = items.map((item) => Math.max(0, item.weight ?? 0));
  const weights = given.some((weight) => weight > 0)
    ? given
    : items.map((_, index) => LOOTBOX_ITEM_WEIGHTS[index] ?? 0);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total > 0 ? weight / total : 1 / items.length));
}

/**
 * The item a loot box gave, read from its activation's answer (a result the platform does not
 * type): `prize`, `item` or `lootbox_item` with an id, or `prize_id`, `item_id` or
 * `lootbox_item_id`; null when the answer names none of the box's items.
 */
export function lootboxPrize<T extends { id: number }>(result: unknown, items: readonly T[]): T | null {
  if (typeof result !== 'object' || result === null) return null;
  const answer = result as Record<string, unknown>;
  const idOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
  for (const field of ['prize', 'item', 'lootbox_item', 'prize_id', 'item_id', 'lootbox_item_id']) {
    const id = Number(idOf(answer[field]));
    const found = items.find((item) => item.id === id);
    if (found) return found;
  }
  return null;
}

/** A small deterministic generator (mulberry32): the same seed draws the same reel. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The strip of items a loot box's opening runs past before it stops on the prize: `length` item
 * indexes drawn by the items' chances (common prizes pass often, rare ones seldom), with the prize
 * at `stopAt`. Deterministic for a seed (the box's id).
 * @example lootboxReel(box.items, prizeIndex, { length: 40, stopAt: 34, seed: box.id })
 */
export function lootboxReel(
  items: readonly { weight?: number | null }[],
  prizeIndex: number,
  { length, stopAt, seed }: { length: number; stopAt: number; seed: number },
): number[] {
  const chances = lootboxChances(items);
  const random = generator(seed);
  const draw = () => {
    let ticket = random();
    for (let index = 0; index < chances.length; index += 1) {
      ticket -= chances[index] ?? 0;
      if (ticket < 0) return index;
    }
    return chances.length - 1;
  };
  return Array.from({ length }, (_, position) => (position === stopAt ? prizeIndex : draw()));
}
