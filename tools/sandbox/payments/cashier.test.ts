// @vitest-environment node
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCatalog } from '../catalog/catalog.ts';
import { openDatabase } from '../db/database.ts';
import { RealtimeHub, type Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';
import { move, realMoney } from '../wallet/wallet.ts';
import { Cashier, DEFAULT_CASHOUT_DELAY_MS, parseCashoutDelay } from './cashier.ts';
import { ADMIN_CASHOUTS_PATH, formatMinor } from './cashier-routes.ts';

type Payment = { id: number; state: string; recallable: boolean; success: boolean };
type Account = { currency: string; amount_cents: number };

const servers = new Map<string, Promise<{ server: SandboxServer; publications: Publication[] }>>();
/** One sandbox per cash-out delay, shared by the tests that use it. */
function sandbox(cashoutDelayMs: number | null) {
  const key = String(cashoutDelayMs);
  let found = servers.get(key);
  if (!found) {
    found = buildServer({ memory: true, cashoutDelayMs }).then((server) => {
      const publications: Publication[] = [];
      server.hub.listen((publication) => publications.push(publication));
      return { server, publications };
    });
    servers.set(key, found);
  }
  return found;
}
afterAll(async () => {
  for (const found of servers.values()) await (await found).server.close();
}, 30_000);

async function fundedPlayer(server: SandboxServer, amountCents = 10_000) {
  const agent = new PlayerAgent(server.app);
  const { player } = await agent.signUp();
  await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
  const deposit = await agent.post('/api/sandbox-payments/deposit', {
    method: 'card-eur',
    amount_cents: amountCents,
    currency: 'EUR',
    fields: TEST_CARD,
  });
  expect(deposit.status).toBe(201);
  return { agent, id: player.id, email: player.email };
}

const cashout = (agent: PlayerAgent, amountCents: number) =>
  agent.post<{ payment: Payment; balance: Account }>('/api/sandbox-payments/cashout', {
    method: 'card-eur',
    amount_cents: amountCents,
    currency: 'EUR',
    fields: TEST_CARD,
  });

const balance = async (agent: PlayerAgent) =>
  (await agent.get<Account[]>('/api/player/accounts')).body[0]?.amount_cents;
const history = async (agent: PlayerAgent) =>
  (await agent.get<(Payment & { action: string })[]>('/api/player/payments')).body.map(
    (payment) => `${payment.action}:${payment.state}`,
  );

describe('SANDBOX_CASHOUT_DELAY_MS', () => {
  it('is 30 s by default, 0 for at once, "manual" for by hand only, and refuses anything else', () => {
    expect(parseCashoutDelay(undefined)).toBe(DEFAULT_CASHOUT_DELAY_MS);
    expect(parseCashoutDelay('')).toBe(30_000);
    expect(parseCashoutDelay('0')).toBe(0);
    expect(parseCashoutDelay('1500')).toBe(1_500);
    expect(parseCashoutDelay('manual')).toBeNull();
    expect(() => parseCashoutDelay('-1')).toThrow(/SANDBOX_CASHOUT_DELAY_MS/);
    expect(() => parseCashoutDelay('soon')).toThrow(/SANDBOX_CASHOUT_DELAY_MS/);
  });
});

describe('the cashier', () => {
  it('approves a pending cash-out after the delay and tells the client', async () => {
    const { server, publications } = await sandbox(150);
    const { agent, id } = await fundedPlayer(server);
    const made = await cashout(agent, 4_000);
    expect(made.status).toBe(201);
    expect(made.body.payment).toMatchObject({ state: 'pending', recallable: true, success: false });
    expect(await history(agent)).toEqual(['cashout:pending', 'deposit:succeeded']);

    await vi.waitFor(
      () =>
        expect(publications).toContainEqual({
          channel: `payments_changes#${id}`,
          data: expect.objectContaining({ id: made.body.payment.id, success: true, recallable: false }),
        }),
      { timeout: 5_000 },
    );
    const approval = publications.findIndex(
      (p) =>
        p.channel === `payments_changes#${id}` &&
        (p.data as Payment).id === made.body.payment.id &&
        (p.data as Payment).success,
    );
    expect(publications[approval + 1]).toEqual({
      channel: `balance#${id}`,
      data: expect.objectContaining({ currency: 'EUR', amount_cents: 6_000 }),
    });
    expect(await history(agent)).toEqual(['cashout:succeeded', 'deposit:succeeded']);
    expect(await balance(agent)).toBe(6_000);
    const recall = await agent.post(`/api/player/payments/${made.body.payment.id}/recall`);
    expect(recall.status).toBe(422);
    expect(await balance(agent)).toBe(6_000);
  });

  it('never approves a cash-out the player recalled first', async () => {
    const { server, publications } = await sandbox(150);
    const { agent, id } = await fundedPlayer(server);
    const made = await cashout(agent, 2_500);
    const recall = await agent.post<Payment>(`/api/player/payments/${made.body.payment.id}/recall`);
    expect(recall.body.state).toBe('recalled');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await history(agent)).toEqual(['cashout:recalled', 'deposit:succeeded']);
    expect(await balance(agent)).toBe(10_000);
    expect(
      publications.filter((p) => p.channel === `payments_changes#${id}` && (p.data as Payment).success),
    ).toHaveLength(1); // the deposit only
  });

  it('pays out at once with no delay: the cash-out is never pending', async () => {
    const { server } = await sandbox(0);
    const { agent } = await fundedPlayer(server);
    const made = await cashout(agent, 3_000);
    expect(made.status).toBe(201);
    expect(made.body.payment).toMatchObject({ state: 'succeeded', recallable: false, success: true });
    expect(made.body.balance.amount_cents).toBe(7_000);
    expect(await history(agent)).toEqual(['cashout:succeeded', 'deposit:succeeded']);
  });
});

