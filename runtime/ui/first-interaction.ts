/**
 * The player's first scroll, touch, click or key on the page, heard from the entry script on
 * (app/entry.ts imports this module): it starts a server-rendered page's app at once
 * (start-after-paint.ts), and what the first screen does not need to show waits for it, the rows
 * below the first view (runtime/slots/deferred-entry.tsx) and the offer to install the app. A page
 * that is only looked at starts without them. No React here: the entry script stays small.
 */
const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let interacted = false;
let listening = false;
const waiting = new Set<() => void>();

function onInteraction(): void {
  interacted = true;
  listening = false;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

function listen(): void {
  if (listening || interacted || typeof window === 'undefined') return;
  listening = true;
  for (const type of INTERACTIONS)
    window.addEventListener(type, onInteraction, { capture: true, passive: true });
}

/** Whether the player has scrolled, touched, clicked or pressed a key on this page yet. */
export function hasInteracted(): boolean {
  return interacted;
}

/**
 * Runs `run` at the player's first interaction, at once if it has happened. Returns a function
 * that cancels it.
 * @example onFirstInteraction(() => mountRowsNearTheViewport())
 */
export function onFirstInteraction(run: () => void): () => void {
  if (interacted) {
    run();
    return () => {};
  }
  waiting.add(run);
  listen();
  return () => waiting.delete(run);
}

/** Forgets the interaction and listens anew (tests). */
export function resetFirstInteraction(): void {
  interacted = false;
  waiting.clear();
  if (listening && typeof window !== 'undefined') {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  }
  listening = false;
  listen();
}

// From the page's start: an interaction before the app has started counts too.
listen();
