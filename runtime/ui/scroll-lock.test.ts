import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { isScrollLocked, lockScroll, useScrollLock } from './scroll-lock.ts';

describe('scroll lock', () => {
  it('keeps the page locked until the last of two open modals releases it', () => {
    document.body.style.overflow = 'auto';
    const first = lockScroll();
    const second = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    expect(isScrollLocked()).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('ignores a release that is called twice', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(isScrollLocked()).toBe(true);
    second();
    expect(isScrollLocked()).toBe(false);
  });
});

describe('useScrollLock', () => {
  it('holds the lock while active and releases it when the surface goes away', () => {
    const { rerender, unmount } = renderHook(({ active }) => useScrollLock(active), {
      initialProps: { active: false },
    });
    expect(isScrollLocked()).toBe(false);
    rerender({ active: true });
    expect(isScrollLocked()).toBe(true);
    unmount();
    expect(isScrollLocked()).toBe(false);
  });
});