describe('the cashier on the admin page', () => {
  /** The sandbox's tools need its admin token. */
  const admin = (server: SandboxServer) => ({ authorization: `Bearer ${server.adminToken}` });

  it('lists pending cash-outs, approves one and declines another, giving that money back', async () => {
    const { server, publications } = await sandbox(null);
    const { agent, id, email } = await fundedPlayer(server);
    const first = (await cashout(agent, 4_000)).body.payment;
    const second = (await cashout(agent, 2_500)).body.payment;
    expect(await balance(agent)).toBe(3_500);

    const listed = await server.app.inject({ url: ADMIN_CASHOUTS_PATH, headers: admin(server) });
    const mine = listed.json<{ id: number }[]>().filter((row) => [first.id, second.id].includes(row.id));
    expect(mine).toEqual([
      expect.objectContaining({ id: first.id, email, amount_cents: 4_000, amount: '40.00', currency: 'EUR' }),
      expect.objectContaining({
        id: second.id,
        email,
        amount: '25.00',
        method: 'card-eur',
        approves_at: null,
      }),
    ]);

    const approve = await server.app.inject({
      method: 'POST',
      url: `${ADMIN_CASHOUTS_PATH}/${first.id}/approve`,
      headers: admin(server),
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: first.id, state: 'succeeded', success: true });
    const decline = await server.app.inject({
      method: 'POST',
      url: `${ADMIN_CASHOUTS_PATH}/${second.id}/decline`,
      headers: admin(server),
    });
    expect(decline.statusCode).toBe(200);
    expect(decline.json()).toMatchObject({
      id: second.id,
      state: 'rejected',
      success: false,
      recallable: false,
    });

    expect(await balance(agent)).toBe(6_000);
    expect(await history(agent)).toEqual(['cashout:rejected', 'cashout:succeeded', 'deposit:succeeded']);
    expect(publications.at(-1)).toEqual({
      channel: `balance#${id}`,
      data: expect.objectContaining({ amount_cents: 6_000 }),
    });
    const after = (await server.app.inject({ url: ADMIN_CASHOUTS_PATH, headers: admin(server) })).json<
      { id: number }[]
    >();
    expect(after.map((row) => row.id)).not.toContain(first.id);
    expect(after.map((row) => row.id)).not.toContain(second.id);
  });

  it('refuses to act twice (422) or on an unknown payment (404), changing nothing', async () => {
    const { server } = await sandbox(null);
    const { agent } = await fundedPlayer(server);
    const made = (await cashout(agent, 2_000)).body.payment;
    const url = (id: number, action: string) => `${ADMIN_CASHOUTS_PATH}/${id}/${action}`;
    expect(
      (await server.app.inject({ method: 'POST', headers: admin(server), url: url(made.id, 'decline') }))
        .statusCode,
    ).toBe(200);
    const again = await server.app.inject({
      method: 'POST',
      headers: admin(server),
      url: url(made.id, 'approve'),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: 'unprocessable_entity', errors: { id: ['is not pending'] } });
    expect(
      (await server.app.inject({ method: 'POST', headers: admin(server), url: url(made.id, 'decline') }))
        .statusCode,
    ).toBe(422);
    expect(
      (await server.app.inject({ method: 'POST', headers: admin(server), url: url(999_999, 'approve') }))
        .statusCode,
    ).toBe(404);
    expect(await balance(agent)).toBe(10_000);
    expect(await history(agent)).toEqual(['cashout:rejected', 'deposit:succeeded']);
  });

  it('shows the pending withdrawals table on /sandbox/admin', async () => {
    const { server } = await sandbox(null);
    const page = await server.app.inject({ url: '/sandbox/admin', headers: admin(server) });
    const window = new Window();
    const document = new window.DOMParser().parseFromString(page.body, 'text/html');
    expect(document.querySelector('#cashier-title')?.textContent).toBe('Pending withdrawals');
    expect([...document.querySelectorAll('#cashouts th')].map((th) => th.textContent)).toEqual([
      '#',
      'Player',
      'Amount',
      'Method',
      'Requested',
      'Auto-approval',
      'Action',
    ]);
    expect(page.body).toContain(`const cashoutsPath = "${ADMIN_CASHOUTS_PATH}"`);
  });
});

