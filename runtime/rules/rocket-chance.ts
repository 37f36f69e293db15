import { lootboxChances } from './lootboxes.ts';
import { drawWheelSegment } from './wheel.ts';

/** The rocket chance (/rocket-chance): a daily instant win, its launches and its prize draw. */

const DAY_MS = 86_400_000;

/** Midnight UTC that starts the day of `ms`: launches and deposits count per UTC day. */
export function utcDayStart(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** When the next free launch comes: the next midnight UTC after `now`. */
export function nextFreeLaunchAt(now: number): number {
  return utcDayStart(now) + DAY_MS;
}

export interface RocketChanceRules {
  /** Free launches per UTC day (rocket-chance-config dailyFreeLaunches). */
  dailyFree: number;
  /** Most launches deposits add per UTC day (depositLaunches.max). */
  depositMax: number;
}

export interface RocketChanceDay {
  /** Deposits of today of at least the minimum (each adds a launch, up to depositMax). */
  qualifyingDeposits: number;
  /** Launches already made today. */
  launchesToday: number;
}

export interface RocketChances {
  /** Launches the player can make now. */
  left: number;
  /** Free launches of today not used yet (free launches are spent first). */
  freeLeft: number;
  /** Launches deposits added today (at most depositMax). */
  earned: number;
  /** Deposits that would still add a launch today. */
  earnable: number;
}

/**
 * The player's launches of a UTC day: the free ones, plus one per qualifying deposit up to the
 * cap, less those made.
 * @example rocketChances({ dailyFree: 1, depositMax: 3 }, { qualifyingDeposits: 5, launchesToday: 2 }) // { left: 2, freeLeft: 0, earned: 3, earnable: 0 }
 */
export function rocketChances(rules: RocketChanceRules, day: RocketChanceDay): RocketChances {
  const dailyFree = Math.max(0, rules.dailyFree);
  const depositMax = Math.max(0, rules.depositMax);
  const used = Math.max(0, day.launchesToday);
  const earned = Math.min(depositMax, Math.max(0, day.qualifyingDeposits));
  return {
    left: Math.max(0, dailyFree + earned - used),
    freeLeft: Math.max(0, dailyFree - used),
    earned,
    earnable: depositMax - earned,
  };
}

/** A prize as the draw needs it. */
export interface RocketPrizeLike {
  weight: number;
  top?: boolean;
}

/**
 * The index of the prize a ticket in [0, 1) wins, each prize taking its weight's share (the bonus
 * wheel's draw): a prize of weight 0 is never drawn; -1 for no prizes.
 */
export function drawRocketPrize(prizes: readonly RocketPrizeLike[], ticket: number): number {
  return drawWheelSegment(
    prizes.map((prize) => ({ weight: prize.weight, prize: prize.top === true })),
    ticket,
  );
}

/**
 * Each prize's chance in [0, 1], as the draw gives it: weight ÷ the sum of weights.
 * @example rocketPrizeOdds([{ weight: 3 }, { weight: 1 }, { weight: 0 }]) // [0.75, 0.25, 0]
 */
export function rocketPrizeOdds(prizes: readonly RocketPrizeLike[]): number[] {
  if (!prizes.some((prize) => prize.weight > 0))
    // Without weights the draw gives the top prize (else the first): it is certain.
    return prizes.map((_, index) =>
      index ===
      Math.max(
        0,
        prizes.findIndex((p) => p.top),
      )
        ? 1
        : 0,
    );
  return lootboxChances(prizes);
}

/** The text of a localised title in `locale`, else English. */
export function localisedTitle(title: Readonly<Record<string, unknown>>, locale: string): string {
  const text = title[locale] ?? title.en;
  return typeof text === 'string' ? text : '';
}

/**
 * A value of a per-currency map (EUR the fallback) in `currency`: its own, else null (the caller
 * converts the EUR value or shows it in EUR).
 */
export function perCurrencyValue(values: Readonly<Record<string, unknown>>, currency: string): number | null {
  const value = values[currency];
  return typeof value === 'number' ? value : null;
}
