// @vitest-isolate: dispatches the browser's install offer, which the install state keeps for the page.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePwaInstallAction } from './pwa-install-action.ts';

describe('usePwaInstallAction', () => {
  it('shows the install instructions when the browser has offered no prompt', async () => {
    const showInstructions = vi.fn();
    const { result } = renderHook(() => usePwaInstallAction({ showInstructions }));
    expect(result.current.available).toBe(true);
    await act(() => result.current.install());
    expect(showInstructions).toHaveBeenCalledTimes(1);
  });

  it('uses the browser’s own prompt once it was offered, and reports an accepted install', async () => {
    const showInstructions = vi.fn();
    const onInstalled = vi.fn();
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    const { result } = renderHook(() => usePwaInstallAction({ showInstructions, onInstalled }));
    act(() => {
      window.dispatchEvent(offer);
    });
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(onInstalled).toHaveBeenCalledTimes(1);
    expect(showInstructions).not.toHaveBeenCalled();
    // Once installed, the entry disappears.
    expect(result.current.available).toBe(false);
  });
});
