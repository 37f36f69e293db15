// @vitest-environment node
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, registration, TEST_CARD } from '../testing/player-agent.ts';
import { installErrorHandling } from '../../../server/http/http-error.ts';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_SWEEP_INTERVAL_MS,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyPlugin,
} from './idempotency.ts';

type Account = { currency: string; amount_cents: number };
type Payment = { id: number; action: string; amount_cents: number };

let server: SandboxServer;
/** The server's clock: tests move it forward to expire keys. */
let clock = Date.parse('2026-03-01T10:00:00Z');

beforeAll(async () => {
  server = await buildServer({ memory: true, now: () => clock });
}, 120_000);
afterAll(async () => server?.close());

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}-${Date.now()}`;
const keyed = (key: string) => ({ 'idempotency-key': key });

/** A signed-in player whose profile allows a card deposit. */
async function depositor() {
  const agent = new PlayerAgent(server.app);
  await agent.signUp();
  await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
  return agent;
}

const card = (amountCents: number) => ({
  method: 'card-eur',
  amount_cents: amountCents,
  currency: 'EUR',
  fields: TEST_CARD,
});

const deposit = (agent: PlayerAgent, amountCents: number, key?: string) =>
  agent.post<{ payment: Payment; balance: Account }>(
    '/api/sandbox-payments/deposit',
    card(amountCents),
    key === undefined ? {} : keyed(key),
  );

const payments = async (agent: PlayerAgent) => (await agent.get<Payment[]>('/api/player/payments')).body;
const balance = async (agent: PlayerAgent) =>
  (await agent.get<Account[]>('/api/player/accounts')).body.find((account) => account.currency === 'EUR')
    ?.amount_cents ?? 0;

describe('a deposit sent again with its idempotency key', () => {
  it('answers the first answer and deposits once', async () => {
    const agent = await depositor();
    const key = newKey();
    const first = await deposit(agent, 5_000, key);
    const again = await deposit(agent, 5_000, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await payments(agent)).toHaveLength(1);
    expect(await balance(agent)).toBe(5_000);
  });

  it('deposits once when the repeat arrives while the first is still running, and both get the same answer', async () => {
    const agent = await depositor();
    const key = newKey();
    const answers = await Promise.all([deposit(agent, 7_000, key), deposit(agent, 7_000, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[1]?.text).toBe(answers[0]?.text);
    expect(await payments(agent)).toHaveLength(1);
    expect(await balance(agent)).toBe(7_000);
  });

  it('refuses the same key with another amount (422) and changes nothing', async () => {
    const agent = await depositor();
    const key = newKey();
    await deposit(agent, 5_000, key);
    const other = await deposit(agent, 9_000, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ error: 'idempotency_key_reused' });
    const cashout = await agent.post('/api/sandbox-payments/cashout', card(5_000), keyed(key));
    expect(cashout.status).toBe(422);
    expect(await payments(agent)).toHaveLength(1);
    expect(await balance(agent)).toBe(5_000);
  });

  it('keeps keys per player: another player sending the same key makes a deposit of their own', async () => {
    const ann = await depositor();
    const bob = await depositor();
    const key = newKey();
    const first = await deposit(ann, 5_000, key);
    const second = await deposit(bob, 5_000, key);
    expect(second.status).toBe(201);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(second.body.payment.id).not.toBe(first.body.payment.id);
    expect(await payments(bob)).toHaveLength(1);
    expect(await balance(bob)).toBe(5_000);
    expect(await balance(ann)).toBe(5_000);
  });

  it('forgets a key after 24 hours: the same request is then a new deposit, and old keys are swept', async () => {
    const agent = await depositor();
    const key = newKey();
    await deposit(agent, 5_000, key);
    clock += IDEMPOTENCY_KEY_TTL_MS - 1_000;
    expect((await deposit(agent, 5_000, key)).headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(await payments(agent)).toHaveLength(1);
    clock += 2_000 + IDEMPOTENCY_SWEEP_INTERVAL_MS;
    const later = await deposit(agent, 5_000, key);
    expect(later.status).toBe(201);
    expect(later.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await payments(agent)).toHaveLength(2);
    expect(await balance(agent)).toBe(10_000);
    const old = await server.db!.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM idempotency_keys WHERE created_at < $1',
      [new Date(clock - IDEMPOTENCY_KEY_TTL_MS).toISOString()],
    );
    expect(old.rows[0]?.count).toBe(0);
  });

  it('refuses a malformed key with 400 and deposits nothing', async () => {
    const agent = await depositor();
    for (const key of ['', 'k'.repeat(256), 'tab\there', 'next\u0085line']) {
      const answer = await deposit(agent, 5_000, key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid_idempotency_key' });
    }
    expect((await deposit(agent, 5_000, 'k'.repeat(255))).status).toBe(201);
    expect(await payments(agent)).toHaveLength(1);
  });

  it('still takes writes without a key, each one a deposit of its own', async () => {
    const agent = await depositor();
    await deposit(agent, 5_000);
    await deposit(agent, 5_000);
    expect(await payments(agent)).toHaveLength(2);
    expect(await balance(agent)).toBe(10_000);
  });
});

describe('the keyed writes of the route table', () => {
  it('replays each money-moving or state-creating write, and no other', async () => {
    const agent = await depositor();
    await deposit(agent, 10_000, newKey());
    const game = 'drift-studios/twisted-express-1000';
    const writes: [string, unknown][] = [
      ['/api/sandbox-payments/deposit', card(2_000)],
      ['/api/sandbox-payments/cashout', card(2_000)],
      ['/api/player/payments/999999/recall', undefined],
      ['/api/comp_points/exchange/money', { exchange: { points: 1, group: 'none', currency: 'EUR' } }],
      ['/api/player/bonuses/999999/activation', undefined],
      ['/api/player/freespins/999999/activation', undefined],
      ['/api/player/lootboxes/999999/activation', undefined],
      ['/api/bonuses/coupon', { coupon_code: 'SANDBOX10' }],
      ['/api/tournaments/999999/confirm', { confirmed: true }],
      ['/api/player/accounts', { currency: 'BTC' }],
      [
        '/api/user_limits',
        { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 50_000 }] },
      ],
      ['/sandbox/game/spin', { game, mode: 'real', bet_cents: 20 }],
      ['/api/users', registration()],
    ];
    for (const [url, body] of writes) {
      const key = newKey();
      const first = await agent.post(url, body, keyed(key));
      const again = await agent.post(url, body, keyed(key));
      expect(first.status, `${url}: ${first.text}`).toBeLessThan(500);
      expect(again.headers[IDEMPOTENT_REPLAYED_HEADER], url).toBe('true');
      expect(again.status, url).toBe(first.status);
      expect(again.text, url).toBe(first.text);
    }
    const key = newKey();
    await agent.post('/api/player/groups', { groups: { add: [], remove: [] } }, keyed(key));
    const unkeyed = await agent.post('/api/player/groups', { groups: { add: [], remove: [] } }, keyed(key));
    expect(unkeyed.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
  });

  it('registers one account when a guest sends the registration twice with one key', async () => {
    const guest = new PlayerAgent(server.app);
    const body = registration();
    const key = newKey();
    const [first, second] = await Promise.all([
      guest.post<{ id: number }>('/api/users', body, keyed(key)),
      new PlayerAgent(server.app).post<{ id: number }>('/api/users', body, keyed(key)),
    ]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    // The first answer signed the guest in: the repeat comes with that session and still replays.
    const repeat = await guest.post<{ id: number }>('/api/users', body, keyed(key));
    expect(repeat.status).toBe(201);
    expect(repeat.body.id).toBe(first.body.id);
    const players = await server.db!.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM players WHERE email = $1',
      [body.user.email],
    );
    expect(players.rows[0]?.count).toBe(1);
  });

  it('spins the demo slot once per key', async () => {
    const agent = await depositor();
    await deposit(agent, 5_000, newKey());
    const spin = { game: 'drift-studios/twisted-express-1000', mode: 'real', bet_cents: 100 };
    const key = newKey();
    const first = await agent.post<{ spin: number; balance: Account }>(
      '/sandbox/game/spin',
      spin,
      keyed(key),
    );
    const again = await agent.post<{ spin: number; balance: Account }>(
      '/sandbox/game/spin',
      spin,
      keyed(key),
    );
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balance(agent)).toBe(first.body.balance.amount_cents);
    const next = await agent.post<{ spin: number }>('/sandbox/game/spin', spin, keyed(newKey()));
    expect(next.body.spin).toBe(first.body.spin + 1);
  });
});

/** A POST over a real socket: there a header sent twice reaches the server as two lines. */
function postOverHttp(url: string, headers: OutgoingHttpHeaders): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ amount: 1 }));
  });
}

describe('idempotency plugin', () => {
  let app: FastifyInstance;
  let db: Database;
  let runs = 0;
  let failNext = false;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    db = await openDatabase();
    app = Fastify();
    installErrorHandling(app);
    // As on the server: compression is registered first, and must not be what a replay sends.
    await app.register(compress, { threshold: 0, encodings: ['gzip'] });
    await app.register(idempotencyPlugin, { db, waitMs: 200 });
    app.decorateRequest('playerId', null);
    app.post('/write', { config: { idempotent: true } }, async (_request, reply) => {
      runs += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database went away');
      }
      return reply.status(201).send({ run: runs });
    });
    app.post('/slow', { config: { idempotent: true } }, async () => {
      runs += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { run: runs };
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const send = (url: string, key: string, payload: object = { amount: 1 }) =>
    app.inject({ method: 'POST', url, payload, headers: keyed(key) });

  it('keeps the answer as the handler wrote it, so that a compressed answer replays whole', async () => {
    const key = newKey();
    const headers = { ...keyed(key), 'accept-encoding': 'gzip' };
    const first = await app.inject({ method: 'POST', url: '/write', payload: { amount: 2 }, headers });
    const again = await app.inject({ method: 'POST', url: '/write', payload: { amount: 2 }, headers });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    const plain = await app.inject({
      method: 'POST',
      url: '/write',
      payload: { amount: 2 },
      headers: keyed(key),
    });
    expect(gunzipSync(again.rawPayload).toString()).toBe(gunzipSync(first.rawPayload).toString());
    expect(plain.json()).toEqual(JSON.parse(gunzipSync(first.rawPayload).toString()));
  });

  it('does not keep a 5xx: the same key runs the write again', async () => {
    const before = runs;
    failNext = true;
    const key = newKey();
    const failed = await send('/write', key);
    expect(failed.statusCode).toBe(500);
    const retried = await send('/write', key);
    expect(retried.statusCode).toBe(201);
    expect(runs).toBe(before + 2);
    expect((await send('/write', key)).json()).toEqual(retried.json());
    expect(runs).toBe(before + 2);
  });

  it('answers 409 with Retry-After when the first request runs longer than a repeat waits', async () => {
    const key = newKey();
    const first = send('/slow', key);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const repeat = await send('/slow', key);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.headers['retry-after']).toBe('1');
    expect(repeat.json()).toMatchObject({ error: 'idempotency_key_in_use' });
    release();
    expect((await first).statusCode).toBe(200);
    expect((await send('/slow', key)).json()).toEqual((await first).json());
  });

  it('refuses with 400 a key header sent twice over the network, even twice the same key, and runs nothing', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const key = newKey();
    const before = runs;
    // Node joins the two lines into one value ("k, k"), which would pass for one key.
    for (const twice of [
      [key, key],
      [key, newKey()],
    ]) {
      const answer = await postOverHttp(`${origin}/write`, { 'idempotency-key': twice });
      expect(answer.status, JSON.stringify(twice)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'invalid_idempotency_key' });
    }
    expect(runs).toBe(before);
    expect((await postOverHttp(`${origin}/write`, keyed(key))).status).toBe(201);
    expect(runs).toBe(before + 1);
  });

  it('never runs again a key whose first request was cut off by a restart', async () => {
    const key = newKey();
    const probeKey = newKey();
    expect((await send('/write', probeKey)).statusCode).toBe(201);
    // What a request that was running when the server stopped leaves behind: the row of the same
    // request, without an answer.
    await db.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, created_at)
       SELECT scope, $1, fingerprint, created_at FROM idempotency_keys WHERE key = $2`,
      [key, probeKey],
    );
    const before = runs;
    const answer = await send('/write', key);
    expect(answer.statusCode).toBe(409);
    expect(answer.headers['retry-after']).toBeUndefined();
    expect(runs).toBe(before);
  });
});
