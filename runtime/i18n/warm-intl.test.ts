import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetWarmIntl, warmIntl, WARM_INTL_MAX_MS } from './warm-intl.ts';

/** A worker that answers when told to, and says whether it was ended. */
function fakeWorker() {
  const listeners = new Map<string, () => void>();
  const worker = {
    terminated: false,
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, listener);
    },
    terminate: () => {
      worker.terminated = true;
    },
    emit: (type: string) => listeners.get(type)?.(),
  };
  return worker;
}

afterEach(() => {
  resetWarmIntl();
  vi.useRealTimers();
});

describe('warmIntl', () => {
  it('starts one worker per page and resolves once it has loaded the number data', async () => {
    const worker = fakeWorker();
    const create = vi.fn(() => worker);
    const first = warmIntl(create);
    warmIntl(create);
    expect(create).toHaveBeenCalledTimes(1);
    let done = false;
    void first.wait().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    worker.emit('message');
    await first.wait();
    expect(done).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('resolves when the worker fails or cannot be made', async () => {
    const worker = fakeWorker();
    const failing = warmIntl(() => worker);
    worker.emit('error');
    await expect(failing.wait()).resolves.toBeUndefined();
    expect(worker.terminated).toBe(true);

    resetWarmIntl();
    await expect(
      warmIntl(() => {
        throw new Error('refused by the page policy');
      }).wait(),
    ).resolves.toBeUndefined();
  });

  it('stops waiting for a silent worker after WARM_INTL_MAX_MS', async () => {
    vi.useFakeTimers();
    let done = false;
    void warmIntl(() => fakeWorker())
      .wait()
      .then(() => (done = true));
    await vi.advanceTimersByTimeAsync(WARM_INTL_MAX_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
