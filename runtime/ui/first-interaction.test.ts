import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasInteracted, onFirstInteraction, resetFirstInteraction } from './first-interaction.ts';
import { useFirstInteraction } from './use-first-interaction.ts';

// Test files share a module state: another file's click may have counted before this one starts.
beforeEach(() => resetFirstInteraction());
afterEach(() => resetFirstInteraction());

describe('the first interaction', () => {
  it('runs what waits for it once, at the first scroll, touch, click or key', () => {
    const run = vi.fn();
    onFirstInteraction(run);
    window.dispatchEvent(new Event('resize'));
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
    expect(hasInteracted()).toBe(true);
    // After it, at once.
    const later = vi.fn();
    onFirstInteraction(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const run = vi.fn();
    const cancel = onFirstInteraction(run);
    cancel();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(run).not.toHaveBeenCalled();
  });

  it('turns the hook true', () => {
    const { result } = renderHook(() => useFirstInteraction());
    expect(result.current).toBe(false);
    act(() => window.dispatchEvent(new Event('touchstart')));
    expect(result.current).toBe(true);
  });
});
