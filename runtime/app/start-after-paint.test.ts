import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFirstInteraction } from '../ui/first-interaction.ts';
import { START_AT_LATEST_MS, startAfterPaint } from './start-after-paint.ts';

beforeEach(() => {
  vi.useFakeTimers();
  // A frame every 16 ms, as a visible tab paints.
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  resetFirstInteraction();
});

/** A hero image still loading (`complete` is false until its load event). */
function loadingHero(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  Object.defineProperty(img, 'complete', { value: false });
  document.body.append(img);
  return img;
}

describe('startAfterPaint', () => {
  it('starts the app in the frame after the hero image has loaded, not before', () => {
    const hero = loadingHero();
    const start = vi.fn();
    startAfterPaint(start);
    vi.advanceTimersByTime(500);
    expect(start).not.toHaveBeenCalled();
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(40);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the first frame on a page without a priority image, or whose image has loaded', () => {
    const start = vi.fn();
    startAfterPaint(start);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the visitor touches, types or scrolls, and only once', () => {
    const hero = loadingHero();
    const start = vi.fn();
    startAfterPaint(start);
    window.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    hero.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(START_AT_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the latest after START_AT_LATEST_MS when the hero image never loads', () => {
    loadingHero();
    const start = vi.fn();
    startAfterPaint(start);
    vi.advanceTimersByTime(START_AT_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts a hero image that failed to load as done', () => {
    const hero = loadingHero();
    const start = vi.fn();
    startAfterPaint(start);
    hero.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(40);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
