// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildServer, BODY_LIMIT_BYTES, type SandboxServer } from './server.ts';
import { COMPLETE_PROFILE, PlayerAgent, registration, TEST_CARD } from './testing/player-agent.ts';

let server: SandboxServer;
let agent: PlayerAgent;
const ids = {
  bonus: 0,
  freespin: 0,
  lootbox: 0,
  limit: 0,
  payment: 0,
  game: 0,
  tournament: 0,
  identifier: '',
};

/** Every table's rows, as one string: equal before and after means the requests changed nothing. */
async function snapshot(): Promise<string> {
  const db = server.db;
  if (!db) throw new Error('no database');
  const tables = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await db.query<{ data: unknown }>(
      `SELECT json_agg(t ORDER BY t::text) AS data FROM ${tablename} t`,
    );
    parts.push(`${tablename}:${JSON.stringify(rows.rows[0]?.data ?? null)}`);
  }
  return parts.join('\n');
}

beforeAll(async () => {
  server = await buildServer({ memory: true });
  agent = new PlayerAgent(server.app);
  await agent.signUp();
  await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
  await agent.post('/api/sandbox-payments/deposit', {
    method: 'card-eur',
    amount_cents: 10_000,
    currency: 'EUR',
    fields: TEST_CARD,
  });
  const cashout = await agent.post<{ payment: { id: number } }>('/api/sandbox-payments/cashout', {
    method: 'card-eur',
    amount_cents: 2_000,
    currency: 'EUR',
    fields: TEST_CARD,
  });
  ids.payment = cashout.body.payment.id;
  ids.bonus = (await agent.get<{ id: number }[]>('/api/player/bonuses')).body[0]?.id ?? 0;
  ids.freespin = (await agent.get<{ id: number }[]>('/api/player/freespins')).body[0]?.id ?? 0;
  ids.lootbox = (await agent.get<{ id: number }[]>('/api/player/lootboxes')).body[0]?.id ?? 0;
  ids.limit = (
    await agent.post<{ id: number }>('/api/user_limits', {
      type: 'deposit',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: 50_000 }],
    })
  ).body.id;
  const games = await server.app.inject({
    method: 'POST',
    url: '/api/games_filter',
    payload: { device: 'desktop', page_size: 100 },
  });
  const game = (
    JSON.parse(games.body) as { data: { identifier: string; currencies: Record<string, { id: number }> }[] }
  ).data.find((g) => g.currencies.EUR && g.currencies.FUN);
  ids.game = game?.currencies.EUR?.id ?? 0;
  ids.identifier = game?.identifier ?? '';
  ids.tournament = (await agent.get<{ id: number }[]>('/api/tournaments')).body[0]?.id ?? 0;
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
