import { DEFAULT_QUEST_SIZE, QUEST_SIZES } from './layout.ts';

/**
 * Quests and achievements (spec §3, §4, §6): tournaments whose frontend identifier contains
 * "quest" (quests) or "achievement" (achievements); "ffc" marks a test quest, "nonvisible" hides
 * one. A quest's levels are bet thresholds per currency; the current level is the last reached.
 */

/** Sizes of a quest page (spec §2; QUEST_SIZES in layout.ts), `m` the default. */
export type QuestSize = (typeof QUEST_SIZES)[number];

export type QuestLevelState = 'completed' | 'active' | 'locked';

/** The fields of a tournament that make it a quest or an achievement and decide who sees it. */
export interface QuestLike {
  id: number;
  frontend_identifier: string | null;
  start_at: string;
  end_at: string;
  group_ids?: readonly number[] | null;
  questSize?: string | null;
  questSlug?: string | null;
}

const has = (identifier: string | null | undefined, marker: string) => (identifier ?? '').includes(marker);

/** A quest: "quest" in the identifier (never a hidden one). */
export function isQuest(promo: Pick<QuestLike, 'frontend_identifier'>): boolean {
  return has(promo.frontend_identifier, 'quest') && !has(promo.frontend_identifier, 'nonvisible');
}

/** An achievement: "achievement" in the identifier (never a hidden one). */
export function isAchievementPromo(promo: Pick<QuestLike, 'frontend_identifier'>): boolean {
  return has(promo.frontend_identifier, 'achievement') && !has(promo.frontend_identifier, 'nonvisible');
}

/** A test quest: "ffc" in the identifier; shown only with the testQuests flag. */
export function isTestQuestPromo(promo: Pick<QuestLike, 'frontend_identifier'>): boolean {
  return has(promo.frontend_identifier, 'ffc');
}

export interface QuestViewer {
  /** The testQuests feature flag (spec §6): test quests are hidden without it. */
  testQuests: boolean;
  /** The player's groups (empty for a guest). */
  groups: readonly number[];
}

/**
 * Whether the viewer sees a quest or achievement: test ones only with the flag, and one restricted
 * to groups only by a member of one of them (a group sees only its own quests).
 */
export function questVisibleTo(promo: QuestLike, viewer: QuestViewer): boolean {
  if (has(promo.frontend_identifier, 'nonvisible')) return false;
  if (isTestQuestPromo(promo) && !viewer.testQuests) return false;
  const groups = promo.group_ids ?? [];
  return groups.length === 0 || groups.some((group) => viewer.groups.includes(group));
}

export type QuestTime = 'future' | 'active' | 'archive';

/** Future while the start is ahead, active while the end is ahead, archive after (spec §4). */
export function questTime(promo: Pick<QuestLike, 'start_at' | 'end_at'>, now: number): QuestTime {
  if (Date.parse(promo.start_at) > now) return 'future';
  if (Date.parse(promo.end_at) > now) return 'active';
  return 'archive';
}

const TIME_ORDER: Record<QuestTime, number> = { active: 0, future: 1, archive: 2 };

/**
 * The quests a viewer sees, active first, then future, then finished; within each the one ending
 * (or starting) soonest first.
 */
export function visibleQuests<T extends QuestLike>(
  promos: readonly T[],
  viewer: QuestViewer,
  now: number,
): T[] {
  return promos
    .filter((promo) => isQuest(promo) && questVisibleTo(promo, viewer))
    .sort(
      (a, b) =>
        TIME_ORDER[questTime(a, now)] - TIME_ORDER[questTime(b, now)] ||
        Date.parse(a.end_at) - Date.parse(b.end_at) ||
        a.id - b.id,
    );
}

/** The achievements a viewer sees, in the same order as quests. */
export function visibleAchievements<T extends QuestLike>(
  promos: readonly T[],
  viewer: QuestViewer,
  now: number,
): T[] {
  return promos
    .filter((promo) => isAchievementPromo(promo) && questVisibleTo(promo, viewer))
    .sort(
      (a, b) =>
        TIME_ORDER[questTime(a, now)] - TIME_ORDER[questTime(b, now)] ||
        Date.parse(a.end_at) - Date.parse(b.end_at) ||
        a.id - b.id,
    );
}

/** The slug of a quest's page (/action/<slug>): its questSlug, else its identifier. */
export function questSlugOf(promo: Pick<QuestLike, 'frontend_identifier' | 'questSlug'>): string {
  return promo.questSlug || promo.frontend_identifier || '';
}

/** The quest a page slug names, among those given (visible ones), or null. */
export function questBySlug<T extends QuestLike>(promos: readonly T[], slug: string): T | null {
  return promos.find((promo) => questSlugOf(promo) === slug) ?? null;
}

