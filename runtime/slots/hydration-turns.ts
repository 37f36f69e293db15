/**
 * The widgets of a server-rendered page hydrate one at a time, one task each (a widget whose data
 * changed while it waited is rendered afresh: hydration-errors.ts). React hydrates the
 * page's shell first and leaves each widget's boundary for a later pass; left alone, that pass
 * hydrates every widget of the first view at once and commits them in one long task (at 4× CPU
 * slow-down the commit of the lobby's widgets alone is some 40 ms). A boundary's content waits
 * here for its turn (WidgetBoundary suspends on it), so each widget commits by itself and the
 * browser can paint and answer input in between. The server's markup stays on screen meanwhile.
 */

/** A thenable React's `use` reads without suspending once it is fulfilled. */
type Turn = Promise<void>;

/** A turn not ended within this (a render React threw away) lets the next one go anyway. */
export const HYDRATION_TURN_MAX_MS = 250;

const turns = new Map<string, { turn: Turn; grant: () => void }>();
const waiting: string[] = [];
let current: string | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;

function grantNext(): void {
  clearTimeout(expiry);
  current = waiting.shift() ?? null;
  if (current === null) return;
  const id = current;
  turns.get(id)?.grant();
  expiry = setTimeout(() => endHydrationTurn(id), HYDRATION_TURN_MAX_MS);
}

/**
 * The turn of the boundary `id` (its `useId`) to hydrate: the same promise on every call, granted
 * after the turns asked for before it have ended.
 */
export function hydrationTurn(id: string): Turn {
  const known = turns.get(id);
  if (known) return known.turn;
  let resolve = () => {};
  const turn: Turn = new Promise<void>((r) => (resolve = r));
  const grant = () => {
    // What React itself writes on a promise it saw settle: `use` then reads it without suspending.
    Object.assign(turn, { status: 'fulfilled', value: undefined });
    resolve();
  };
  turns.set(id, { turn, grant });
  waiting.push(id);
  if (current === null) grantNext();
  return turn;
}

/** The boundary `id` has hydrated (or failed, or gone): the next one's turn comes in a task of its own. */
export function endHydrationTurn(id: string): void {
  if (current !== id) return;
  current = null;
  clearTimeout(expiry);
  expiry = setTimeout(grantNext, 0);
}

/** Forgets every turn (tests). */
export function resetHydrationTurns(): void {
  turns.clear();
  waiting.length = 0;
  current = null;
  clearTimeout(expiry);
  expiry = undefined;
}
