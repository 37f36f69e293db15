import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import type { RawData } from 'ws';
import type { RealtimeHub } from './hub.ts';
import { DEFAULT_PING_INTERVAL_SECONDS } from './protocol.ts';
import { CentrifugoSession } from './session.ts';
import { DEFAULT_WIN_FEED_INTERVAL_MS, WinFeed } from './win-feed.ts';
import { registerAdminRoutes } from './admin.ts';

export interface RealtimePluginOptions {
  hub: RealtimeHub;
  /** Resolves the player an admin push is meant for. */
  findUserIdByEmail(email: string): Promise<number | null>;
  /** Seconds between server pings (default 25); 0 turns pings off. */
  pingIntervalSeconds?: number;
  /** Milliseconds between simulated wins on `public:wins` while watched (default 4000); 0 turns the feed off. */
  winFeedIntervalMs?: number;
  /** Builds the n-th simulated win (default: a small built-in list of players and games). */
  makeWin?: (n: number) => unknown;
  /** Path of the cashier's endpoints: the admin page then lists pending withdrawals. */
  cashoutsPath?: string;
  /** Path of the verification documents' endpoints: the admin page then lists those to review. */
  documentsPath?: string;
  /** Path of the support chat's operator endpoints: the admin page then has the operator's desk. */
  supportChatPath?: string;
}

export const WEBSOCKET_PATH = '/connection/websocket';

/**
 * Centrifugo-protocol WebSocket at `/connection/websocket` for the `centrifuge` v5 client, plus the
 * admin push endpoint and page under `/sandbox/admin`. See README.md in this folder.
 * @example await app.register(realtimePlugin, { hub, findUserIdByEmail: (email) => users.idByEmail(email) });
 */
export const realtimePlugin: FastifyPluginAsync<RealtimePluginOptions> = async (app, options) => {
  const { hub } = options;
  // @fastify/websocket may be registered only once per server: the core may have done it already.
  if (!app.hasDecorator('websocketServer')) await app.register(websocket);

  const sessions = new Set<CentrifugoSession>();
  const feed = new WinFeed(hub, options.winFeedIntervalMs ?? DEFAULT_WIN_FEED_INTERVAL_MS, options.makeWin);
  const subscribers = (hubChannel: string): number =>
    [...sessions].filter((session) => session.isSubscribedTo(hubChannel)).length;
  const refreshFeed = (): void => feed.setWatched(subscribers('public:wins') > 0);

  app.addHook('onClose', async () => {
    feed.stop();
    for (const session of sessions) session.dispose();
    sessions.clear();
  });

  app.get(WEBSOCKET_PATH, { websocket: true }, (socket) => {
    const session = new CentrifugoSession({
      hub,
      clientId: randomUUID(),
      pingIntervalSeconds: options.pingIntervalSeconds ?? DEFAULT_PING_INTERVAL_SECONDS,
      onSubscriptionsChanged: refreshFeed,
      transport: {
        send: (frame) => {
          if (socket.readyState === socket.OPEN) socket.send(frame);
        },
        close: ({ code, reason }) => socket.close(code, reason),
      },
    });
    sessions.add(session);
    socket.on('message', (data: RawData) => session.handleFrame(frameText(data)));
    socket.on('close', () => {
      sessions.delete(session);
      session.dispose();
      refreshFeed();
    });
  });

  registerAdminRoutes(app, {
    hub,
    findUserIdByEmail: options.findUserIdByEmail,
    subscribers,
    cashoutsPath: options.cashoutsPath,
    documentsPath: options.documentsPath,
    supportChatPath: options.supportChatPath,
  });
};

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
