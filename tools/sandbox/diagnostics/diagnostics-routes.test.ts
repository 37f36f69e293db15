// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_DIAGNOSTICS_PATH } from './diagnostics-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const admin = () => ({ authorization: `Bearer ${server.adminToken}` });

interface Recorded {
  id: number;
  kind: string;
  player_id: number | null;
  body: unknown;
}

/** The bodies a sink recorded after `after` (the admin read-out). */
async function recorded(kind: string, after = 0): Promise<Recorded[]> {
  const agent = new PlayerAgent(server.app);
  const answer = await agent.get<Recorded[]>(
    `${ADMIN_DIAGNOSTICS_PATH}?kind=${kind}&after=${after}`,
    admin(),
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function lastId(): Promise<number> {
  const rows = await server.db!.query<{ id: number | null }>('SELECT max(id) AS id FROM diagnostics');
  return rows.rows[0]?.id ?? 0;
}

describe('UTM logging', () => {
  it('records the UTM keys of a landing and of a registration, on both paths', async () => {
    const before = await lastId();
    const agent = new PlayerAgent(server.app);
    const utmMetrics = { utm_source: 'newsletter', utm_campaign: 'spring', sub_id: '42' };
    expect((await agent.post('/log_utm_set', { utmMetrics })).status).toBe(204);
    expect((await agent.post('/api-fe/log_utm_send', { utmMetrics })).status).toBe(204);
    expect((await recorded('utm-set', before)).map((row) => row.body)).toEqual([{ utmMetrics }]);
    expect((await recorded('utm-send', before)).map((row) => row.body)).toEqual([{ utmMetrics }]);
  });

  it.each([
    ['no metrics', {}],
    ['empty metrics', { utmMetrics: {} }],
    ['an unknown key', { utmMetrics: { utm_source: 'a', gclid: 'x' } }],
    ['a number', { utmMetrics: { utm_source: 5 } }],
    ['an overlong value', { utmMetrics: { utm_source: 'x'.repeat(2001) } }],
  ])('refuses a body with %s and records nothing', async (_case, body) => {
    const before = await lastId();
    const answer = await new PlayerAgent(server.app).post('/log_utm_set', body);
    expect(answer.status).toBe(400);
    expect(await lastId()).toBe(before);
  });
});

describe('the fraud check before a payment', () => {
  it("records a player's transaction with the player's id and approves it", async () => {
    const agent = new PlayerAgent(server.app);
    const { player } = await agent.signUp();
    const before = await lastId();
    const body = {
      type: 'transaction',
      country: 'CA',
      first_name: null,
      last_name: null,
      email: player.email,
      dfpc: null,
      card: { bin: '411111', last4: '1111', expiry: '12/30', holder: 'A B' },
      amount_cents: 5000,
      currency: 'EUR',
      payment_system: 'card',
      custom_player_status: 'rising-star',
    };
    const answer = await agent.post('/api/users/transaction', body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'approved' });
    const rows = await recorded('fraud-transaction', before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player_id: player.id, body });
  });

  it.each([
    ['no type', { amount_cents: 100 }],
    ['an unknown type', { type: 'refund' }],
    ['a negative amount', { type: 'payout', amount_cents: -1 }],
    ['a full card number', { type: 'transaction', card: { number: '4111111111111111' } }],
  ])('refuses a transaction with %s', async (_case, body) => {
    const before = await lastId();
    const answer = await new PlayerAgent(server.app).post('/api/users/transaction', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_request' });
    expect(await lastId()).toBe(before);
  });
});

describe('analytics steps, performance and validation reports', () => {
  it('records a batch of analytics steps sent to the client log', async () => {
    const before = await lastId();
    const step = (message: string) => ({
      label: 'analytics',
      level_name: 'INFO',
      datetime: new Date().toISOString(),
      message,
      context: { flow: 'sign-up', step: message.split('.')[1], path: '/registration' },
    });
    const batch = [step('sign-up.opened'), step('sign-up.submitted')];
    expect((await new PlayerAgent(server.app).put('/log', batch)).status).toBe(204);
    expect((await recorded('log', before)).map((row) => row.body)).toEqual([batch]);
  });

  it('records the page timing and the network report, and refuses negative or unknown metrics', async () => {
    const before = await lastId();
    const agent = new PlayerAgent(server.app);
    const timing = { path: '/', navigationType: 'navigate', metrics: { ttfb: 80, fcp: 400, cls: 0.01 } };
    expect((await agent.put('/performance', timing)).status).toBe(204);
    const network = { rtt: 50, downlink: 10, effectiveType: '4g', saveData: false };
    expect((await agent.put('/network-performance', network)).status).toBe(204);
    expect((await recorded('performance', before)).map((row) => row.body)).toEqual([timing]);
    expect((await recorded('network-performance', before)).map((row) => row.body)).toEqual([network]);

    const after = await lastId();
    expect((await agent.put('/performance', { metrics: { ttfb: -1 } })).status).toBe(400);
    expect((await agent.put('/performance', { metrics: { fid: 3 } })).status).toBe(400);
    expect((await agent.put('/network-performance', { rtt: 'fast' })).status).toBe(400);
    expect(await lastId()).toBe(after);
  });

  it('records the validation errors of a configuration document', async () => {
    const before = await lastId();
    const body = {
      side: 'frontEnd',
      component: 'banners-config',
      errors: [{ key: '/banners/0', firstMessage: 'must have required property url' }],
    };
    expect((await new PlayerAgent(server.app).put('/metrics-errors-validation', body)).status).toBe(204);
    expect((await recorded('validation', before)).map((row) => row.body)).toEqual([body]);
    const refused = await new PlayerAgent(server.app).put('/metrics-errors-validation', {
      ...body,
      side: 'sideways',
    });
    expect(refused.status).toBe(400);
  });
});

describe('the admin read-out', () => {
  it('needs the admin token', async () => {
    const answer = await new PlayerAgent(server.app).get(ADMIN_DIAGNOSTICS_PATH);
    expect(answer.status).toBe(401);
  });

  it('refuses an unknown kind or a bad cursor', async () => {
    const agent = new PlayerAgent(server.app);
    expect((await agent.get(`${ADMIN_DIAGNOSTICS_PATH}?kind=secrets`, admin())).status).toBe(400);
    expect((await agent.get(`${ADMIN_DIAGNOSTICS_PATH}?after=-1`, admin())).status).toBe(400);
  });
});
