import { useEffect, useSyncExternalStore } from 'react';
import { PAGE_LIVE_ATTRIBUTE } from '../ssr/first-view-contract.ts';

/**
 * Whether every widget of a server-rendered page has hydrated. React hydrates the page's shell
 * first and each widget's boundary in a later pass, so for a moment the page runs while parts of
 * it still wait to hydrate. A change of who the visitor is during that moment (the e-mail
 * confirmation link signs the player in) would make those parts hydrate against other data than
 * the server rendered them with, a mismatch. What changes the session by itself waits for this.
 */

/** Widget boundaries (their `useId`) that were server-rendered and have not hydrated yet. */
const pending = new Set<string>();
const listeners = new Set<() => void>();
/** A boundary that never commits (a render React threw away) must not hold the page forever. */
export const MAX_HYDRATION_WAIT_MS = 10_000;
let gaveUp = false;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The page's own part, pending from the start of hydration until it commits (useRootHydrated). */
const ROOT = 'page-root';
/** The element the page hydrates into: it is marked live (PAGE_LIVE_ATTRIBUTE) once all has. */
let hydratingRoot: Element | null = null;

function settle(): void {
  hydratingRoot?.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
  hydratingRoot = null;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isSettled = () => gaveUp || pending.size === 0;

/**
 * The browser starts hydrating a server-rendered page into `root` (start-client.tsx): the page's
 * own part is pending until it commits (useRootHydrated), and `root` is marked live
 * (PAGE_LIVE_ATTRIBUTE) once it and every hydrating widget boundary have. Its widgets hydrate one
 * at a time, each in a task of its own (hydration-turns.ts); a widget whose data changed while it
 * waited no longer matches the server's markup and React renders it afresh (hydration-errors.ts).
 */
export function beginHydration(root: Element): void {
  if (gaveUp) return;
  hydratingRoot = root;
  markHydrating(ROOT);
}

/** Whether a server-rendered page is hydrating now, its widgets in turns (beginHydration). */
export function widgetsHydrateInTurns(): boolean {
  return hydratingRoot !== null;
}

/** In the app's root component: its first commit ends the hydration of the page's own part. */
export function useRootHydrated(): void {
  useEffect(() => markHydrated(ROOT), []);
}

/** Notes, while a server-rendered boundary hydrates, that it has yet to finish (idempotent). */
export function markHydrating(id: string): void {
  // The server renders the same components and never hydrates: nothing to wait for there.
  if (typeof document === 'undefined' || gaveUp || pending.has(id)) return;
  pending.add(id);
  timer ??= setTimeout(() => {
    gaveUp = true;
    settle();
    pending.clear();
    notify();
  }, MAX_HYDRATION_WAIT_MS);
}

/** The boundary has hydrated, failed or gone. */
export function markHydrated(id: string): void {
  if (!pending.delete(id) || pending.size > 0) return;
  clearTimeout(timer);
  timer = undefined;
  settle();
  notify();
}

/** Runs `markHydrated(id)` once the component it is in has committed, and when it unmounts. */
export function useMarkHydrated(id: string): void {
  useEffect(() => {
    markHydrated(id);
    return () => markHydrated(id);
  }, [id]);
}

/**
 * True once every server-rendered widget of the page has hydrated (at once on a page the browser
 * rendered itself); false on the server and while hydrating.
 * @example const ready = usePageHydrated(); useEmailConfirmation(ready ? token : null);
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(subscribe, isSettled, () => false);
}

/** Forgets every boundary (tests). */
export function resetPageHydration(): void {
  pending.clear();
  clearTimeout(timer);
  timer = undefined;
  gaveUp = false;
  hydratingRoot = null;
}
