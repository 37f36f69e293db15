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
});
