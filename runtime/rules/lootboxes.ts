/** Loot boxes and the bonus wheel (spec §3, §4). */

export const LOOTBOX_STAGES = ['issued', 'activated', 'canceled', 'expired'] as const;
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

/** The loot box widget shows with an active wheel box or for a wheel group member (spec §6). */
export function showsLootboxWidget(
  boxes: readonly Pick<LootboxLike, 'stage' | 'group_key'>[],
  inWheelGroup: boolean,
) {
  return inWheelGroup || boxes.some(isActiveWheelBox);
}
