/** Player levels of spec §3 (the statuses call's `level_N` entries) and the profile's progress to the next. */

/** Levels 1 to 12 (spec §3: gift descriptions "for levels 1 to 12"). */
export const LEVEL_COUNT = 12;

/** What a level of the statuses call carries that the level rules read. */
export interface LevelStatus {
  id: string;
  status: boolean;
  conditions: readonly { persistent_comp_points?: { min: number; max: number; exclude_end?: boolean } }[];
}

/**
 * The number of a `level_N` id, or null for a group or a number outside 1..12.
 * @example levelNumber('level_3') // 3
 */
export function levelNumber(id: string | number): number | null {
  const match = /^level_(\d{1,2})$/.exec(String(id));
  const level = match ? Number(match[1]) : NaN;
  return Number.isInteger(level) && level >= 1 && level <= LEVEL_COUNT ? level : null;
}

/** The levels of a statuses answer (entries with `status: true` and a `level_N` id), lowest first. */
export function levelsOf<S extends LevelStatus>(statuses: readonly S[]): (S & { level: number })[] {
  const levels: (S & { level: number })[] = [];
  for (const status of statuses) {
    const level = status.status ? levelNumber(status.id) : null;
    if (level !== null && !levels.some((known) => known.level === level)) levels.push({ ...status, level });
  }
  return levels.sort((a, b) => a.level - b.level);
}

/** The persistent comp-point range of a level: from `min`, up to `max`. */
export function levelRange(level: LevelStatus): { min: number; max: number } | null {
  const range = level.conditions.find(
    (condition) => condition.persistent_comp_points,
  )?.persistent_comp_points;
  return range ? { min: range.min, max: range.max } : null;
}

/** The level whose persistent comp-point range holds the points; the lowest when none does. */
export function levelForPoints<S extends LevelStatus & { level: number }>(
  levels: readonly S[],
  points: number,
): S | undefined {
  let found: S | undefined;
  for (const level of levels) {
    const range = levelRange(level);
    if (range && points >= range.min) found = level;
  }
  return found ?? levels[0];
}

export interface LevelProgress {
  /** The player's level number. */
  level: number;
  /** The next level's number, or null at the top level. */
  next: number | null;
  /** Persistent comp points the player has. */
  points: number;
  /** Points at which the next level starts (null at the top). */
  nextAt: number | null;
  /** Points still missing for the next level (0 at the top). */
  missing: number;
  /** Share of the way from this level's start to the next one's, 0..100, rounded down (100 at the top). */
  percent: number;
}

/**
 * How far the player is on the way to the next level: the level is the server's (`level_N` of the
 * player's statuses) when given, else the one whose range holds the points.
 * @example levelProgress(levels, 300, 2) // { level: 2, next: 3, points: 300, nextAt: 500, missing: 200, percent: 50 }
 */
export function levelProgress<S extends LevelStatus & { level: number }>(
  levels: readonly S[],
  points: number,
  playerLevel: number | null = null,
): LevelProgress | null {
  const current =
    (playerLevel === null ? undefined : levels.find((level) => level.level === playerLevel)) ??
    levelForPoints(levels, points);
  if (!current) return null;
  const next = levels.find((level) => level.level > current.level) ?? null;
  const start = levelRange(current)?.min ?? 0;
  const nextAt = next ? (levelRange(next)?.min ?? null) : null;
  if (!next || nextAt === null) {
    return { level: current.level, next: next?.level ?? null, points, nextAt, missing: 0, percent: 100 };
  }
  const span = nextAt - start;
  const share = span > 0 ? (points - start) / span : 1;
  return {
    level: current.level,
    next: next.level,
    points,
    nextAt,
    missing: Math.max(0, nextAt - points),
    percent: Math.floor(Math.min(1, Math.max(0, share)) * 100),
  };
}

export type LevelPosition = 'achieved' | 'current' | 'locked';

/** Where a level stands relative to the player's: below it, it, or above it. */
export function levelPosition(level: number, current: number): LevelPosition {
  if (level < current) return 'achieved';
  return level === current ? 'current' : 'locked';
}
