import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown, useLivePromoStatus } from './promo-status-timer.ts';

const START = Date.parse('2026-06-15T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('ticks every second, zero-padded, and signals the end once', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(START + 2_500, onEnd));
    expect(result.current).toMatchObject({ days: null, hours: '00', minutes: '00', seconds: '02' });
    act(() => void vi.advanceTimersByTime(600));
    expect(result.current.seconds).toBe('01');
    expect(onEnd).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ seconds: '00', done: true });
    expect(onEnd).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows days only while there are some', () => {
    const { result } = renderHook(() => useCountdown(START + 86_400_000 + 61_000));
    expect(result.current).toMatchObject({ days: '01', hours: '00', minutes: '01', seconds: '01' });
  });

  it('does not tick without a target', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown(null, onEnd));
    act(() => void vi.advanceTimersByTime(3_000));
    expect(result.current.done).toBe(true);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('signals at once when the target is already past', () => {
    const onEnd = vi.fn();
    renderHook(() => useCountdown(START - 10, onEnd));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('useLivePromoStatus', () => {
  it('moves from starts-in to ends-in to finished as the countdowns end', () => {
    const onChange = vi.fn();
    const item = { start_at: START + 1_500, end_at: START + 3_500, finished_at: null };
    const { result } = renderHook(() => useLivePromoStatus(item, onChange));
    expect(result.current.status.label).toBe('starts-in');
    expect(result.current.parts.seconds).toBe('01');
    act(() => void vi.advanceTimersByTime(1_600));
    expect(result.current.status.label).toBe('ends-in');
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current.status).toEqual({ state: 'archive', label: 'finished', target: null });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
