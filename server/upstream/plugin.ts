import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import websocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../http/global-plugin.ts';
import WebSocket, { type RawData } from 'ws';
import { isApiPath } from './api-paths.ts';

export interface UpstreamPluginOptions {
  /** Base URL of the real platform, e.g. `https://casino.example` (a path prefix is kept). */
  target: string;
}

export const UPSTREAM_WEBSOCKET_PATH = '/connection/websocket';

// Hop-by-hop headers describe one connection, not the message (RFC 9110 §7.6.1); undici refuses
// some of them outright. Host and content-length are set again for the next hop.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
]);

/**
 * Sends the API calls (see api-paths.ts) and the real-time socket to another backend, so the
 * client runs against a real platform while its pages and assets are still served locally.
 * The site server registers it when given `upstream` (`croupier serve`), instead of a platform's
 * own API routes and realtime plugin.
 * @example await app.register(upstreamPlugin, { target: process.env.CROUPIER_API_UPSTREAM });
 */
export const upstreamPlugin = globalPlugin<UpstreamPluginOptions>('upstream', async (app, options) => {
  const target = parseTarget(options.target);

  // A hook rather than routes: it runs before any body parsing, so bodies stream through
  // untouched, and it wins over local routes of the same paths.
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    reply.hijack();
    await forward(target, request, reply);
    return reply;
  });

  // @fastify/websocket may be registered only once per server.
  if (!app.hasDecorator('websocketServer')) await app.register(websocket);
  app.get(UPSTREAM_WEBSOCKET_PATH, { websocket: true }, (client, request) => {
    bridgeSocket(client, upstreamSocketUrl(target, request.url), request.headers);
  });
});

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `Upstream target ${JSON.stringify(raw)} is not a URL (expected e.g. https://casino.example)`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Upstream target ${JSON.stringify(raw)} must be an http or https URL`);
  }
  return url;
}

/** The target URL of a request path: the target's own path prefix is kept. */
export function upstreamUrl(target: URL, path: string): string {
  return `${target.origin}${target.pathname.replace(/\/+$/, '')}${path}`;
}

function upstreamSocketUrl(target: URL, path: string): string {
  return upstreamUrl(target, path).replace(/^http/, 'ws');
}

async function forward(target: URL, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const abort = new AbortController();
  reply.raw.on('close', () => abort.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let response: Response;
  try {
    response = await fetch(upstreamUrl(target, request.url), {
      method: request.method,
      headers: requestHeaders(request.headers, target),
      // Streamed as it arrives: the body is neither parsed nor buffered here.
      body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
      duplex: 'half',
      redirect: 'manual',
      signal: abort.signal,
    } as RequestInit);
  } catch (error) {
    if (abort.signal.aborted) return;
    const message =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    reply.raw.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    reply.raw.end(JSON.stringify({ error: `Upstream ${target.origin} is unreachable: ${message}` }));
    return;
  }
  reply.raw.writeHead(response.status, response.statusText, responseHeaders(response, target));
  if (response.body === null || request.method === 'HEAD') {
    reply.raw.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), reply.raw);
  } catch {
    // The player went away or the upstream broke off: the socket is already closed either way.
    reply.raw.destroy();
  }
}

function requestHeaders(headers: IncomingHttpHeaders, target: URL): Headers {
  const forwarded = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) forwarded.append(name, item);
  }
  // The platform checks the origin of writes against its own (CSRF protection).
  if (forwarded.has('origin')) forwarded.set('origin', target.origin);
  if (forwarded.has('referer')) forwarded.set('referer', `${target.origin}/`);
  if (typeof headers.host === 'string') forwarded.set('x-forwarded-host', headers.host);
  return forwarded;
}

function responseHeaders(response: Response, target: URL): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || name === 'set-cookie') return;
    headers[name] = value;
  });
  // fetch has already decoded a compressed body: its encoding and length no longer apply.
  if (headers['content-encoding'] !== undefined) {
    delete headers['content-encoding'];
    delete headers['content-length'];
  }
  const cookies = response.headers.getSetCookie().map(localCookie);
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const location = response.headers.get('location');
  if (location?.startsWith(target.origin)) headers.location = location.slice(target.origin.length) || '/';
  return headers;
}

/** The platform's cookie made valid for the local host: its Domain attribute names the platform. */
export function localCookie(cookie: string): string {
  return cookie
    .split(';')
    .filter((attribute) => !/^\s*domain\s*=/i.test(attribute))
    .join(';');
}

function bridgeSocket(client: WebSocket, url: string, headers: IncomingHttpHeaders): void {
  const forwardedHeaders: Record<string, string> = {};
  for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
    const value = headers[name];
    if (typeof value === 'string') forwardedHeaders[name] = value;
  }
  const origin = new URL(url.replace(/^ws/, 'http')).origin;
  const server = new WebSocket(url, { headers: forwardedHeaders, origin });
  // Frames the client sends before the upstream socket is open (the connect command) wait here.
  const pending: [RawData, boolean][] = [];

  client.on('message', (data, isBinary) => {
    if (server.readyState === WebSocket.OPEN) server.send(data, { binary: isBinary });
    else pending.push([data, isBinary]);
  });
  server.on('open', () => {
    for (const [data, isBinary] of pending.splice(0)) server.send(data, { binary: isBinary });
  });
  server.on('message', (data, isBinary) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  server.on('close', (code, reason) => {
    if (client.readyState === WebSocket.OPEN) client.close(sendableCloseCode(code), reason.toString('utf8'));
  });
  server.on('error', () => {
    if (client.readyState === WebSocket.OPEN) client.close(1011, 'upstream unavailable');
  });
  client.on('close', () => {
    if (server.readyState === WebSocket.CONNECTING) server.terminate();
    else server.close();
  });
}

// 1005 and 1006 report a close without a code; they may not be sent in a close frame.
function sendableCloseCode(code: number): number {
  return code === 1005 || code === 1006 || code < 1000 ? 1000 : code;
}