describe('Cashier.resume', () => {
  it('approves, after a restart, the cash-outs whose delay ran out meanwhile', async () => {
    const db = await openDatabase();
    const hub = new RealtimeHub('resume-secret');
    const published: Publication[] = [];
    hub.listen((publication) => published.push(publication));
    try {
      const player = await db.query<{ id: number }>(
        `INSERT INTO players (email, password_hash, currency) VALUES ('r@example.com', 'x', 'EUR') RETURNING id`,
      );
      const playerId = player.rows[0]!.id;
      await db.transaction((tx) => move(tx, realMoney(playerId, 'EUR', 'deposit', 5_000)));
      const payment = await db.query<{ id: number }>(
        `INSERT INTO payments (player_id, action, state, amount_cents, currency, method, created_at)
         VALUES ($1, 'cashout', 'pending', 2000, 'EUR', 'card-eur', now() - interval '1 hour') RETURNING id`,
        [playerId],
      );
      const methods = createCatalog().paymentMethods;
      const log = { error: vi.fn() } as never;
      const cashier = new Cashier({ db, hub, methods, delayMs: 60_000, log });
      await cashier.resume();
      await vi.waitFor(
        async () => {
          const row = await db.query<{ state: string }>('SELECT state FROM payments WHERE id = $1', [
            payment.rows[0]!.id,
          ]);
          expect(row.rows[0]?.state).toBe('succeeded');
        },
        { timeout: 5_000 },
      );
      expect(published.map((p) => p.channel)).toEqual([
        `payments_changes#${playerId}`,
        `balance#${playerId}`,
      ]);
      await cashier.close();
    } finally {
      await db.close();
    }
  });
});

describe('formatMinor', () => {
  it('writes minor units with the currency decimals', () => {
    expect(formatMinor(5_000, 'EUR')).toBe('50.00');
    expect(formatMinor(150_000, 'BTC')).toBe('0.00150000');
    expect(formatMinor(1_200, 'JPY')).toBe('1200');
  });
});

describe('a deposit the provider cancels', () => {
  const admin = (server: SandboxServer) => ({ authorization: `Bearer ${server.adminToken}` });
  const cancel = async (server: SandboxServer, id: number, headers: Record<string, string> = admin(server)) =>
    server.app.inject({ method: 'POST', url: `/sandbox/admin/deposits/${id}/cancel`, headers });

  it('is canceled, finished now, its money taken back and the player told at once', async () => {
    const { server, publications } = await sandbox(null);
    const { agent, id: playerId } = await fundedPlayer(server);
    const [deposit] = (await agent.get<Payment[]>('/api/player/payments')).body;
    publications.length = 0;
    const answer = await cancel(server, deposit!.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: deposit!.id, state: 'canceled', success: false });
    expect(await balance(agent)).toBe(0);
    expect(await history(agent)).toEqual(['deposit:canceled']);
    expect(publications.map((publication) => publication.channel)).toEqual([
      `payments_changes#${playerId}`,
      `balance#${playerId}`,
    ]);
  });

  it('is refused twice, for a played deposit, an unknown one, and without the admin token', async () => {
    const { server } = await sandbox(null);
    const { agent } = await fundedPlayer(server);
    const [deposit] = (await agent.get<Payment[]>('/api/player/payments')).body;
    expect((await cancel(server, deposit!.id, {})).statusCode).toBe(401);
    expect((await cashout(agent, 4_000)).status).toBe(201);
    expect((await cancel(server, deposit!.id)).statusCode).toBe(422);
    expect((await cancel(server, 999_999)).statusCode).toBe(404);
    const second = await fundedPlayer(server);
    const [fresh] = (await second.agent.get<Payment[]>('/api/player/payments')).body;
    expect((await cancel(server, fresh!.id)).statusCode).toBe(200);
    expect((await cancel(server, fresh!.id)).statusCode).toBe(422);
  });
});
