import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most the time given, and can be cancelled', () => {
    const task = vi.fn();
    const requestIdleCallback = vi.fn((_run: () => void, _options: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const cancel = whenIdle(task, 1_000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1_000 });
    expect(task).not.toHaveBeenCalled();
    requestIdleCallback.mock.calls[0]![0]();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('runs after the longest wait where the browser cannot say when it is idle, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      whenIdle(task, 1_000);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(999);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      whenIdle(cancelled, 1_000)();
      vi.advanceTimersByTime(1_000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
