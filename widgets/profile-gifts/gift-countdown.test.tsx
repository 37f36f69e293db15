import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftCountdown } from './gift-countdown.tsx';

/** An IntersectionObserver the test moves by hand. */
class HandObserver {
  static all: HandObserver[] = [];
  target: Element | null = null;
  constructor(readonly callback: IntersectionObserverCallback) {
    HandObserver.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.target = null;
  }
  static set(isIntersecting: boolean) {
    for (const observer of HandObserver.all) {
      if (!observer.target) continue;
      observer.callback(
        [{ isIntersecting, target: observer.target } as IntersectionObserverEntry],
        observer as never,
      );
    }
  }
}

const START = Date.parse('2030-01-01T12:00:00Z');

beforeEach(() => {
  HandObserver.all = [];
  vi.stubGlobal('IntersectionObserver', HandObserver);
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shown = () => screen.getByRole('timer').textContent;

describe('a gift countdown', () => {
  it('counts down each second while it is on screen, with days only when there are some', () => {
    render(<GiftCountdown to={new Date(START + 90_061_000).toISOString()} />);
    expect(shown()).toBe('01d01h01m01s');
    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toBe('01d01h00m59s');
  });

  it('stops ticking off screen and catches up when it comes back', () => {
    let renders = 0;
    render(
      <Profiler id="countdown" onRender={() => (renders += 1)}>
        <GiftCountdown to={new Date(START + 60_000).toISOString()} />
      </Profiler>,
    );
    act(() => vi.advanceTimersByTime(3_000));
    expect(shown()).toBe('00h00m57s');
    act(() => HandObserver.set(false));
    const rendersOffScreen = renders;
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe('00h00m57s');
    expect(renders).toBe(rendersOffScreen);
    act(() => HandObserver.set(true));
    expect(shown()).toBe('00h00m37s');
  });

  it('stops ticking while the page is hidden', () => {
    render(<GiftCountdown to={new Date(START + 60_000).toISOString()} />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe('00h01m00s');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(shown()).toBe('00h00m50s');
  });

  it('signals the end once, even off screen, and shows zero when seen again', () => {
    const onEnd = vi.fn();
    render(<GiftCountdown to={new Date(START + 5_000).toISOString()} onEnd={onEnd} />);
    act(() => HandObserver.set(false));
    act(() => vi.advanceTimersByTime(4_999));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => HandObserver.set(true));
    expect(shown()).toBe('00h00m00s');
    act(() => vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
