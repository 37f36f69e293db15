import {
  IOS_EXIT_POPUP_DELAY_MS,
  IOS_EXIT_POPUP_POLL_MS,
  PROMO_BANNER_REAPPEAR_MS,
  PROMO_TOOLTIP_TIMER_MS,
  SURVEY_DELAY_MS,
  SURVEY_INIT_DELAY_MS,
  SURVEY_PREFETCH_LEAD_MS,
} from './timing.ts';
import { NEW_PROVIDER_GROUPS, newProviderPopupFor } from './groups.ts';

// The popups that come on their own while a visitor stays (spec §4): the new-provider popup, the
// iOS Meta in-app browser guidance, the survey and the promo banner in the enter buttons.

/** A provider announced to a group of players: shown to `target`, then `shown` is added. */
export type NewProviderTarget = (typeof NEW_PROVIDER_GROUPS)[number];

/**
 * The new-provider popup to show a player (groups.ts NEW_PROVIDER_GROUPS, spec §4): the first
 * whose target group the player is in and whose shown group not yet; none once one has been shown
 * in this session.
 * @example newProviderFor([851], false) // evolution
 * @example newProviderFor([851, 859], false) // null: already shown
 */
export function newProviderFor(
  groups: readonly (number | string)[],
  shownThisSession: boolean,
): NewProviderTarget | null {
  if (shownThisSession) return null;
  const ids = groups.map(Number);
  const provider = newProviderPopupFor(ids);
  return NEW_PROVIDER_GROUPS.find((entry) => entry.provider === provider) ?? null;
}

/**
 * Whether a user agent is Meta's in-app browser (Facebook, Instagram, Messenger) on iOS.
 * @example isIosMetaInAppBrowser('Mozilla/5.0 (iPhone; …) Mobile/15E148 [FBAN/FBIOS;…]') // true
 */
export function isIosMetaInAppBrowser(userAgent: string): boolean {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent);
  return ios && /FBAN|FBAV|FBIOS|FB_IAB|Instagram|MessengerForiOS/.test(userAgent);
}

/** What a popup waits for once its time has come. */
export type Blocked = () => boolean;

export interface TimedPopupSchedule {
  /** Time until the popup is due, counted from the start of what it waits for. */
  delayMs: number;
  /** Time already spent of it (a page reloaded in the same session goes on from there). */
  elapsedMs?: number;
  /** While it is due but blocked (a cashbox or game open...), the conditions are checked this often. */
  pollMs: number;
  /** Once unblocked, the popup comes after this settle time. */
  settleMs?: number;
  /** Called this long before the delay ends (to load what the popup needs). */
  prefetchLeadMs?: number;
  onPrefetch?: () => void;
  blocked: Blocked;
  onDue: () => void;
}

/**
 * Runs one timed popup: after the delay (minus the time already spent), and once nothing blocks it
 * (checked every `pollMs`), `onDue` is called once, `settleMs` later. Answers the function that
 * stops it (on sign-out, or when the page goes).
 */
export function scheduleTimedPopup(schedule: TimedPopupSchedule): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!stopped) run();
      },
      Math.max(0, ms),
    );
    timers.add(timer);
  };
  const remaining = schedule.delayMs - (schedule.elapsedMs ?? 0);
  if (schedule.onPrefetch) {
    const onPrefetch = schedule.onPrefetch;
    later(remaining - (schedule.prefetchLeadMs ?? 0), onPrefetch);
  }
  const check = () => {
    if (schedule.blocked()) later(schedule.pollMs, check);
    else if (schedule.settleMs) later(schedule.settleMs, schedule.onDue);
    else schedule.onDue();
  };
  later(remaining, check);
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}

/** The iOS in-app browser guidance: 5 minutes after sign-in, checked every minute while blocked. */
export function iosExitSchedule(elapsedMs: number, blocked: Blocked, onDue: () => void): TimedPopupSchedule {
  return { delayMs: IOS_EXIT_POPUP_DELAY_MS, elapsedMs, pollMs: IOS_EXIT_POPUP_POLL_MS, blocked, onDue };
}

/** Conditions of the survey are checked this often once its time has come. */
export const SURVEY_POLL_MS = 1_000;

/**
 * The survey: 5 minutes on site, its config loaded 10 s before, shown 0.5 s after nothing blocks it
 * (a game, a popup).
 */
export function surveySchedule(
  elapsedMs: number,
  blocked: Blocked,
  onPrefetch: () => void,
  onDue: () => void,
): TimedPopupSchedule {
  return {
    delayMs: SURVEY_DELAY_MS,
    elapsedMs,
    pollMs: SURVEY_POLL_MS,
    settleMs: SURVEY_INIT_DELAY_MS,
    prefetchLeadMs: SURVEY_PREFETCH_LEAD_MS,
    onPrefetch,
    blocked,
    onDue,
  };
}

/**
 * Whether the promo banner of the enter buttons shows: never closed, or closed 120 s ago or more.
 * @example promoBannerShown(null, now) // true
 */
export function promoBannerShown(closedAt: number | null, now: number): boolean {
  return closedAt === null || now - closedAt >= PROMO_BANNER_REAPPEAR_MS;
}

/** Time until a closed promo banner returns (0 when it shows). */
export function promoBannerReturnsIn(closedAt: number | null, now: number): number {
  return closedAt === null ? 0 : Math.max(0, closedAt + PROMO_BANNER_REAPPEAR_MS - now);
}

/**
 * The end of the promo tooltip's timer: the one its cookie keeps (for a day), else a new one, now
 * plus the configured minutes (spec §4). Once it has passed, the tooltip stays away while the
 * cookie lasts.
 * @example promoTooltipEnd(null, now) // now + 10 min
 */
export function promoTooltipEnd(
  stored: number | null,
  now: number,
  timerMs = PROMO_TOOLTIP_TIMER_MS,
): number {
  return stored !== null && Number.isFinite(stored) ? stored : now + timerMs;
}

/** The tooltip shows while its timer's end is in the future. */
export function promoTooltipShown(end: number, now: number): boolean {
  return end > now;
}

/** Whether a path (locale prefix or not) is a game page, where the popups wait. */
export function isGamePath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?play(?:\/|$)/.test(pathname);
}
