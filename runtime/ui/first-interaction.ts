import { useSyncExternalStore } from 'react';

/**
 * The player's first scroll, touch, click or key on the page. What the first screen does not need
 * to show waits for it: the rows below the first view (runtime/slots/deferred-entry.tsx), the offer
 * to install the app. A page that is only looked at starts without them.
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

function subscribe(onChange: () => void): () => void {
  return onFirstInteraction(onChange);
}

/**
 * True once the player has interacted with the page; false on the server and while hydrating.
 * @example if (!useFirstInteraction()) return null; // the install offer waits for the player
 */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(subscribe, hasInteracted, () => false);
}

/** Forgets the interaction (tests). */
export function resetFirstInteraction(): void {
  interacted = false;
  waiting.clear();
  if (listening && typeof window !== 'undefined') {
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  }
  listening = false;
}
