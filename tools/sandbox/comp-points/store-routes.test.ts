// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_COMP_POINTS_PATH, ADMIN_SALE_PATH, SEEDED_SALE_DAYS, dmy } from './store-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const admin = () => ({ authorization: `Bearer ${server.adminToken}` });
let keys = 0;
const key = () => ({ 'idempotency-key': `store-test-${++keys}` });

async function newPlayer(currency = 'EUR') {
  const agent = new PlayerAgent(server.app);
  const { user, player } = await agent.signUp({ currency });
  return { agent, email: user.email, id: player.id };
}

async function grant(email: string, points: number) {
  return server.app.inject({
    method: 'POST',
    url: ADMIN_COMP_POINTS_PATH,
    headers: admin(),
    payload: { email, points },
  });
}

interface Balance {
  chargeable: { points: number };
}

describe('coins', () => {
  it('starts a new player at zero and the admin desk gives coins', async () => {
    const { agent, email } = await newPlayer();
    expect((await agent.get<Balance>('/api/player/comp_points')).body.chargeable.points).toBe(0);
    const granted = await grant(email, 12_000);
    expect(granted.statusCode).toBe(200);
    expect((await agent.get<Balance>('/api/player/comp_points')).body.chargeable.points).toBe(12_000);
  });

  it('guards the desk and checks its body', async () => {
    const { email } = await newPlayer();
    const anonymous = await server.app.inject({
      method: 'POST',
      url: ADMIN_COMP_POINTS_PATH,
      payload: { email, points: 10 },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const payload of [
      { email, points: 0 },
      { email, points: -5 },
      { email, points: 1.5 },
      { email, points: '10' },
      { email },
      { email, points: 10, extra: 1 },
    ]) {
      const refused = await server.app.inject({
        method: 'POST',
        url: ADMIN_COMP_POINTS_PATH,
        headers: admin(),
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await grant('nobody@example.com', 10)).statusCode).toBe(404);
  });
});

describe('rates', () => {
  it('lists the cards of each type, money priced per currency, for guests too', async () => {
    const guest = new PlayerAgent(server.app);
    const money = await guest.get<{ group: string; rates: { currency: string; points: number }[] }[]>(
      '/api/comp_points/rates/money',
    );
    expect(money.status).toBe(200);
    expect(money.body.length).toBeGreaterThan(0);
    const currencies = money.body[0]?.rates.map((rate) => rate.currency) ?? [];
    expect(currencies).toEqual(expect.arrayContaining(['EUR', 'CAD']));
    const spins = await guest.get<{ group: string; rate: { points: number; freespins_count: number } }[]>(
      '/api/comp_points/rates/freespins',
    );
    expect(spins.body.some((card) => card.group.startsWith('sale'))).toBe(true);
    expect(spins.body.every((card) => card.rate.freespins_count > 0)).toBe(true);
    expect((await guest.get('/api/comp_points/rates/lootboxes')).status).toBe(200);
    expect((await guest.get('/api/comp_points/rates/nothing')).status).toBe(404);
  });
});

describe('exchange', () => {
  it('debits coins and credits free spins the gifts list shows', async () => {
    const { agent, email } = await newPlayer();
    await grant(email, 5_000);
    const [card] = (
      await agent.get<{ group: string; rate: { points: number; freespins_count: number } }[]>(
        '/api/comp_points/rates/freespins',
      )
    ).body;
    if (!card) throw new Error('no free-spins card');
    const before = (await agent.get<unknown[]>('/api/player/freespins')).body.length;
    const exchanged = await agent.post<{ success: boolean; quantity: number; comp_points: Balance }>(
      '/api/comp_points/exchange/freespins',
      { exchange: { points: card.rate.points * 2, group: card.group, currency: 'EUR' } },
      key(),
    );
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.quantity).toBe(2);
    expect(exchanged.body.comp_points.chargeable.points).toBe(5_000 - card.rate.points * 2);
    const spins = (await agent.get<{ freespins_total: number; title: string }[]>('/api/player/freespins'))
      .body;
    expect(spins.length).toBe(before + 1);
    expect(spins.some((gift) => gift.freespins_total === card.rate.freespins_count * 2)).toBe(true);
  });

  it('pays a money reward in the player currency as a wagered bonus', async () => {
    const { agent, email } = await newPlayer('CAD');
    const cards = (
      await agent.get<{ group: string; wager: number; rates: { currency: string; points: number }[] }[]>(
        '/api/comp_points/rates/money',
      )
    ).body;
    const card = cards.find((candidate) => !candidate.group.startsWith('sale'));
    const rate = card?.rates.find((candidate) => candidate.currency === 'CAD');
    if (!card || !rate) throw new Error('no CAD money card');
    await grant(email, rate.points);
    const bonusesBefore = (await agent.get<unknown[]>('/api/player/bonuses')).body.length;
    const exchanged = await agent.post(
      '/api/comp_points/exchange/money',
      { exchange: { points: rate.points, group: card.group, currency: 'CAD' } },
      key(),
    );
    expect(exchanged.status).toBe(200);
    const bonuses = (await agent.get<{ currency: string }[]>('/api/player/bonuses')).body;
    expect(bonuses.length).toBe(bonusesBefore + 1);
    expect((await agent.get<Balance>('/api/player/comp_points')).body.chargeable.points).toBe(0);
  });

  it('refuses a shortage, a foreign group, a bad body and a guest, with no 500', async () => {
    const { agent, email } = await newPlayer();
    await grant(email, 100);
    const shortage = await agent.post(
      '/api/comp_points/exchange/freespins',
      { exchange: { points: 800, group: 'freespins_10', currency: 'EUR' } },
      key(),
    );
    expect(shortage.status).toBe(422);
    const foreign = await agent.post(
      '/api/comp_points/exchange/freespins',
      { exchange: { points: 100, group: 'money_s', currency: 'EUR' } },
      key(),
    );
    expect(foreign.status).toBe(422);
    for (const body of [
      {},
      { exchange: { points: -1, group: 'freespins_10' } },
      { exchange: { points: 'a', group: 'freespins_10' } },
      { exchange: { points: 800, group: 'freespins_10', extra: true } },
      { exchange: { points: 800 } },
    ]) {
      const refused = await agent.post('/api/comp_points/exchange/freespins', body, key());
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await agent.get<Balance>('/api/player/comp_points')).body.chargeable.points).toBe(100);
    const guest = new PlayerAgent(server.app);
    const anonymous = await guest.post(
      '/api/comp_points/exchange/freespins',
      { exchange: { points: 800, group: 'freespins_10', currency: 'EUR' } },
      key(),
    );
    expect(anonymous.status).toBe(401);
  });

  it('asks a player with bonuses switched off to switch them on first', async () => {
    const { agent, email } = await newPlayer();
    await grant(email, 800);
    await agent.patch('/api/player/update_bonus_settings', { can_issue: false });
    const body = { exchange: { points: 800, group: 'freespins_10', currency: 'EUR' } };
    expect((await agent.post('/api/comp_points/exchange/freespins', body, key())).status).toBe(422);
    await agent.patch('/api/player/update_bonus_settings', { can_issue: true });
    expect((await agent.post('/api/comp_points/exchange/freespins', body, key())).status).toBe(200);
  });
});

