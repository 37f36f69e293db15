import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_RETRY_MS, HASH_SCROLL_TIMEOUT_MS } from '../rules/timing.ts';
import { scrollToHash } from './scroll-to-hash.ts';

function addAnchor(id: string) {
  const element = document.createElement('section');
  element.id = id;
  const scrolled = vi.fn();
  element.scrollIntoView = scrolled;
  document.body.append(element);
  return scrolled;
}

describe('scrollToHash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls at once to an anchor that is there', () => {
    const scrolled = addAnchor('faq');
    scrollToHash('#faq');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('retries every 200 ms until a late anchor appears', () => {
    scrollToHash('#late');
    vi.advanceTimersByTime(3 * HASH_SCROLL_RETRY_MS);
    const scrolled = addAnchor('late');
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
    expect(scrolled).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * HASH_SCROLL_RETRY_MS);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('gives up after 5 s', () => {
    expect([HASH_SCROLL_RETRY_MS, HASH_SCROLL_TIMEOUT_MS]).toEqual([200, 5000]);
    scrollToHash('#never');
    vi.advanceTimersByTime(HASH_SCROLL_TIMEOUT_MS - HASH_SCROLL_RETRY_MS);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
    expect(vi.getTimerCount()).toBe(0);
    const scrolled = addAnchor('never');
    vi.advanceTimersByTime(HASH_SCROLL_RETRY_MS);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stops retrying when cancelled', () => {
    const stop = scrollToHash('#gone');
    stop();
    const scrolled = addAnchor('gone');
    vi.advanceTimersByTime(HASH_SCROLL_TIMEOUT_MS);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('finds an anchor with an encoded id and ignores an empty hash', () => {
    const scrolled = addAnchor('terms 1');
    scrollToHash('#terms%201');
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrollToHash('#');
    expect(vi.getTimerCount()).toBe(0);
  });
});
