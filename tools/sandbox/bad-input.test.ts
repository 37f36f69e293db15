// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildServer, BODY_LIMIT_BYTES, type SandboxServer } from './server.ts';
import { databaseSnapshot } from './testing/database-snapshot.ts';
import { PlayerAgent, registration, TEST_CARD } from './testing/player-agent.ts';
import { seedPlayer, type SeededPlayer } from './testing/seeded-player.ts';

let server: SandboxServer;
let agent: PlayerAgent;
// Test names are collected before the player exists: they show the ids as 0 (`:id`).
const ids: SeededPlayer = {
  bonus: 0,
  freespin: 0,
  lootbox: 0,
  limit: 0,
  payment: 0,
  game: 0,
  identifier: '',
  tournament: 0,
};

/** Every table's rows, fingerprinted: equal before and after means the requests changed nothing. */
async function snapshot(): Promise<string> {
  if (!server.db) throw new Error('no database');
  return databaseSnapshot(server.db);
}

beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
  agent = new PlayerAgent(server.app);
  Object.assign(ids, await seedPlayer(server.app, agent));
}, 120_000);
afterAll(async () => server?.close());

type Endpoint = {
  method: InjectOptions['method'];
  url: () => string;
  body?: () => Record<string, unknown> | unknown[];
};

