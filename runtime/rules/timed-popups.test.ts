import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  iosExitSchedule,
  isGamePath,
  isIosMetaInAppBrowser,
  newProviderFor,
  promoBannerReturnsIn,
  promoBannerShown,
  promoTooltipEnd,
  promoTooltipShown,
  scheduleTimedPopup,
  surveySchedule,
} from './timed-popups.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

describe('newProviderFor', () => {
  it.each([
    [[851], false, 'evolution'],
    [['851'], false, 'evolution'],
    [[859], false, null],
    [[851, 859], false, null],
    [[1030], false, 'pragmaticplay'],
    [[1030, 1056], false, null],
    [[851, 859, 1030], false, 'pragmaticplay'],
    [[851], true, null],
    [[], false, null],
    [[21, 100], false, null],
  ] as const)('groups %j, shown this session %s → %s', (groups, shown, provider) => {
    expect(newProviderFor(groups, shown)?.provider ?? null).toBe(provider);
  });

  it('names the group that marks it shown', () => {
    expect(newProviderFor([851], false)).toEqual({
      provider: 'evolution',
      target: 851,
      shown: 859,
    });
    expect(newProviderFor([1030], false)?.shown).toBe(1056);
  });
});

describe('isIosMetaInAppBrowser', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 [FBAN/FBIOS;FBAV/440.0]', true],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) Mobile/15E148 Instagram 300.0.0', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1', false],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile [FB_IAB/FB4A;FBAV/440.0]', false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isIosMetaInAppBrowser(userAgent)).toBe(expected);
  });
});

describe('isGamePath', () => {
  it.each([
    ['/play/netent/starburst', true],
    ['/de/play/netent/starburst', true],
    ['/fr-CA/play', true],
    ['/pokies/all', false],
    ['/player', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isGamePath(path)).toBe(expected);
  });
});

describe('scheduled popups', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the iOS guidance 5 minutes after sign-in, not a moment before', () => {
    const onDue = vi.fn();
    scheduleTimedPopup(iosExitSchedule(0, () => false, onDue));
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('waits while the cashbox or a game is open, looking again every minute', () => {
    const onDue = vi.fn();
    let blocked = true;
    scheduleTimedPopup(iosExitSchedule(0, () => blocked, onDue));
    vi.advanceTimersByTime(5 * MINUTE + 2 * MINUTE);
    expect(onDue).not.toHaveBeenCalled();
    blocked = false;
    // Unblocked between two looks: it comes at the next one, at 8 minutes.
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('goes on from the time already spent in the session', () => {
    const onDue = vi.fn();
    scheduleTimedPopup(iosExitSchedule(4 * MINUTE, () => false, onDue));
    vi.advanceTimersByTime(MINUTE);
    expect(onDue).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    scheduleTimedPopup(iosExitSchedule(9 * MINUTE, () => false, late));
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('loads the survey config 10 s early and shows the survey 0.5 s after its conditions hold', () => {
    const onPrefetch = vi.fn();
    const onDue = vi.fn();
    let inGame = false;
    scheduleTimedPopup(surveySchedule(0, () => inGame, onPrefetch, onDue));
    vi.advanceTimersByTime(4 * MINUTE + 50 * SECOND - 1);
    expect(onPrefetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPrefetch).toHaveBeenCalledTimes(1);
    inGame = true;
    vi.advanceTimersByTime(10 * SECOND + 30 * SECOND);
    expect(onDue).not.toHaveBeenCalled();
    inGame = false;
    vi.advanceTimersByTime(1 * SECOND);
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(onPrefetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped (sign-out)', () => {
    const onPrefetch = vi.fn();
    const onDue = vi.fn();
    const stop = scheduleTimedPopup(surveySchedule(0, () => false, onPrefetch, onDue));
    vi.advanceTimersByTime(2 * MINUTE);
    stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onPrefetch).not.toHaveBeenCalled();
    expect(onDue).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('promo banner and tooltip', () => {
  const now = Date.UTC(2026, 2, 1, 12);

  it.each([
    [null, true, 0],
    [now, false, 120 * SECOND],
    [now - 119 * SECOND, false, SECOND],
    [now - 120 * SECOND, true, 0],
    [now - 10 * MINUTE, true, 0],
  ])('closed at %s → shown %s, returns in %i ms', (closedAt, shown, returnsIn) => {
    expect(promoBannerShown(closedAt, now)).toBe(shown);
    expect(promoBannerReturnsIn(closedAt, now)).toBe(returnsIn);
  });

  it('starts the tooltip timer at now plus 10 minutes and keeps the cookie’s end', () => {
    expect(promoTooltipEnd(null, now)).toBe(now + 10 * MINUTE);
    expect(promoTooltipEnd(null, now, 3 * MINUTE)).toBe(now + 3 * MINUTE);
    expect(promoTooltipEnd(now + MINUTE, now)).toBe(now + MINUTE);
    // Passed: it stays away while the cookie lasts rather than starting again.
    expect(promoTooltipEnd(now - MINUTE, now)).toBe(now - MINUTE);
    expect(promoTooltipEnd(Number.NaN, now)).toBe(now + 10 * MINUTE);
  });

  it.each([
    [now + 1, true],
    [now, false],
    [now - 1, false],
  ])('a tooltip ending at %i shows: %s', (end, shown) => {
    expect(promoTooltipShown(end, now)).toBe(shown);
  });
});
