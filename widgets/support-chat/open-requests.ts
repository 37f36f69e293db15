import { bus } from '../../runtime/state/event-bus.ts';

// A chat button pressed (or #chat resolved) before the chat's code has loaded must still open it: the
// request waits here, registered with the widget catalogue at boot, until the chat takes it.

let pending = false;
const openers = new Set<() => void>();

bus.on('open-chat', () => {
  if (openers.size === 0) pending = true;
  for (const open of openers) open();
});

/**
 * Calls `open` for every `open-chat` event from now on, and at once for one that came while no chat
 * listened. Returns the function that stops listening.
 * @example useEffect(() => onOpenChat(() => setOpen(true)), []);
 */
export function onOpenChat(open: () => void): () => void {
  openers.add(open);
  if (pending) {
    pending = false;
    open();
  }
  return () => openers.delete(open);
}

/** Forgets a request nobody took (tests start from a clean state). */
export function forgetOpenRequests(): void {
  pending = false;
}
