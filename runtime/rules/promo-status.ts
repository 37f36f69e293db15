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

/** The time fields of a tournament, lottery or quest (spec §3). */
export interface PromoTimes {
  start_at: string | number | Date;
  end_at: string | number | Date;
  /** Set by the platform once the promo is closed: it is archive from then on, whatever its end. */
  finished_at?: string | number | Date | null;
}

/**
 * The state of a promo item at `now`: archive once it has finished (finished_at reached) or ended,
 * else by its start and end (`promoState`).
 * @example promoItemState({ start_at: a, end_at: b, finished_at: null }, now) // 'active' between a and b
 */
export function promoItemState(item: PromoTimes, now: number): PromoState {
  if (item.finished_at != null && toMs(item.finished_at) <= now) return 'archive';
  return promoState(item.start_at, item.end_at, now);
}

/**
 * The promo status display of spec §4: an active promo shows the time left to its end
 * ('ends-in'), a future one the countdown to its start ('starts-in'), an archived one a finished
 * label and no countdown (`target` null).
 */
export interface PromoStatus {
  state: PromoState;
  label: 'ends-in' | 'starts-in' | 'finished';
  /** The moment the countdown runs to (ms since the epoch); null when finished. */
  target: number | null;
}

const STATUS_LABEL: Readonly<Record<PromoState, PromoStatus['label']>> = {
  active: 'ends-in',
  future: 'starts-in',
  archive: 'finished',
};

/**
 * @example promoStatus({ start_at: tomorrow, end_at: nextWeek }, now) // { state: 'future', label: 'starts-in', target: tomorrow }
 */
export function promoStatus(item: PromoTimes, now: number): PromoStatus {
  const state = promoItemState(item, now);
  const target = state === 'future' ? toMs(item.start_at) : state === 'active' ? toMs(item.end_at) : null;
  return { state, label: STATUS_LABEL[state], target };
}

/** Milliseconds until the next whole second of a countdown to `target` changes (1..1000). */
export function nextTickIn(target: number, now: number): number {
  const left = target - now;
  if (left <= 0) return 1000;
  return left % 1000 || 1000;
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
