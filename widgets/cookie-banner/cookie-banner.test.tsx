import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_MAX_AGE_S,
} from '../../runtime/rules/index.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { renderWidget } from '../../tests/harness/render-widget.tsx';
import { readCookie, writeCookie } from '../../runtime/ui/browser-cookie.ts';
import type * as CookieModule from '../../runtime/ui/browser-cookie.ts';
import { cookieBanner } from './index.ts';

const clearConsent = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

vi.mock('../../runtime/ui/browser-cookie.ts', async (original) => {
  const actual = await original<typeof CookieModule>();
  return { ...actual, writeCookie: vi.fn(actual.writeCookie) };
});

describe('cookie banner', () => {
  beforeEach(() => {
    clearConsent();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    clearConsent();
  });

  it('appears 1.5 s after the page opens, not before', async () => {
    await renderWidget(cookieBanner);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookie-policy');
  });

  it('remembers the consent in a cookie for a year, tells the page and goes away', async () => {
    const consented = vi.fn();
    bus.on('consent', consented);
    await renderWidget(cookieBanner);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(readCookie(CONSENT_COOKIE)).toBe('1');
    expect(COOKIE_CONSENT_MAX_AGE_S).toBe(365 * 24 * 60 * 60);
    expect(writeCookie).toHaveBeenCalledWith(CONSENT_COOKIE, '1', {
      maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S,
    });
    expect(consented).toHaveBeenCalledTimes(1);
    bus.off('consent', consented);
  });

  it('stays away for a visitor who already accepted', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; Path=/`;
    await renderWidget(cookieBanner);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 2));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
