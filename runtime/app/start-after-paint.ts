import { onFirstInteraction } from '../ui/first-interaction.ts';

/**
 * At the latest, a server-rendered page starts its app this long after its script ran, even when
 * its images are still loading (a slow network) or frames are not painted (a background tab).
 */
export const START_AT_LATEST_MS = 3_000;

/** The images a page marks as its largest paint (the hero banner: `fetchpriority="high"`). */
const PRIORITY_IMAGES = 'img[fetchpriority="high"]';

/**
 * Calls `start` once: after the first frame that shows the page's priority images (so that the
 * app's scripts never compete with the largest paint for the network or the main thread), or at
 * the visitor's first touch, key, wheel or scroll, or after START_AT_LATEST_MS, whichever comes
 * first. A server-rendered page is complete without the app (its links work), so waiting costs
 * nothing that the visitor sees; a click in between is kept by runtime/app/early-clicks.ts.
 * @example startAfterPaint(() => void import('./main.tsx'));
 */
export function startAfterPaint(start: () => void, win: Window = window): void {
  const doc = win.document;
  let started = false;
  let stopListening = () => {};
  const startNow = () => {
    if (started) return;
    started = true;
    win.clearTimeout(latest);
    stopListening();
    start();
  };
  const latest = win.setTimeout(startNow, START_AT_LATEST_MS);
  // The visitor touching, typing, scrolling: they want the page to respond.
  stopListening = onFirstInteraction(startNow);

  // The frame after the next one has painted whatever is on the page now.
  const afterNextPaint = () => win.requestAnimationFrame(() => win.setTimeout(startNow, 0));
  const loading = [...doc.querySelectorAll<HTMLImageElement>(PRIORITY_IMAGES)].filter((img) => !img.complete);
  let waiting = loading.length;
  if (waiting === 0) {
    afterNextPaint();
    return;
  }
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) afterNextPaint();
  };
  for (const img of loading) {
    img.addEventListener('load', settled, { once: true });
    img.addEventListener('error', settled, { once: true });
  }
}
