import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RateLimitedError } from '../api/errors.ts';
import { testI18n } from '../../tests/harness/render-widget.tsx';
import { useRetryWait } from './retry-wait.ts';

const tooMany = (seconds: number) =>
  new RateLimitedError({
    status: 429,
    statusText: 'Too Many Requests',
    body: { error: 'rate_limited', retry_after: seconds },
    url: '/api/users/sign_in',
    method: 'POST',
    retryAfter: String(seconds),
  });

function renderWait(locale = 'en') {
  const i18n = testI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useRetryWait(), { wrapper });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the wait of a rate-limited form', () => {
  it('says how many minutes are left, rounded up, and counts down', () => {
    const { result } = renderWait();
    expect(result.current.message).toBeNull();
    act(() => void result.current.startFrom(tooMany(840)));
    expect(result.current.secondsLeft).toBe(840);
    expect(result.current.message).toBe('Too many attempts. Try again in 14 minutes.');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.message).toBe('Too many attempts. Try again in 13 minutes.');
    act(() => vi.advanceTimersByTime(720_000));
    expect(result.current.message).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('switches to seconds under a minute, and ends the wait at zero', () => {
    const { result } = renderWait();
    act(() => void result.current.startFrom(tooMany(61)));
    expect(result.current.message).toBe('Too many attempts. Try again in 2 minutes.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.message).toBe('Too many attempts. Try again in 1 minute.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.message).toBe('Too many attempts. Try again in 59 seconds.');
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.message).toBe('Too many attempts. Try again in 1 second.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.message).toBeNull();
  });

  it('speaks the locale of the page', () => {
    const { result } = renderWait('de');
    act(() => void result.current.startFrom(tooMany(300)));
    expect(result.current.message).toBe('Zu viele Versuche. Versuche es in 5 Minuten erneut.');
  });

  it('leaves any other failure to the form', () => {
    const { result } = renderWait();
    let started = true;
    act(() => {
      started = result.current.startFrom(
        new ApiError({ status: 422, statusText: '', body: {}, url: '/api/users', method: 'POST' }),
      );
    });
    expect(started).toBe(false);
    expect(result.current.secondsLeft).toBe(0);
  });
});