/** The size of a quest: its questSize when known, else the default `m`. */
export function questSizeOf(promo: Pick<QuestLike, 'questSize'>): QuestSize {
  const size = promo.questSize;
  return (QUEST_SIZES as readonly string[]).includes(size ?? '') ? (size as QuestSize) : DEFAULT_QUEST_SIZE;
}

/**
 * Bet thresholds of each level in EUR (spec §3, §9): xs 6, s 15, m 25, robot-s 15, robot-m 25
 * levels; level 1 is where every player starts, m's level 2 is at 500 and its level 25 at 2,000,000.
 */
const EUR_THRESHOLDS: Readonly<Record<QuestSize, readonly number[]>> = {
  xs: [0, 100, 250, 500, 1_000, 2_000],
  s: [
    0, 250, 500, 1_000, 2_000, 3_500, 5_000, 7_500, 10_000, 15_000, 25_000, 40_000, 60_000, 80_000, 100_000,
  ],
  m: [
    0, 500, 1_000, 2_000, 3_500, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000,
    100_000, 150_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000,
  ],
  'robot-s': [
    0, 250, 500, 1_000, 2_000, 3_500, 5_000, 7_500, 10_000, 15_000, 25_000, 40_000, 60_000, 80_000, 100_000,
  ],
  'robot-m': [
    0, 500, 1_000, 2_000, 3_500, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 75_000,
    100_000, 150_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_250_000, 1_500_000, 2_000_000,
  ],
};

/**
 * How many units of a currency one EUR of threshold is worth: fiat ones round numbers, coins
 * their fraction. A currency not listed uses EUR's thresholds.
 */
export const QUEST_CURRENCY_FACTORS: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1,
  USDT: 1,
  AUD: 1.5,
  CAD: 1.5,
  NZD: 1.5,
  BRL: 5,
  NOK: 10,
  JPY: 150,
  KZT: 500,
  BTC: 0.00002,
  ETH: 0.0004,
  BCH: 0.002,
  LTC: 0.01,
  DOG: 5,
};

/** A threshold scaled to a currency, kept to 8 significant digits (no float noise). */
const scaled = (eur: number, factor: number) => Number((eur * factor).toPrecision(8));

/**
 * The bet thresholds of each level (level 1 first, ascending) of a quest size in a currency.
 * @example questThresholds('m', 'EUR')[1] // 500
 * @example questThresholds('m', 'NOK')[1] // 5000
 */
export function questThresholds(size: QuestSize, currency: string | null | undefined): number[] {
  const factor = QUEST_CURRENCY_FACTORS[currency ?? ''] ?? 1;
  return EUR_THRESHOLDS[size].map((eur) => scaled(eur, factor));
}

/**
 * The current level: the last one whose bet threshold is reached (spec §4); at least 1, as level
 * 1's threshold is 0. Thresholds are ascending, one per level.
 * @example currentQuestLevel([0, 500, 1000], 700) // 2
 */
export function currentQuestLevel(thresholds: readonly number[], bets: number): number {
  let level = 0;
  thresholds.forEach((threshold, index) => {
    if (bets >= threshold) level = index + 1;
  });
  return Math.max(level, thresholds.length > 0 ? 1 : 0);
}

/**
 * State of level `level` (1-based) when the player stands at `current` of `total` levels: those
 * below are completed, the current one is active (completed once it is the last), the rest locked.
 */
export function questLevelState(level: number, current: number, total: number): QuestLevelState {
  if (level < current) return 'completed';
  if (level === current) return current >= total ? 'completed' : 'active';
  return 'locked';
}

export interface QuestLevel {
  level: number;
  threshold: number;
  state: QuestLevelState;
}

export interface QuestProgress {
  levels: QuestLevel[];
  /** The last level reached. */
  current: number;
  /** The threshold of the next level, null at the top. */
  next: number | null;
  /** What is left to bet to reach the next level (0 at the top). */
  missing: number;
  /** Progress from the current level's threshold to the next one, 0..100 (100 at the top). */
  percent: number;
  /** Every level is reached. */
  done: boolean;
}

/**
 * A player's progress in a quest from their bets, in the currency of the thresholds.
 * @example questProgress(questThresholds('xs', 'EUR'), 300).current // 3
 */
export function questProgress(thresholds: readonly number[], bets: number): QuestProgress {
  const total = thresholds.length;
  const current = currentQuestLevel(thresholds, bets);
  const levels = thresholds.map((threshold, index) => ({
    level: index + 1,
    threshold,
    state: questLevelState(index + 1, current, total),
  }));
  const done = total > 0 && current >= total;
  const from = thresholds[current - 1] ?? 0;
  const next = done ? null : (thresholds[current] ?? null);
  const missing = next === null ? 0 : Number(Math.max(0, next - bets).toPrecision(12));
  const percent =
    next === null ? 100 : Math.min(100, Math.max(0, Math.floor(((bets - from) / (next - from)) * 100)));
  return { levels, current, next, missing, percent, done };
}
