import type { QueryClient } from '@tanstack/react-query';
import type { CentSettings } from '../api/types.ts';
import { bus } from '../state/event-bus.ts';
import { applyRealtimeMessage, refreshAfterGap } from './cache-patches.ts';
import { channelsFor, unwrapPublication } from './channels.ts';

/** The part of a centrifuge `Subscription` the client uses (so tests can inject a fake). */
export interface RealtimeSubscription {
  on(event: 'publication', listener: (context: { data: unknown }) => void): unknown;
  subscribe(): void;
  unsubscribe(): void;
}

/** The part of a `Centrifuge` client the client uses. */
export interface RealtimeClient {
  /** `connected` comes at each (re)connection. */
  on(event: 'connected', listener: () => void): unknown;
  newSubscription(channel: string): RealtimeSubscription;
  removeSubscription(subscription: RealtimeSubscription | null): void;
  connect(): void;
  disconnect(): void;
}

export type RealtimeClientFactory = (
  endpoint: string,
  options: { token: string },
) => RealtimeClient | Promise<RealtimeClient>;

/** The real client, loaded on demand so that the socket library stays out of the first bundle. */
const loadCentrifuge: RealtimeClientFactory = async (endpoint, options) => {
  const { Centrifuge } = await import('centrifuge');
  return new Centrifuge(endpoint, options);
};

/** A WebSocket URL for the socket settings: relative and http(s) URLs are turned into ws(s). */
export function socketEndpoint(
  url: string,
  base: string = globalThis.location?.href ?? 'http://localhost/',
): string {
  const absolute = new URL(url, base);
  if (absolute.protocol === 'http:') absolute.protocol = 'ws:';
  if (absolute.protocol === 'https:') absolute.protocol = 'wss:';
  return absolute.toString();
}

export interface ConnectRealtimeOptions {
  settings: { cent: Pick<CentSettings, 'url' | 'user' | 'token'> };
  queryClient: QueryClient;
  /** Builds the socket client; defaults to the `centrifuge` package. */
  createClient?: RealtimeClientFactory;
}

/**
 * Opens the platform socket: public channels for everyone, private ones for the settings' user.
 * Each publication becomes a `websocket.<name>` bus event and patches or invalidates queries.
 * Returns the function that closes it. No URL in the settings, no socket.
 * @example const disconnect = connectRealtime({ settings, queryClient }); // on logout: disconnect()
 */
export function connectRealtime({
  settings,
  queryClient,
  createClient = loadCentrifuge,
}: ConnectRealtimeOptions): () => void {
  const { cent } = settings;
  if (!cent.url) return () => undefined;
  let closed = false;
  let client: RealtimeClient | null = null;
  const subscriptions: RealtimeSubscription[] = [];

  const start = (created: RealtimeClient) => {
    if (closed) return;
    client = created;
    // The first connection follows the page's own reads; a later one follows a gap in which
    // messages were lost: what they keep fresh is read again.
    let connections = 0;
    created.on('connected', () => {
      connections += 1;
      if (connections > 1) refreshAfterGap(queryClient);
    });
    for (const { channel, name } of channelsFor(cent)) {
      const subscription = created.newSubscription(channel);
      subscription.on('publication', ({ data }) => {
        const { payload, type } = unwrapPublication(data);
        applyRealtimeMessage(queryClient, name, payload);
        bus.emit(`websocket.${name}`, payload);
        if (type && type !== name) bus.emit(`websocket.${type}`, payload);
      });
      subscription.subscribe();
      subscriptions.push(subscription);
    }
    created.connect();
  };

  Promise.resolve(createClient(socketEndpoint(cent.url), { token: cent.token }))
    .then(start)
    .catch((error: unknown) => console.error('[realtime] connection failed:', error));

  return () => {
    closed = true;
    for (const subscription of subscriptions.splice(0)) {
      subscription.unsubscribe();
      client?.removeSubscription(subscription);
    }
    client?.disconnect();
    client = null;
  };
}
