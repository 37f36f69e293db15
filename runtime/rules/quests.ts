/** Quest levels (spec §3, §4). */

export type QuestLevelState = 'completed' | 'active' | 'locked';

/**
 * The current level: the last one whose bet threshold is reached; 0 when none is.
 * Thresholds are ascending, one per level (level 1 first).
 * @example currentQuestLevel([500, 1000, 2000], 1200) // 2
 */
export function currentQuestLevel(thresholds: readonly number[], bets: number): number {
  let level = 0;
  thresholds.forEach((t, i) => {
    if (bets >= t) level = i + 1;
  });
  return level;
}

/** State of level `level` (1-based) when the player stands at `current`: done, next up, or locked. */
export function questLevelState(level: number, current: number): QuestLevelState {
  if (level <= current) return 'completed';
  return level === current + 1 ? 'active' : 'locked';
}

/** Thresholds for the currency, else the EUR ones (spec §3: thresholds per currency). */
export function questThresholdsFor(
  thresholds: Readonly<Record<string, readonly number[]>>,
  currency: string | null | undefined,
): readonly number[] {
  return (currency ? thresholds[currency] : undefined) ?? thresholds.EUR ?? [];
}
