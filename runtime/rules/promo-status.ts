/** Tournaments, lotteries and quests over time (spec §3, §4). */

export type PromoState = 'future' | 'active' | 'archive';

const toMs = (t: string | number | Date) => (typeof t === 'number' ? t : new Date(t).getTime());

/**
 * Future while the start is ahead, active while the end is ahead, archive after.
 * @example promoState('2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z', Date.parse('2026-01-01')) // 'future'
 */
export function promoState(
  start: string | number | Date,
  end: string | number | Date,
  now: number,
): PromoState {
  if (toMs(start) > now) return 'future';
  if (toMs(end) > now) return 'active';
  return 'archive';
}

/** The moment a promo's countdown runs to: its end when active, its start when future, none after. */
export function countdownTarget(
  start: string | number | Date,
  end: string | number | Date,
  now: number,
): number | null {
  const state = promoState(start, end, now);
  if (state === 'future') return toMs(start);
  if (state === 'active') return toMs(end);
  return null;
}

export interface CountdownParts {
  /** Null when zero: the days part is then hidden. */
  days: string | null;
  hours: string;
  minutes: string;
  seconds: string;
  /** The countdown has reached zero: the timer stops and signals the end. */
  done: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Countdown parts for the time left, zero-padded to two digits.
 * @example countdownParts(90_061_000) // { days: '01', hours: '01', minutes: '01', seconds: '01', done: false }
 */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  return {
    days: days > 0 ? pad(days) : null,
    hours: pad(Math.floor((total % 86_400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
    done: total === 0,
  };
}

/** Identifier markers of spec §3. */
export const PROMO_IDENTIFIER = {
  hidden: 'nonvisible',
  quest: 'quest',
  achievement: 'achievement',
  testQuest: 'ffc',
} as const;

export type PromoKind = 'tournament' | 'lottery' | 'quest';

/** A promo whose identifier contains 'nonvisible' is never listed. */
export function isHiddenPromo(frontendIdentifier: string | null | undefined): boolean {
  return (frontendIdentifier ?? '').includes(PROMO_IDENTIFIER.hidden);
}

/** Quests are tournaments whose identifier contains 'quest' (achievements are quests too). */
export function promoKindOf(
  source: 'tournament' | 'lottery',
  frontendIdentifier: string | null | undefined,
): PromoKind {
  if (source === 'lottery') return 'lottery';
  const id = frontendIdentifier ?? '';
  return id.includes(PROMO_IDENTIFIER.quest) || id.includes(PROMO_IDENTIFIER.achievement)
    ? 'quest'
    : 'tournament';
}

export function isAchievement(frontendIdentifier: string | null | undefined): boolean {
  return (frontendIdentifier ?? '').includes(PROMO_IDENTIFIER.achievement);
}

/** Test quests ('ffc' in the identifier) show only with the testQuests flag (spec §6). */
export function isTestQuest(frontendIdentifier: string | null | undefined): boolean {
  return (frontendIdentifier ?? '').includes(PROMO_IDENTIFIER.testQuest);
}

/** Whether a promo restricted to groups is open to the player (no group ids: everyone). */
export function promoOpenTo(
  groupIds: readonly number[] | null | undefined,
  groups: readonly number[],
): boolean {
  return !groupIds || groupIds.length === 0 || groupIds.some((g) => groups.includes(g));
}
