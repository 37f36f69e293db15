import { PAGE_LIVE_ATTRIBUTE } from '../ssr/first-view-contract.ts';

/**
 * Clicks on a server-rendered page before React has hydrated what was clicked. A button does
 * nothing until React has attached its handler and committed, so such a click would be lost: it is
 * held and replayed once the page is live. A link is the browser's to follow until then (the server
 * renders the next page too): React attaches a link's handler before it commits, and a router link
 * clicked in between would cancel the browser's navigation and drop its own.
 */

/** Elements whose click does something only through a handler. */
const ACTIONABLE = [
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  'summary',
  'label',
  'input[type="checkbox"]',
  'input[type="radio"]',
].join(', ');

/** CMS HTML (runtime/ui/sanitized-html.tsx): React never hydrates what is inside it. */
const FOREIGN_HTML = '.cr-html';

/**
 * How often a held click checks whether its element is hydrated, and how long it waits at most:
 * longer than hydration may wait for its messages (MESSAGES_HYDRATION_WAIT_MS, 10 s), plus the
 * time a slow phone needs to load and run the app.
 */
export const EARLY_CLICK_POLL_MS = 50;
export const EARLY_CLICK_WAIT_MS = 20_000;
/**
 * A held click is replayed once its element has been hydrated this long, even if the page is not
 * marked live yet (a widget elsewhere still hydrating): its own part has committed by then.
 */
export const EARLY_CLICK_SETTLE_MS = 1_000;

/**
 * React (react-dom 19) gives each element it hydrates or creates an own property named
 * `__reactProps$<random>`: its props, which its event system reads. An element without it has no
 * handler yet. Tested against the real react-dom in early-clicks.test.tsx.
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** The page and every widget on it have hydrated and committed (runtime/slots/page-hydration.ts). */
const isLive = (root: Element) => root.hasAttribute(PAGE_LIVE_ATTRIBUTE);

/** Child positions from `root` down to `element`, to find it again if hydration replaced it. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  }
  return path;
}

function atPath(root: Element, path: readonly number[]): Element | null {
  let node: Element | null = root;
  for (const index of path) node = node?.children[index] ?? null;
  return node;
}

/** A dialog the server rendered open (a popup route such as `/popup/login`). */
const OPEN_DIALOG = '[aria-modal="true"]';

/**
 * Until the page is live, holds clicks on controls of `root` and replays the last one on its
 * element (`element.click()`) once it is, and leaves clicks on links to the browser. A click made
 * on the live page before the replay drops the held one. Escape pressed while a server-rendered
 * dialog is open is held the same way: a dialog closes on Escape only through its handler, so the
 * key is pressed again (a `keydown` on the element it was pressed on) once the page is live.
 * Returns a function that stops listening.
 * @example holdEarlyClicks(document.getElementById('root')!);
 */
export function holdEarlyClicks(root: HTMLElement, win: Window = window): () => void {
  let held: { element: Element; path: number[]; since: number; hydratedSince?: number } | null = null;
  let heldEscape: { target: Element; dialog: Element; since: number } | null = null;
  let timer: number | undefined;
  /** The click being replayed goes to React, not back into the hold. */
  let replaying = false;

  /** Presses the held Escape again once the page is live; whether it still waits. */
  const replayEscape = (): boolean => {
    if (!heldEscape) return false;
    if (isLive(root)) {
      const { target, dialog } = heldEscape;
      heldEscape = null;
      // Its handler, attached before the page was live, may have closed it on the key itself.
      if (!dialog.isConnected) return false;
      const at = target.isConnected ? target : dialog;
      at.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      return false;
    }
    if (win.performance.now() - heldEscape.since > EARLY_CLICK_WAIT_MS) heldEscape = null;
    return heldEscape !== null;
  };

  const check = () => {
    timer = undefined;
    const escapeWaits = replayEscape();
    if (!held) {
      if (escapeWaits) timer = win.setTimeout(check, EARLY_CLICK_POLL_MS);
      return;
    }
    const element = held.element.isConnected ? held.element : atPath(root, held.path);
    const now = win.performance.now();
    if (element && isHydrated(element)) held.hydratedSince ??= now;
    const settled = held.hydratedSince !== undefined && now - held.hydratedSince >= EARLY_CLICK_SETTLE_MS;
    if (element && isHydrated(element) && (isLive(root) || settled)) {
      held = null;
      replaying = true;
      try {
        (element as HTMLElement).click();
      } finally {
        replaying = false;
      }
      return;
    }
    if (now - held.since > EARLY_CLICK_WAIT_MS) {
      held = null;
      return;
    }
    timer = win.setTimeout(check, EARLY_CLICK_POLL_MS);
  };

  const onClick = (event: MouseEvent) => {
    if (replaying) return;
    // The player acts again on a live page before an older click was replayed: the new click is
    // theirs to count, the held one is dropped (replayed too, a second tap on a menu would close it).
    if (isLive(root)) {
      held = null;
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target) || target.closest(FOREIGN_HTML)) return;
    const element = target.closest(ACTIONABLE);
    if (!element) {
      // Kept from React's handlers, which listen on the root below this window: the browser follows it.
      if (target.closest('a[href]')) event.stopPropagation();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    held = { element, path: pathFrom(root, element), since: win.performance.now() };
    timer ??= win.setTimeout(check, EARLY_CLICK_POLL_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || isLive(root)) return;
    const target = event.target instanceof Element ? event.target : win.document.body;
    const dialog = target.closest(OPEN_DIALOG) ?? win.document.querySelector(OPEN_DIALOG);
    if (!dialog) return;
    heldEscape = { target, dialog, since: win.performance.now() };
    timer ??= win.setTimeout(check, EARLY_CLICK_POLL_MS);
  };

  win.addEventListener('click', onClick, true);
  win.addEventListener('keydown', onKeyDown, true);
  return () => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('keydown', onKeyDown, true);
    if (timer !== undefined) win.clearTimeout(timer);
    held = null;
    heldEscape = null;
  };
}
