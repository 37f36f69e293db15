import { describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

describe('scroll lock', () => {
  it('keeps the page locked until the last of two open modals releases it', () => {
    document.body.style.overflow = 'auto';
    const first = lockScroll();
    const second = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('ignores a release that is called twice', () => {
    document.body.style.overflow = 'auto';
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(document.body.style.overflow).toBe('hidden');
    second();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the room of the vanished scroll bar while locked, without measuring the page', () => {
    const root = document.documentElement;
    root.style.scrollbarGutter = 'auto';
    let measured = false;
    Object.defineProperty(root, 'clientWidth', {
      configurable: true,
      get: () => {
        measured = true;
        return 0;
      },
    });
    const release = lockScroll();
    expect(root.style.scrollbarGutter).toBe('stable');
    release();
    expect(root.style.scrollbarGutter).toBe('auto');
    expect(measured).toBe(false);
    delete (root as { clientWidth?: number }).clientWidth;
  });
});