/** Every write call of the server core, each with a body of the right shape. */
const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: () => '/check-email', body: () => ({ email: 'someone@example.com' }) },
  {
    method: 'POST',
    url: () => '/api/users/sign_in',
    body: () => ({ user: { email: 'x@example.com', password: 'Secret#123' } }),
  },
  { method: 'POST', url: () => '/api/users', body: () => registration() },
  { method: 'POST', url: () => '/api/users/password', body: () => ({ user: { email: 'x@example.com' } }) },
  {
    method: 'PUT',
    url: () => '/api/users/password',
    body: () => ({
      user: { reset_password_token: 'abc', password: 'Secret#9', password_confirmation: 'Secret#9' },
    }),
  },
  {
    method: 'POST',
    url: () => '/api/users/confirmation',
    body: () => ({ user: { email: 'x@example.com' } }),
  },
  {
    method: 'POST',
    url: () => '/api/auth_providers/update_details',
    body: () => ({ user: { terms_acceptance: true, country: 'CA' } }),
  },
  {
    method: 'PATCH',
    url: () => '/api/player',
    body: () => ({ context: 'edition', player: { nickname: 'Ada', receive_promos: true } }),
  },
  {
    method: 'POST',
    url: () => '/api/player/groups',
    body: () => ({ groups: { add: [543], remove: [544] } }),
  },
  { method: 'POST', url: () => '/api/player/accounts', body: () => ({ currency: 'USD' }) },
  { method: 'PATCH', url: () => '/api/player/update_locale', body: () => ({ locale: 'de' }) },
  {
    method: 'PATCH',
    url: () => '/api/player/set_bonus_code',
    body: () => ({ deposit_bonus_code: 'SPRING' }),
  },
  { method: 'DELETE', url: () => '/api/player/clear_bonus_code' },
  { method: 'PATCH', url: () => '/api/player/update_bonus_settings', body: () => ({ can_issue: false }) },
  {
    method: 'PUT',
    url: () => '/api/subscriptions',
    body: () => ({ subscription_params: { receive_promos: true } }),
  },
  {
    method: 'POST',
    url: () => '/api/sandbox-payments/deposit',
    body: () => ({ method: 'card-eur', amount_cents: 1_000, currency: 'EUR', fields: { ...TEST_CARD } }),
  },
  {
    method: 'POST',
    url: () => '/api/sandbox-payments/cashout',
    body: () => ({ method: 'card-eur', amount_cents: 2_000, currency: 'EUR', fields: { ...TEST_CARD } }),
  },
  {
    method: 'POST',
    url: () => '/api/player/payments/with_pages',
    body: () => ({ page: 1, page_size: 10, filter: { type: 'deposit' } }),
  },
  { method: 'POST', url: () => `/api/player/payments/${ids.payment}/recall` },
  {
    method: 'POST',
    url: () => '/api/user_limits',
    body: () => ({ type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5_000 }] }),
  },
  { method: 'DELETE', url: () => `/api/user_limits/${ids.limit}` },
  { method: 'POST', url: () => '/api/user_limits/confirm', body: () => ({ token: 'not-a-token' }) },
  { method: 'POST', url: () => `/api/player/bonuses/${ids.bonus}/activation` },
  { method: 'DELETE', url: () => `/api/player/bonuses/${ids.bonus}` },
  { method: 'POST', url: () => `/api/player/freespins/${ids.freespin}/activation` },
  { method: 'DELETE', url: () => `/api/player/freespins/${ids.freespin}` },
  { method: 'POST', url: () => `/api/player/lootboxes/${ids.lootbox}/activation` },
  { method: 'POST', url: () => '/api/bonuses/coupon', body: () => ({ coupon_code: 'SANDBOX10' }) },
  { method: 'POST', url: () => '/api/v2/bonuses/promo-code', body: () => ({ code: 'FREEBET5' }) },
  {
    method: 'POST',
    url: () => '/api/comp_points/exchange/money',
    body: () => ({ exchange: { points: 500, group: 'money_s', currency: 'EUR' } }),
  },
  { method: 'PUT', url: () => `/api/player/favorite_games/${ids.game}` },
  { method: 'DELETE', url: () => `/api/player/favorite_games/${ids.game}` },
  {
    method: 'POST',
    url: () => `/api/tournaments/${ids.tournament}/confirm`,
    body: () => ({ confirmed: true }),
  },
  {
    method: 'POST',
    url: () => '/sandbox/game/spin',
    body: () => ({ game: ids.identifier, mode: 'real', bet_cents: 100 }),
  },
  {
    method: 'PUT',
    url: () => '/metrics-errors-validation',
    body: () => ({
      side: 'frontEnd',
      component: 'LoginForm',
      errors: [{ key: 'email', firstMessage: 'is invalid' }],
    }),
  },
  {
    method: 'POST',
    url: () => '/api-fe/metrics-errors-validation',
    body: () => ({ side: 'backEnd', component: 'RegistrationForm', errors: [] }),
  },
  {
    method: 'PUT',
    url: () => '/log',
    body: () => ({ level_name: 'ERROR', message: 'boom', datetime: '2026-01-01T00:00:00Z' }),
  },
  { method: 'PUT', url: () => '/performance', body: () => ({ path: '/', metrics: { ttfb: 120, lcp: 900 } }) },
  { method: 'PUT', url: () => '/game-start-performance', body: () => ({ gameName: 'x', value: 1200 }) },
  {
    method: 'PUT',
    url: () => '/network-performance',
    body: () => ({ rtt: 50, downlink: 10, effectiveType: '4g' }),
  },
  {
    method: 'POST',
    url: () => '/log_utm_set',
    body: () => ({ utmMetrics: { utm_source: 'google', utm_medium: 'cpc' } }),
  },
  { method: 'POST', url: () => '/log_utm_send', body: () => ({ utmMetrics: { utm_campaign: 'spring' } }) },
  { method: 'POST', url: () => '/api-fe/log_utm_set', body: () => ({ utmMetrics: { sub_id: '7' } }) },
  { method: 'POST', url: () => '/api-fe/log_utm_send', body: () => ({ utmMetrics: { utm_term: 'slots' } }) },
  { method: 'POST', url: () => '/api/pwa_events', body: () => ({ event: 'install' }) },
  {
    method: 'POST',
    url: () => '/api/users/transaction',
    body: () => ({ type: 'transaction', amount_cents: 100, currency: 'EUR' }),
  },
  {
    method: 'POST',
    url: () => '/api/send_contact_message',
    body: () => ({ contact: { email: 'a@example.com', content: 'Hi' } }),
  },
  { method: 'POST', url: () => '/api/support_chat/messages', body: () => ({ text: 'Hello support' }) },
  {
    method: 'POST',
    url: () => '/restore-id/get',
    body: () => ({
      requestId: 'r1',
      type: 'Api.V1.RestoreId.Get',
      data: { internalId: 'u1', project: 'nova' },
    }),
  },
  {
    method: 'POST',
    url: () => '/restore-id/set',
    body: () => ({
      requestId: 'r2',
      type: 'Api.V1.RestoreId.Set',
      data: { internalId: 'u1', project: 'nova', restoreId: 'abc' },
    }),
  },
  {
    method: 'POST',
    url: () => '/api-fe/restore-id/get',
    body: () => ({
      requestId: 'r3',
      type: 'Api.V1.RestoreId.Get',
      data: { internalId: 'u1', project: 'nova' },
    }),
  },
  {
    method: 'POST',
    url: () => '/api-fe/restore-id/set',
    body: () => ({
      requestId: 'r4',
      type: 'Api.V1.RestoreId.Set',
      data: { internalId: 'u1', project: 'nova', restoreId: 'x' },
    }),
  },
  // Last: it ends the session the calls above rely on.
  { method: 'DELETE', url: () => '/api/users/sign_out' },
];

