// This chunk loads once the page is live; warm-popups.ts gives it the routes and widgets it needs.
import { whenIdle } from '../ui/when-idle.ts';

/** The longest a signed-in page waits for the browser to be idle before it warms its header's popups. */
export const WARM_IDLE_TIMEOUT_MS = 3_000;

/** The page's header: its popup links are a player's next step. */
const HEADER_LINKS = '.cr-app__header a[href]';

/** What shows that a link is about to be followed. */
const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Warms each popup once: when the pointer rests on, a finger touches or the keyboard focuses a
 * link to it, and, on a signed-in player's page once the browser is idle, the popups the header
 * links to (the cashbox). Returns a function that stops listening.
 */
export function warmPopups({
  signedIn,
  popupOf,
  warm,
}: {
  signedIn: boolean;
  /** The popup a site path opens, or null. */
  popupOf: (path: string) => string | null;
  warm: (popup: string) => void;
}): () => void {
  const seen = new Set<string>();
  const warmed = new Set<string>();
  const warmLink = (link: Element) => {
    // Links elsewhere (another site, an address that does not parse) open no popup of this page.
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const path = link.pathname;
    if (seen.has(path)) return;
    seen.add(path);
    const popup = popupOf(path);
    if (popup === null || warmed.has(popup)) return;
    warmed.add(popup);
    warm(popup);
  };
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) warmLink(link);
  };
  for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });

  const cancelIdle = signedIn
    ? whenIdle(() => document.querySelectorAll(HEADER_LINKS).forEach(warmLink), WARM_IDLE_TIMEOUT_MS)
    : undefined;
  return () => {
    for (const type of INTENTS) document.removeEventListener(type, onIntent, { capture: true });
    cancelIdle?.();
  };
}
