import { WHEEL_GROUPS } from './groups.ts';
import { WHEEL_LEVELS } from './lootboxes.ts';

/** The bonus wheel (spec §3 wheel levels, §6 wheel segments by group, §9 prize weights). */

export type WheelLevel = (typeof WHEEL_LEVELS)[number];

/** A wheel segment: a loot box item (API-SHAPES LootboxItem). */
export interface WheelSegmentLike {
  id: number;
  weight: number;
  prize: boolean;
}

/**
 * The segments a player's wheel shows: those of the first of their groups that
 * wheel-config-segments has segments for (21, 1308, 1309 in that order), else wheel-config's.
 * @example wheelSegments([1308], defaults, { '1308': a }) // { group: 1308, segments: a }
 */
export function wheelSegments<S extends WheelSegmentLike>(
  groups: readonly number[],
  defaults: readonly S[],
  byGroup: Readonly<Record<string, unknown>>,
): { group: number | null; segments: readonly S[] } {
  for (const group of WHEEL_GROUPS) {
    const segments = byGroup[String(group)];
    // The document's entries are the segments' lists; anything else (its $schema key) is none.
    if (groups.includes(group) && Array.isArray(segments) && segments.length > 0)
      return { group, segments: segments as readonly S[] };
  }
  return { group: null, segments: defaults };
}

/**
 * The wheel level a loot box's group_key names (`wheel_rocket_pro` → rocket_pro); rocket_lite when
 * it names none.
 */
export function wheelLevel(groupKey: string | null | undefined): WheelLevel {
  const key = String(groupKey ?? '');
  return WHEEL_LEVELS.find((level) => key.endsWith(level) || key.includes(`${level}_`)) ?? 'rocket_lite';
}

/**
 * The segment a ticket in [0, 1) lands on, each segment taking a share of the wheel's weight (§9:
 * 4000, 4000, 2000, 0...): a segment of weight 0 is never drawn. When no segment has a weight, the
 * prize segment (else the first) is drawn. -1 for no segments.
 * @example drawWheelSegment([{ weight: 4000 }, { weight: 4000 }, { weight: 2000 }], 0.85) // 2
 */
export function drawWheelSegment(
  segments: readonly Pick<WheelSegmentLike, 'weight' | 'prize'>[],
  ticket: number,
): number {
  if (segments.length === 0) return -1;
  const weights = segments.map((segment) =>
    Number.isFinite(segment.weight) ? Math.max(0, segment.weight) : 0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0)
    return Math.max(
      0,
      segments.findIndex((segment) => segment.prize),
    );
  let left = Math.min(Math.max(ticket, 0), 1 - Number.EPSILON) * total;
  for (let index = 0; index < weights.length; index += 1) {
    const weight = weights[index] ?? 0;
    if (weight > 0 && left < weight) return index;
    left -= weight;
  }
  // Rounding: the last segment that has a weight.
  return weights.reduce((last, weight, index) => (weight > 0 ? index : last), 0);
}

/**
 * How far the wheel turns, in degrees clockwise, to stop with segment `index` of `count` under the
 * pointer at the top: `turns` full turns, then the segment's middle brought to 0°.
 * @example wheelStopAngle(1, 4, 5) // 5 × 360 + (360 − 135) = 2025
 */
export function wheelStopAngle(index: number, count: number, turns: number): number {
  if (count <= 0 || index < 0) return 0;
  const slice = 360 / count;
  const middle = index * slice + slice / 2;
  return turns * 360 + ((360 - middle) % 360);
}