/** A copy of a body with the value at `path` replaced by one of the wrong type. */
function withWrongType(body: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) {
    if (Array.isArray(body)) return 'not-an-array';
    if (body !== null && typeof body === 'object') return 'not-an-object';
    return { wrong: [] };
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string] = withWrongType(copy[head as string], rest);
  return copy;
}

function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]))];
}

/** The bad variants of one endpoint's body. */
function badBodies(
  body: Record<string, unknown> | unknown[] | undefined,
): { name: string; payload: string }[] {
  const base = body ?? {};
  const variants = [
    { name: 'malformed JSON', payload: '{"broken": ' },
    { name: 'a JSON array', payload: '[1, 2]' },
    { name: 'an unknown top-level field', payload: JSON.stringify({ ...base, unexpected_field: 1 }) },
    { name: 'more than 1 MB', payload: JSON.stringify({ ...base, padding: 'x'.repeat(BODY_LIMIT_BYTES) }) },
  ];
  const wrapper = Object.entries(base).find(
    ([, value]) => value !== null && typeof value === 'object' && !Array.isArray(value),
  );
  if (wrapper) {
    const [key, inner] = wrapper;
    variants.push({
      name: `an unknown field inside ${key}`,
      payload: JSON.stringify({ ...base, [key]: { ...(inner as object), unexpected_field: 1 } }),
    });
  }
  if (body) {
    for (const path of leafPaths(body).filter((p) => p.length > 0)) {
      variants.push({
        name: `a wrong type at ${path.join('.')}`,
        payload: JSON.stringify(withWrongType(body, path)),
      });
    }
  }
  return variants;
}

describe('bad input on every write endpoint', () => {
  // Ids are only known once the player exists, so the names show `:id`.
  it.each(
    ENDPOINTS.map(
      (endpoint) =>
        [`${endpoint.method} ${endpoint.url().replace(/\/0(?=\/|$)/, '/:id')}`, endpoint] as const,
    ),
  )('answers %s with a 4xx JSON error and changes nothing', async (_name, endpoint) => {
    const before = await snapshot();
    for (const variant of badBodies(endpoint.body?.())) {
      const response = await agent.request(endpoint.method, endpoint.url(), variant.payload, {
        'content-type': 'application/json',
      });
      expect
        .soft(response.status, `${variant.name}: ${response.text.slice(0, 200)}`)
        .toBeGreaterThanOrEqual(400);
      expect.soft(response.status, variant.name).toBeLessThan(500);
      expect
        .soft(response.body, variant.name)
        .toEqual(expect.objectContaining({ error: expect.any(String) }));
    }
    expect(await snapshot()).toBe(before);
    // The same call with a well-formed body passes validation, so the refusals above were about the faults.
    const valid = await agent.request(endpoint.method, endpoint.url(), endpoint.body?.() ?? undefined);
    expect(valid.status, valid.text.slice(0, 200)).not.toBe(400);
    expect(valid.status).toBeLessThan(500);
  });
});

