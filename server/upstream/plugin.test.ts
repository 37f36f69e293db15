// @vitest-environment node
import { Centrifuge, type PublicationContext } from 'centrifuge';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RealtimeHub } from '../../tools/sandbox/realtime/hub.ts';
import { realtimePlugin } from '../../tools/sandbox/realtime/plugin.ts';
import { localCookie, upstreamPlugin } from './plugin.ts';

const apps: FastifyInstance[] = [];
const clients: Centrifuge[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const app of apps.splice(0)) await app.close();
});

async function listen(app: FastifyInstance): Promise<string> {
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A stand-in for the real platform on its own port. */
async function startPlatform() {
  const hub = new RealtimeHub('platform-secret');
  const platform = Fastify();
  platform.post('/api/users/sign_in', async (request, reply) => {
    reply
      .code(201)
      .header('set-cookie', ['session=abc; Domain=platform.example; Path=/; HttpOnly', 'locale=de; Path=/'])
      .header('x-platform', 'yes');
    return {
      body: request.body,
      cookie: request.headers.cookie,
      origin: request.headers.origin,
      requestedWith: request.headers['x-requested-with'],
      url: request.url,
    };
  });
  platform.put('/log', async (request) => ({ size: JSON.stringify(request.body).length }));
  platform.get('/api/fail', async (_request, reply) =>
    reply.code(422).send({ errors: { email: ['taken'] } }),
  );
  platform.get('/api/redirect', async (_request, reply) => reply.redirect(`${base}/api/elsewhere`, 302));
  platform.get('/api/stream', async (_request, reply) => {
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    for (const chunk of ['one ', 'two ', 'three']) {
      reply.raw.write(chunk);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    reply.raw.end();
    return reply;
  });
  platform.get('/login', async () => 'platform page');
  await platform.register(realtimePlugin, { hub, findUserIdByEmail: async () => null, winFeedIntervalMs: 0 });
  const base = await listen(platform);
  return { base, hub };
}

async function startProxy(target: string) {
  const proxy = Fastify();
  await proxy.register(upstreamPlugin, { target });
  proxy.get('/login', async () => 'local page');
  proxy.get('/api/player', async () => ({ local: true }));
  return listen(proxy);
}

describe('upstream proxy', () => {
  it('forwards an API call with its method, headers, cookies and body, and returns status, headers and cookies', async () => {
    const { base } = await startPlatform();
    const proxy = await startProxy(base);
    const response = await fetch(`${proxy}/api/users/sign_in?l=de`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'stag=122',
        origin: proxy,
        'x-requested-with': 'XMLHttpRequest',
      },
      body: JSON.stringify({ user: { email: 'ann@example.com' } }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-platform')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'locale=de; Path=/']);
    expect(await response.json()).toEqual({
      body: { user: { email: 'ann@example.com' } },
      cookie: 'stag=122',
      origin: base,
      requestedWith: 'XMLHttpRequest',
      url: '/api/users/sign_in?l=de',
    });
  });

  it('passes error statuses and their bodies through unchanged', async () => {
    const { base } = await startPlatform();
    const proxy = await startProxy(base);
    const response = await fetch(`${proxy}/api/fail`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: ['taken'] } });
  });

  it('streams a large request body and a slow response body through', async () => {
    const { base } = await startPlatform();
    const proxy = await startProxy(base);
    const records = Array.from({ length: 20_000 }, (_, i) => ({ label: 'http', message: `record ${i}` }));
    const log = await fetch(`${proxy}/log`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(records),
    });
    expect(await log.json()).toEqual({ size: JSON.stringify(records).length });

    const stream = await fetch(`${proxy}/api/stream`);
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>)
      chunks.push(decoder.decode(chunk));
    expect(chunks.join('')).toBe('one two three');
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('keeps redirects on the local origin', async () => {
    const { base } = await startPlatform();
    const proxy = await startProxy(base);
    const response = await fetch(`${proxy}/api/redirect`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/elsewhere');
  });

  it('serves pages locally and sends API paths upstream even where a local route exists', async () => {
    const { base } = await startPlatform();
    const proxy = await startProxy(base);
    expect(await (await fetch(`${proxy}/login`)).text()).toBe('local page');
    // The platform has no /api/player: its 404 proves the call went there.
    expect((await fetch(`${proxy}/api/player`)).status).toBe(404);
  });

  it('answers 502 when the platform cannot be reached', async () => {
    const { base } = await startPlatform();
    await apps[0]?.close();
    const proxy = await startProxy(base);
    const response = await fetch(`${proxy}/api/player`);
    expect(response.status).toBe(502);
    expect((await response.json()).error).toContain('unreachable');
  });

  it('bridges the real-time socket to the platform', async () => {
    const { base, hub } = await startPlatform();
    const proxy = await startProxy(base);
    const client = new Centrifuge(`${proxy.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      token: hub.tokenFor(42),
    });
    clients.push(client);
    client.connect();
    const subscription = client.newSubscription('balance#42');
    const received: unknown[] = [];
    subscription.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    const subscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    subscription.subscribe();
    await subscribed;
    hub.publishPrivate(42, 'balance', { amount_cents: 9 });
    await expect.poll(() => received).toEqual([{ amount_cents: 9 }]);
  });

  it("relays the platform's refusal of a forged token", async () => {
    const { base } = await startPlatform();
    const proxy = await startProxy(base);
    const client = new Centrifuge(`${proxy.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      token: new RealtimeHub('forged').tokenFor(42),
    });
    clients.push(client);
    const disconnected = new Promise<{ code: number }>((resolve) => client.once('disconnected', resolve));
    client.connect();
    expect((await disconnected).code).toBe(3500);
  });

  it('refuses a target that is not an http URL', async () => {
    const proxy = Fastify();
    apps.push(proxy);
    await expect(proxy.register(upstreamPlugin, { target: 'ftp://platform' }).ready()).rejects.toThrow(
      'must be an http or https URL',
    );
  });
});

describe('localCookie', () => {
  it("drops the platform's domain and keeps every other attribute", () => {
    expect(localCookie('a=1; Domain=.casino.example; Path=/; Secure; SameSite=Lax')).toBe(
      'a=1; Path=/; Secure; SameSite=Lax',
    );
  });
});
