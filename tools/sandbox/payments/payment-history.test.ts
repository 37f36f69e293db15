// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';

type Payment = { id: number; action: string; state: string; amount_cents: number; recallable: boolean };
type Page = { data: Payment[]; pagination: { page: number; per_page: number; total_count: number } };

let server: SandboxServer;
beforeAll(async () => {
  // Cash-outs stay pending until the cashier acts by hand.
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const pay = (agent: PlayerAgent, action: 'deposit' | 'cashout', amountCents: number) =>
  agent.post(`/api/sandbox-payments/${action}`, {
    method: 'card-eur',
    amount_cents: amountCents,
    currency: 'EUR',
    fields: TEST_CARD,
  });

/** A player with deposits of 10, 20 and 30 EUR and a pending withdrawal of 25 EUR, in that order. */
async function playerWithPayments() {
  const agent = new PlayerAgent(server.app);
  await agent.signUp();
  await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
  for (const amount of [1_000, 2_000, 3_000]) expect((await pay(agent, 'deposit', amount)).status).toBe(201);
  expect((await pay(agent, 'cashout', 2_500)).status).toBe(201);
  return agent;
}

const page = (agent: PlayerAgent, body: Record<string, unknown>) =>
  agent.post<Page>('/api/player/payments/with_pages', body);

describe('POST /api/player/payments/with_pages', () => {
  it('pages the history newest first and counts every payment', async () => {
    const agent = await playerWithPayments();
    const first = await page(agent, { page: 1, page_size: 3 });
    expect(first.status).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, per_page: 3, total_count: 4 });
    expect(first.body.data.map((p) => `${p.action}:${p.amount_cents}:${p.state}`)).toEqual([
      'cashout:2500:pending',
      'deposit:3000:succeeded',
      'deposit:2000:succeeded',
    ]);
    expect(first.body.data[0]?.recallable).toBe(true);
    const second = await page(agent, { page: 2, page_size: 3 });
    expect(second.body.data.map((p) => p.amount_cents)).toEqual([1_000]);
    expect(second.body.pagination).toEqual({ page: 2, per_page: 3, total_count: 4 });
    // A page past the end is empty, with the count that tells where the end is.
    const past = await page(agent, { page: 5, page_size: 3 });
    expect(past.body).toEqual({ data: [], pagination: { page: 5, per_page: 3, total_count: 4 } });
  });

  it('shows a recalled withdrawal as recalled, no longer recallable', async () => {
    const agent = await playerWithPayments();
    const [pending] = (await page(agent, { page: 1, page_size: 1 })).body.data;
    const recall = await agent.post(`/api/player/payments/${pending!.id}/recall`, undefined, {
      'idempotency-key': crypto.randomUUID(),
    });
    expect(recall.status).toBe(200);
    const [after] = (await page(agent, { page: 1, page_size: 1 })).body.data;
    expect(after).toMatchObject({ id: pending!.id, state: 'recalled', recallable: false });
  });

  it('filters by action', async () => {
    const agent = await playerWithPayments();
    const cashouts = await page(agent, { page: 1, page_size: 10, filter: { type: 'cashout' } });
    expect(cashouts.body.data.map((p) => p.action)).toEqual(['cashout']);
    expect(cashouts.body.pagination.total_count).toBe(1);
  });

  it('shows a player only their own payments, and a guest none', async () => {
    await playerWithPayments();
    const other = new PlayerAgent(server.app);
    await other.signUp();
    expect((await page(other, { page: 1, page_size: 10 })).body).toEqual({
      data: [],
      pagination: { page: 1, per_page: 10, total_count: 0 },
    });
    expect((await page(new PlayerAgent(server.app), { page: 1 })).status).toBe(401);
  });

  it.each([
    ['page 0', { page: 0 }],
    ['a page size over 100', { page: 1, page_size: 101 }],
    ['a page given as text', { page: '2' }],
    ['an unknown field', { page: 1, sort: 'id' }],
  ])('refuses %s with 400', async (_label, body) => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp();
    const answer = await page(agent, body);
    expect(answer.status).toBe(400);
  });
});
