import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, countdownParts } from './countdown.tsx';

const NOW = new Date('2026-03-01T12:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('countdownParts', () => {
  it('pads every part to two digits', () => {
    expect(countdownParts((2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toMatchObject({
      days: '02',
      hours: '03',
      minutes: '04',
      seconds: '05',
    });
  });

  it('hides the days when fewer than 24 hours are left', () => {
    expect(countdownParts((23 * 3600 + 59 * 60 + 59) * 1000)).toMatchObject({
      days: null,
      hours: '23',
      minutes: '59',
      seconds: '59',
    });
  });

  it('never shows a negative time', () => {
    expect(countdownParts(-5000)).toMatchObject({ days: null, hours: '00', minutes: '00', seconds: '00' });
  });

  it('keeps showing the last second until the very end', () => {
    expect(countdownParts(400).seconds).toBe('01');
  });
});

describe('Countdown', () => {
  it('ticks down each second', () => {
    render(<Countdown to={NOW + 3 * 1000 + 86_400_000} />);
    expect(screen.getByRole('timer').textContent).toBe('01d00h00m03s');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('01d00h00m02s');
  });

  it('calls onEnd once at zero and stops ticking', () => {
    const onEnd = vi.fn();
    render(
      <Countdown to={new Date(NOW + 2000).toISOString()} onEnd={onEnd}>
        {(p) => `${p.minutes}:${p.seconds}`}
      </Countdown>,
    );
    expect(screen.getByRole('timer').textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('signals the end at once when the end time has already passed', () => {
    const onEnd = vi.fn();
    render(<Countdown to={NOW - 1} onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
