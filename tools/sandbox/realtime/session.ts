import type { Publication, RealtimeHub } from './hub.ts';
import { resolveChannel } from './channels.ts';
import {
  DISCONNECTS,
  ERRORS,
  SERVER_VERSION,
  decodeCommands,
  encodeReplies,
  type Command,
  type Disconnect,
  type ProtocolError,
} from './protocol.ts';

/** What a session needs from its WebSocket. */
export interface SessionTransport {
  send(frame: string): void;
  close(disconnect: Disconnect): void;
}

export interface SessionOptions {
  hub: RealtimeHub;
  transport: SessionTransport;
  clientId: string;
  /** Seconds between server pings; 0 turns pings off. */
  pingIntervalSeconds: number;
  /** Called after the set of subscribed channels changed (the win feed runs only while watched). */
  onSubscriptionsChanged?: () => void;
}

type Reply = Record<string, unknown>;

/**
 * One client connection speaking the Centrifugo JSON protocol. It holds all per-connection state
 * (user, subscriptions, ping timer, hub listener), so nothing is shared between connections, and
 * `dispose` releases all of it.
 */
export class CentrifugoSession {
  /** The connected user ('' for an anonymous visitor), or null until the connect command. */
  private user: string | null = null;
  /** Channel as the client named it → channel the hub publishes on. */
  private readonly subscriptions = new Map<string, string>();
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private awaitingPong = false;
  private stopListening: (() => void) | null = null;
  private closed = false;

  constructor(private readonly options: SessionOptions) {}

  /** Handles one WebSocket text frame: one or more newline-separated commands. */
  handleFrame(frame: string): void {
    if (this.closed) return;
    const commands = decodeCommands(frame);
    if (commands === null) return this.disconnect([], DISCONNECTS.badRequest);
    const replies: Reply[] = [];
    for (const command of commands) {
      const outcome = this.handleCommand(command);
      if (outcome === null) continue;
      if (isDisconnect(outcome)) return this.disconnect(replies, outcome);
      replies.push(outcome);
    }
    if (replies.length > 0) this.options.transport.send(encodeReplies(replies));
  }

  isSubscribedTo(hubChannel: string): boolean {
    for (const subscribed of this.subscriptions.values()) if (subscribed === hubChannel) return true;
    return false;
  }

  /** Releases timers, the hub listener and subscriptions; safe to call more than once. */
  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.pingTimer !== null) clearInterval(this.pingTimer);
    this.pingTimer = null;
    this.stopListening?.();
    this.stopListening = null;
    const hadSubscriptions = this.subscriptions.size > 0;
    this.subscriptions.clear();
    if (hadSubscriptions) this.options.onSubscriptionsChanged?.();
  }

  /** A reply to send, a disconnect to perform, or null when the command needs no reply. */
  private handleCommand(command: Command): Reply | Disconnect | null {
    const { id } = command;
    if (id === undefined) {
      if (isEmpty(command)) {
        // The client's pong (an empty command) answers our last ping.
        if (this.user === null) return DISCONNECTS.badRequest;
        this.awaitingPong = false;
        return null;
      }
      // Only asynchronous messages travel without an id; the sandbox has no use for them.
      return command.send !== undefined && this.user !== null ? null : DISCONNECTS.badRequest;
    }
    if (!Number.isInteger(id) || id <= 0) return DISCONNECTS.badRequest;
    if (command.connect !== undefined) return this.connect(id, command.connect.token);
    if (this.user === null) return DISCONNECTS.badRequest;
    if (command.subscribe !== undefined) return this.subscribe(id, command.subscribe.channel);
    if (command.unsubscribe !== undefined) return this.unsubscribe(id, command.unsubscribe.channel);
    if (command.refresh !== undefined) return this.refresh(id, command.refresh.token);
    // Channels are written by the platform only.
    if (command.publish !== undefined) return error(id, ERRORS.permissionDenied);
    if (command.rpc !== undefined) return error(id, ERRORS.methodNotFound);
    const unsupported = [command.presence, command.presence_stats, command.history, command.sub_refresh];
    if (unsupported.some((method) => method !== undefined)) return error(id, ERRORS.notAvailable);
    return error(id, ERRORS.badRequest);
  }

  private connect(id: number, token: string | undefined): Reply | Disconnect {
    if (this.user !== null) return DISCONNECTS.badRequest;
    const user = this.options.hub.verify(token ?? '');
    if (user === null) return DISCONNECTS.invalidToken;
    this.user = user;
    this.stopListening = this.options.hub.listen((publication) => this.deliver(publication));
    const { pingIntervalSeconds } = this.options;
    if (pingIntervalSeconds > 0) {
      this.pingTimer = setInterval(() => this.ping(), pingIntervalSeconds * 1000);
    }
    const pingSettings = pingIntervalSeconds > 0 ? { ping: pingIntervalSeconds, pong: true } : {};
    return { id, connect: { client: this.options.clientId, version: SERVER_VERSION, ...pingSettings } };
  }

  private subscribe(id: number, channel: unknown): Reply {
    if (typeof channel !== 'string' || channel === '') return error(id, ERRORS.badRequest);
    const resolved = resolveChannel(channel);
    if (resolved === null) return error(id, ERRORS.unknownChannel);
    if (resolved.kind === 'private' && resolved.user !== this.user) return error(id, ERRORS.permissionDenied);
    if (this.subscriptions.has(channel)) return error(id, ERRORS.alreadySubscribed);
    this.subscriptions.set(channel, resolved.hubChannel);
    this.options.onSubscriptionsChanged?.();
    return { id, subscribe: {} };
  }

  private unsubscribe(id: number, channel: unknown): Reply {
    if (typeof channel !== 'string') return error(id, ERRORS.badRequest);
    if (this.subscriptions.delete(channel)) this.options.onSubscriptionsChanged?.();
    return { id, unsubscribe: {} };
  }

  private refresh(id: number, token: string | undefined): Reply | Disconnect {
    // A new token must be valid and for the same user: a connection never changes hands.
    if (this.options.hub.verify(token ?? '') !== this.user) return DISCONNECTS.invalidToken;
    return { id, refresh: { client: this.options.clientId, version: SERVER_VERSION, expires: false } };
  }

  private deliver(publication: Publication): void {
    if (this.closed) return;
    for (const [channel, hubChannel] of this.subscriptions) {
      if (hubChannel !== publication.channel) continue;
      this.options.transport.send(JSON.stringify({ push: { channel, pub: { data: publication.data } } }));
    }
  }

  private ping(): void {
    if (this.awaitingPong) return this.disconnect([], DISCONNECTS.noPong);
    this.awaitingPong = true;
    // A server ping is an empty reply.
    this.options.transport.send('{}');
  }

  private disconnect(replies: Reply[], disconnect: Disconnect): void {
    if (replies.length > 0) this.options.transport.send(encodeReplies(replies));
    this.dispose();
    this.options.transport.close(disconnect);
  }
}

function error(id: number, protocolError: ProtocolError): Reply {
  return { id, error: { code: protocolError.code, message: protocolError.message } };
}

function isDisconnect(outcome: Reply | Disconnect): outcome is Disconnect {
  return 'reason' in outcome;
}

function isEmpty(command: Command): boolean {
  return Object.keys(command).length === 0;
}
