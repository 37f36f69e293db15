import { useEffect, type RefObject } from 'react';
import { safeRedirectTarget } from '../../runtime/routing/index.ts';

/** What a game in the frame may ask of the page (spec §7 "Browser messages": close, redirect, refresh_user). */
export type GameMessage = { type: 'close' } | { type: 'redirect'; url: string } | { type: 'refresh_user' };

/**
 * The message, if it is one a game may send: an object with a known `type` (and for `redirect`,
 * an in-app path: a game never sends the player to another site). Anything else is ignored.
 */
export function parseGameMessage(data: unknown): GameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, url } = data as { type?: unknown; url?: unknown };
  if (type === 'close' || type === 'refresh_user') return { type };
  if (type === 'redirect' && typeof url === 'string') {
    const target = safeRedirectTarget(url, '');
    return target ? { type, url: target } : null;
  }
  return null;
}

/**
 * Listens to the game in `frame`: only messages that come from that frame's window and from the
 * game's origin are handled.
 */
export function useGameMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  src: string | null,
  onMessage: (message: GameMessage) => void,
): void {
  useEffect(() => {
    if (!src) return;
    const origin = new URL(src, window.location.href).origin;
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const message = parseGameMessage(event.data);
      if (message) onMessage(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [frame, src, onMessage]);
}
