import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { hasInteracted, onFirstInteraction } from '../ui/first-interaction.ts';
import { whenIdle } from '../ui/when-idle.ts';

/**
 * How far below (and above) the viewport a deferred widget starts to render once the player has
 * scrolled, touched or clicked: one screen. Before that, only what is on screen renders.
 */
export const DEFERRED_ROOT_MARGIN = '100% 0px';

/** A widget whose mount has not committed after this long no longer holds up the next ones. */
export const DEFERRED_STEP_TIMEOUT_MS = 500;

type Mount = () => void;

/** Placeholders on the page, waiting to come near the viewport. */
const waiting = new Set<Mount>();
/**
 * Placeholders within a screen of the viewport but not on it, before the player has interacted:
 * a page that is only looked at (a phone's first screen) starts without them.
 */
const near = new Set<Mount>();
let nearWaits = false;
/** Widgets due to mount, in the order they became due; `current` is mounting now. */
const due: Mount[] = [];
let current: Mount | null = null;
let listening = false;

/**
 * Mounts the next due widget. Widgets mount one at a time, each in a transition (React renders it
 * in slices that yield to the browser), the next only once the previous one has committed: a
 * screenful of rows coming near at once is several short tasks, not one long one.
 */
function mountNext(): void {
  const next = due.shift();
  current = next ?? null;
  if (!next) return;
  next();
  setTimeout(() => {
    if (current === next) mountNext();
  }, DEFERRED_STEP_TIMEOUT_MS);
}

function makeDue(mount: Mount): void {
  near.delete(mount);
  if (!waiting.delete(mount)) return;
  due.push(mount);
  if (current === null) mountNext();
}

/**
 * Deferred entries still waiting. The first key press on the page makes them all due, in page
 * order: keyboard navigation (Tab) and find-in-page reach the whole page, not only what was
 * scrolled past. Typing into a field, or a key within a dialog (a search typed into its popup),
 * needs nothing of the page behind.
 */
function mountAllOnFirstKey(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener(
    'keydown',
    function onKey(event) {
      if ((event.target as Element).closest?.('input,textarea,[aria-modal]')) return;
      listening = false;
      window.removeEventListener('keydown', onKey, true);
      for (const mount of [...waiting]) makeDue(mount);
    },
    true,
  );
}

/** The longest what is near the viewport waits, after the first interaction, for the browser to be idle. */
export const NEAR_IDLE_TIMEOUT_MS = 1_000;

/**
 * After the player's first scroll, touch or click, what is near the viewport renders, once the
 * browser is idle: what the interaction itself does (a popup it opens) comes first.
 */
function mountNearOnFirstInteraction(): void {
  if (nearWaits || typeof window === 'undefined') return;
  nearWaits = true;
  onFirstInteraction(() =>
    whenIdle(() => {
      nearWaits = false;
      for (const mount of [...near]) makeDue(mount);
    }, NEAR_IDLE_TIMEOUT_MS),
  );
}

/** Whether an observed placeholder is on screen, not only within the observer's margin. */
function onScreen(entry: IntersectionObserverEntry): boolean {
  const rect = entry.boundingClientRect;
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/**
 * Forgets the placeholders near the viewport and the widgets due to mount, so that a step left over
 * from a page before mounts nothing (tests; resetFirstInteraction forgets the interaction).
 */
export function resetDeferredEntries(): void {
  nearWaits = false;
  near.clear();
  due.length = 0;
  current = null;
}

/**
 * A widget below the first view: a placeholder that keeps its room until the widget mounts,
 * when it comes on screen, within a screen of the viewport once the player has scrolled, touched
 * or clicked, or at the player's first key press. The first
 * view renders (and, after server rendering, hydrates) without the rest of the page: a phone
 * that never scrolls never pays for it. Once mounted, a widget stays.
 */
export function DeferredEntry({ widget, children }: { widget: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return undefined;
    const mount: Mount = () => startTransition(() => setShown(true));
    waiting.add(mount);
    mountAllOnFirstKey();
    mountNearOnFirstInteraction();
    const forget = () => {
      waiting.delete(mount);
      near.delete(mount);
      const index = due.indexOf(mount);
      if (index >= 0) due.splice(index, 1);
      // The widget has committed (or its placeholder left the page): the next one may start, in
      // a task of its own.
      if (current === mount) {
        setTimeout(() => {
          if (current === mount) mountNext();
        }, 0);
      }
    };
    const node = placeholder.current;
    if (!node || typeof IntersectionObserver === 'undefined') return forget;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry?.isIntersecting) near.delete(mount);
        else if (hasInteracted() || onScreen(entry)) makeDue(mount);
        else near.add(mount);
      },
      { rootMargin: DEFERRED_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      forget();
    };
  }, [shown]);

  if (shown) return children;
  return <div ref={placeholder} className="cr-slot__deferred" data-widget={widget} aria-hidden="true" />;
}