/** A JSON text with `value` (raw JSON: numbers JSON.stringify cannot write) at `key` of `body`. */
const withRaw = (body: Record<string, unknown>, key: string, raw: string) =>
  JSON.stringify({ ...body, [key]: '@RAW@' }).replace('"@RAW@"', raw);
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deposit = { method: 'card-eur', amount_cents: 1_000, currency: 'EUR', fields: TEST_CARD };
const limit = { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 5_000 }] };
const limitWithAmount = (raw: string) =>
  JSON.stringify({ ...limit, accounts: [{ currency: 'EUR', amount_cents: '@RAW@' }] }).replace(
    '"@RAW@"',
    raw,
  );

describe('the hostile inputs a real-money server meets', () => {
  // A player of their own: the calls above end with the seeded player's sign-out.
  let player: PlayerAgent;
  beforeAll(async () => {
    player = new PlayerAgent(server.app);
    await player.signUp();
  });

  type Case = {
    name: string;
    method: InjectOptions['method'];
    url: () => string;
    payload?: string;
    type?: string | null;
  };
  const json = 'application/json';
  const CASES: Case[] = [
    {
      name: 'a page that is a word and a negative page size',
      method: 'POST',
      url: () => '/api/games_filter',
      payload: '{"page": "one", "page_size": -5}',
    },
    { name: 'a page size of 0', method: 'POST', url: () => '/api/games_filter', payload: '{"page_size": 0}' },
    { name: 'a page of 1e300', method: 'POST', url: () => '/api/games_filter', payload: '{"page": 1e300}' },
    {
      name: 'an amount of 1e300',
      method: 'POST',
      url: () => '/api/sandbox-payments/deposit',
      payload: withRaw(deposit, 'amount_cents', '1e300'),
    },
    {
      name: 'an amount of -0',
      method: 'POST',
      url: () => '/api/users/transaction',
      payload: '{"type": "transaction", "amount_cents": -0}',
    },
    {
      name: 'an amount of NaN',
      method: 'POST',
      url: () => '/api/sandbox-payments/deposit',
      payload: withRaw(deposit, 'amount_cents', 'NaN'),
    },
    {
      name: 'a 30-digit amount',
      method: 'POST',
      url: () => '/api/sandbox-payments/deposit',
      payload: withRaw(deposit, 'amount_cents', '123456789012345678901234567890'),
    },
    {
      name: 'a limit of 1e300',
      method: 'POST',
      url: () => '/api/user_limits',
      payload: limitWithAmount('1e300'),
    },
    {
      name: 'a limit of 1e400 (Infinity)',
      method: 'POST',
      url: () => '/api/user_limits',
      payload: limitWithAmount('1e400'),
    },
    {
      name: 'a NUL byte in a string',
      method: 'POST',
      url: () => '/api/bonuses/coupon',
      payload: '{"coupon_code": "SANDBOX10\\u0000"}',
    },
    {
      name: 'a lone surrogate in a string',
      method: 'PATCH',
      url: () => '/api/player',
      payload: '{"player": {"nickname": "Ada\\ud800"}}',
    },
    {
      name: 'a NUL byte in a key',
      method: 'PUT',
      url: () => '/log',
      payload: '{"level_name": "ERROR", "message": "x", "context": {"a\\u0000": 1}}',
    },
    {
      name: 'a __proto__ key',
      method: 'PATCH',
      url: () => '/api/player',
      payload: '{"player": {"__proto__": {"nickname": "x"}}}',
    },
    {
      name: 'JSON nested 100 deep',
      method: 'PUT',
      url: () => '/log',
      payload: `{"level_name": "ERROR", "message": "x", "context": ${nested(100)}}`,
    },
    {
      name: 'a 10 MB body',
      method: 'POST',
      url: () => '/api/games_filter',
      payload: JSON.stringify({ filter: { title: 'x'.repeat(10 * BODY_LIMIT_BYTES) } }),
    },
    {
      name: 'a text/plain body',
      method: 'POST',
      url: () => '/api/sandbox-payments/deposit',
      payload: JSON.stringify(deposit),
      type: 'text/plain',
    },
    {
      name: 'a form body',
      method: 'POST',
      url: () => '/api/users/sign_in',
      payload: 'user[email]=a@example.com',
      type: 'application/x-www-form-urlencoded',
    },
    {
      name: 'a body without a content type',
      method: 'POST',
      url: () => '/api/sandbox-payments/deposit',
      payload: JSON.stringify(deposit),
      type: null,
    },
    {
      name: 'an empty body where one is required',
      method: 'POST',
      url: () => '/api/sandbox-payments/deposit',
      payload: '',
    },
    { name: 'a bonus id that is a word', method: 'DELETE', url: () => '/api/player/bonuses/abc' },
    { name: 'a limit id of 1e300', method: 'DELETE', url: () => '/api/user_limits/1e300' },
    { name: 'a limit id of -0', method: 'DELETE', url: () => '/api/user_limits/-0' },
    {
      name: 'an id past the database integers',
      method: 'PUT',
      url: () => '/api/player/favorite_games/99999999999',
    },
    { name: 'a tournament id that is a word', method: 'GET', url: () => '/api/tournaments/abc' },
    {
      name: 'a NUL byte in a query string',
      method: 'GET',
      url: () => '/api/users/confirmation?confirmation_token=%00',
    },
    { name: 'a NUL byte in a route param', method: 'GET', url: () => '/api/cms/pages/about%00' },
    {
      name: 'an unknown query parameter',
      method: 'GET',
      url: () => '/api/player/accounts?compatibility=true&admin=1',
    },
  ];

  it.each(CASES.map((c) => [c.name, c] as const))(
    'answers %s with a 4xx JSON error and changes nothing',
    async (_name, c) => {
      const before = await snapshot();
      const headers: Record<string, string> = c.type === null ? {} : { 'content-type': c.type ?? json };
      const response = await player.request(c.method, c.url(), c.payload, headers);
      expect(response.status, response.text.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
      expect(await snapshot()).toBe(before);
    },
  );

  it('answers a body over the limit with 413 and one of another type with 415', async () => {
    const big = await player.request(
      'POST',
      '/api/games_filter',
      JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
      { 'content-type': json },
    );
    expect(big.status).toBe(413);
    const text = await player.request('POST', '/api/games_filter', '{}', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });
});

describe('cookies the server did not set', () => {
  it('treats a forged or badly encoded cookie as no cookie, never as a crash', async () => {
    const visitor = new PlayerAgent(server.app);
    const calls: [string, string, number][] = [
      ['/api/player', 'croupier_session=%00', 401],
      ['/api/player', 'croupier_session=not%20a%20token', 401],
      ['/api/cms/pages?l=en', 'locale=%E0%A4%A', 200],
      ['/api/info/project', 'sandbox_geo=%ZZ', 200],
    ];
    for (const [url, cookie, status] of calls) {
      const response = await visitor.get(url, { cookie });
      expect(response.status, `${url} with ${cookie}: ${response.text.slice(0, 200)}`).toBe(status);
    }
    const signOut = await visitor.request('DELETE', '/api/users/sign_out', undefined, {
      cookie: 'croupier_session=%00',
    });
    expect(signOut.status).toBe(204);
  });
});
