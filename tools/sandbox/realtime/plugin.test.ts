// @vitest-environment node
import { Centrifuge, type PublicationContext, type Subscription } from 'centrifuge';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { RealtimeHub } from './hub.ts';
import { realtimePlugin, type RealtimePluginOptions } from './plugin.ts';

const PLAYERS: Record<string, number> = { 'ann@example.com': 42, 'bob@example.com': 7 };

const apps: FastifyInstance[] = [];
const clients: Centrifuge[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  for (const app of apps.splice(0)) await app.close();
});

async function startSandbox(extra: Partial<RealtimePluginOptions> = {}) {
  const hub = new RealtimeHub('test-secret');
  const app = Fastify();
  await app.register(realtimePlugin, {
    hub,
    findUserIdByEmail: async (email) => PLAYERS[email] ?? null,
    winFeedIntervalMs: 0,
    ...extra,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { app, hub, url: `ws://127.0.0.1:${address.port}/connection/websocket` };
}

function connect(url: string, token: string): Centrifuge {
  const client = new Centrifuge(url, { websocket: WebSocket, token, minReconnectDelay: 50 });
  clients.push(client);
  client.connect();
  return client;
}

async function subscribed(client: Centrifuge, channel: string): Promise<Subscription> {
  const subscription = client.newSubscription(channel);
  const ready = new Promise<void>((resolve) => subscription.once('subscribed', () => resolve()));
  subscription.subscribe();
  await ready;
  return subscription;
}

function collect(subscription: Subscription): unknown[] {
  const received: unknown[] = [];
  subscription.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
  return received;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('realtime socket', () => {
  it('lets an anonymous visitor follow public wins and jackpot changes', async () => {
    const { hub, url } = await startSandbox();
    const client = connect(url, hub.tokenFor(null));
    const wins = collect(await subscribed(client, 'public:wins'));
    const jackpots = collect(await subscribed(client, 'public:jackpots_changes'));

    hub.publishPublic('wins', { user_name: 'lucky', amount_cents: 500 });
    hub.publishPublic('jackpots_changes', { id: 3 });
    await expect.poll(() => jackpots).toEqual([{ id: 3 }]);
    expect(wins).toEqual([{ user_name: 'lucky', amount_cents: 500 }]);
  });

  it('delivers a private publication to its player only', async () => {
    const { hub, url } = await startSandbox();
    const ann = connect(url, hub.tokenFor(42));
    const bob = connect(url, hub.tokenFor(7));
    const annBalance = collect(await subscribed(ann, 'balance#42'));
    const bobBalance = collect(await subscribed(bob, 'balance#7'));

    hub.publishPrivate(42, 'balance', { currency: 'EUR', amount_cents: 100 });
    await expect.poll(() => annBalance).toEqual([{ currency: 'EUR', amount_cents: 100 }]);
    await settle();
    expect(bobBalance).toEqual([]);
  });

  it('refuses a connection with a forged token and does not reconnect', async () => {
    const { url } = await startSandbox();
    const forged = new RealtimeHub('another-secret').tokenFor(42);
    const client = new Centrifuge(url, { websocket: WebSocket, token: forged });
    clients.push(client);
    const disconnected = new Promise<{ code: number; reason: string }>((resolve) =>
      client.once('disconnected', resolve),
    );
    client.connect();
    expect(await disconnected).toEqual({ code: 3500, reason: 'invalid token' });
    expect(client.state).toBe('disconnected');
  });

  it("denies a player another player's private channel", async () => {
    const { hub, url } = await startSandbox();
    const bob = connect(url, hub.tokenFor(7));
    const subscription = bob.newSubscription('balance#42');
    const unsubscribed = new Promise<{ code: number; reason: string }>((resolve) =>
      subscription.once('unsubscribed', resolve),
    );
    subscription.subscribe();
    expect(await unsubscribed).toEqual({ channel: 'balance#42', code: 103, reason: 'permission denied' });
    expect(subscription.state).toBe('unsubscribed');
  });

  it('denies an anonymous visitor every private channel', async () => {
    const { hub, url } = await startSandbox();
    const guest = connect(url, hub.tokenFor(null));
    const subscription = guest.newSubscription('bonuses_changes#42');
    const unsubscribed = new Promise<{ code: number }>((resolve) =>
      subscription.once('unsubscribed', resolve),
    );
    subscription.subscribe();
    expect((await unsubscribed).code).toBe(103);
  });

  it('stops delivering once the player unsubscribes', async () => {
    const { hub, url } = await startSandbox();
    const ann = connect(url, hub.tokenFor(42));
    const subscription = await subscribed(ann, 'comps_award#42');
    const received = collect(subscription);
    subscription.unsubscribe();
    await settle();
    hub.publishPrivate(42, 'comps_award', { points: 10 });
    await settle();
    expect(received).toEqual([]);
  });

  it('publishes simulated wins only while someone follows them', async () => {
    let made = 0;
    const { hub, url } = await startSandbox({
      winFeedIntervalMs: 20,
      makeWin: (n) => {
        made += 1;
        return { n };
      },
    });
    await settle();
    expect(made).toBe(0);
    const client = connect(url, hub.tokenFor(null));
    const subscription = await subscribed(client, 'public:wins');
    const wins = collect(subscription);
    await expect.poll(() => wins.length).toBeGreaterThan(1);
    expect(wins[0]).toEqual({ n: expect.any(Number) });
    subscription.unsubscribe();
    await settle();
    const afterUnsubscribe = made;
    await settle();
    expect(made).toBe(afterUnsubscribe);
  });
});

describe('admin push', () => {
  it('pushes a message from the admin endpoint to the player with that e-mail', async () => {
    const { app, hub, url } = await startSandbox();
    const ann = connect(url, hub.tokenFor(42));
    const notifications = collect(await subscribed(ann, 'personal_notifications#42'));

    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/admin/push',
      payload: {
        email: 'ann@example.com',
        channel: 'personal_notifications',
        data: { id: 'n1', title: 'Hi', text: 'x' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ channel: 'personal_notifications#42', subscribers: 1 });
    await expect.poll(() => notifications).toEqual([{ id: 'n1', title: 'Hi', text: 'x' }]);
  });
});
