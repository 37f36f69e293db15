/** Durations of spec §4 and §9 that the widgets and the shell need, in milliseconds. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A toast stays this long. */
export const TOAST_DURATION_MS = 10 * SECOND;
/** Stored push notifications expire after, and are swept every, two hours. */
export const NOTIFICATION_EXPIRY_MS = 2 * HOUR;
export const NOTIFICATION_SWEEP_MS = 2 * HOUR;
/** The local-time clock (mobile sidebar) refreshes this often. */
export const LOCAL_TIME_REFRESH_MS = 15 * SECOND;
/** Cookie banner and cookie message appear after this delay. */
export const COOKIE_BANNER_DELAY_MS = 1.5 * SECOND;
/** A modal finishes closing after this delay (exit animation). */
export const MODAL_CLOSE_DELAY_MS = 100;
/** The hidden tab's title rotates through the idle texts at this pace. */
export const IDLE_TITLE_ROTATION_MS = 2 * SECOND;
export const SEARCH_DEBOUNCE_MS = 300;
export const POPUP_RESIZE_DEBOUNCE_MS = 150;
export const CAROUSEL_AUTOPLAY_MS = 10_000;
/** #chat opens the support chat after this delay. */
export const CHAT_HASH_DELAY_MS = 1 * SECOND;
/**
 * Scrolling to a hash whose element is not there yet (lazy widgets may render it late) retries at
 * this pace, for at most 5 s (spec §2).
 */
export const HASH_SCROLL_RETRY_MS = 200;
export const HASH_SCROLL_TIMEOUT_MS = 5 * SECOND;
/** iOS in-app browser guidance: shown after 5 min, conditions polled every minute. */
export const IOS_EXIT_POPUP_DELAY_MS = 5 * MINUTE;
export const IOS_EXIT_POPUP_POLL_MS = 1 * MINUTE;
/** Survey widget: shown after 5 min on site; config prefetched 10 s before; init 0.5 s after. */
export const SURVEY_DELAY_MS = 5 * MINUTE;
export const SURVEY_PREFETCH_LEAD_MS = 10 * SECOND;
export const SURVEY_INIT_DELAY_MS = 0.5 * SECOND;
/** A deposit canceled within this window after it finished gives a warning toast once. */
export const CANCELED_PAYMENT_WINDOW_MS = 5 * MINUTE;
/** Translations are cached per bucket: `?t=floor(now / bucket)`. */
export const TRANSLATION_CACHE_BUCKET_MS = 300_000;
/** A closed promo banner in the enter buttons returns after this long. */
export const PROMO_BANNER_REAPPEAR_MS = 120_000;
/** The promo tooltip timer (stored in a cookie for a day) runs this long. */
export const PROMO_TOOLTIP_TIMER_MS = 10 * MINUTE;
/** Countdowns tick every second. */
export const COUNTDOWN_TICK_MS = 1 * SECOND;

/** Cookie lifetimes (spec §9), in seconds as `max-age` wants them. */
export const COOKIE_CONSENT_MAX_AGE_S = 365 * (DAY / SECOND);
export const STAG_COOKIE_MAX_AGE_S = 30 * (DAY / SECOND);
export const PROMO_TOOLTIP_COOKIE_MAX_AGE_S = 86_400;
/** The Australian confirmation approval lasts "a very long time": ten years. */
export const AU_CONFIRMATION_MAX_AGE_S = 10 * 365 * (DAY / SECOND);

/**
 * The cache-busting bucket of the translation URL.
 * @example translationBucket(600_000) // 2
 */
export function translationBucket(now: number): number {
  return Math.floor(now / TRANSLATION_CACHE_BUCKET_MS);
}

/** Whether a stored notification has expired. */
export function isNotificationExpired(receivedAt: number, now: number): boolean {
  return now - receivedAt >= NOTIFICATION_EXPIRY_MS;
}