describe('sale', () => {
  const today = () => Math.floor(Date.now() / 86_400_000) * 86_400_000;

  it('runs a seeded sale, ends and starts it from the admin desk', async () => {
    const guest = new PlayerAgent(server.app);
    const sale = await guest.get<{ endDate: string; cards: Record<string, unknown> }>('/api/fe/config/sale');
    expect(sale.status).toBe(200);
    expect(sale.body.endDate).toBe(dmy(today() + SEEDED_SALE_DAYS * 86_400_000));
    expect(Object.keys(sale.body.cards).length).toBeGreaterThan(0);

    const ended = await server.app.inject({
      method: 'POST',
      url: ADMIN_SALE_PATH,
      headers: admin(),
      payload: { active: false },
    });
    expect(ended.statusCode).toBe(200);
    expect((await guest.get<{ endDate: string }>('/api-fe/config/sale')).body.endDate).toBe(dmy(today()));

    const started = await server.app.inject({
      method: 'POST',
      url: ADMIN_SALE_PATH,
      headers: admin(),
      payload: { active: true, days: 3 },
    });
    expect(started.statusCode).toBe(200);
    expect((await guest.get<{ endDate: string }>('/api/fe/config/sale')).body.endDate).toBe(
      dmy(today() + 3 * 86_400_000),
    );
    // The other documents still come from the generic config route.
    expect((await guest.get('/api/fe/config/rocket-mart')).status).toBe(200);
  });

  it('checks the sale desk body and token', async () => {
    for (const payload of [{}, { active: 'yes' }, { active: true, days: 0 }, { active: true, more: 1 }]) {
      const refused = await server.app.inject({
        method: 'POST',
        url: ADMIN_SALE_PATH,
        headers: admin(),
        payload,
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const anonymous = await server.app.inject({
      method: 'POST',
      url: ADMIN_SALE_PATH,
      payload: { active: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('dmy', () => {
  it('writes a UTC day as DD/MM/YYYY', () => {
    expect(dmy(Date.UTC(2026, 0, 5, 23, 59))).toBe('05/01/2026');
  });
});
