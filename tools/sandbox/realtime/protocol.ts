// The part of the Centrifugo v5 JSON protocol that the `centrifuge` npm client v5 speaks
// (see README.md in this folder). Codes are Centrifugo's own, so the client reacts to them as
// it would against the platform: errors >= 100 are final, disconnects 3500-3999 stop reconnecting.

/** Errors carried in a reply `{ id, error: { code, message } }`. */
export const ERRORS = {
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
} as const;

/** Close codes and reasons of the WebSocket when the server ends a connection. */
export const DISCONNECTS = {
  // Reconnecting can help: the client tries again.
  noPong: { code: 3012, reason: 'no pong' },
  // Reconnecting with the same input cannot help: the client stops.
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
} as const;

export type ProtocolError = (typeof ERRORS)[keyof typeof ERRORS];
export type Disconnect = (typeof DISCONNECTS)[keyof typeof DISCONNECTS];

/** One command of a frame. A command without `id` and without a method is the client's pong. */
export interface Command {
  id?: number;
  connect?: { token?: string; data?: unknown; name?: string; version?: string };
  subscribe?: { channel?: string };
  unsubscribe?: { channel?: string };
  refresh?: { token?: string };
  publish?: unknown;
  rpc?: unknown;
  send?: unknown;
  presence?: unknown;
  presence_stats?: unknown;
  history?: unknown;
  sub_refresh?: unknown;
}

/** Seconds between server pings announced in the connect reply (Centrifugo's default). */
export const DEFAULT_PING_INTERVAL_SECONDS = 25;

/** Reported as `version` in the connect reply. */
export const SERVER_VERSION = 'croupier-sandbox 5';

/** Splits a frame into commands: the client joins several with newlines. */
export function decodeCommands(frame: string): Command[] | null {
  const commands: Command[] = [];
  for (const line of frame.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
      commands.push(parsed as Command);
    } catch {
      return null;
    }
  }
  return commands;
}

/** Joins replies into one frame, as Centrifugo does for the replies to one frame. */
export function encodeReplies(replies: readonly unknown[]): string {
  return replies.map((reply) => JSON.stringify(reply)).join('\n');
}
