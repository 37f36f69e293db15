// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { PlayerAgent } from '../testing/player-agent.ts';
import { ADMIN_GIFTS_PATH } from './gift-admin-routes.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
}, 120_000);
afterAll(async () => server?.close());

const snapshot = () => databaseSnapshot(server.db!);
const admin = () => ({ authorization: `Bearer ${server.adminToken}` });

/** A signed-in new player and their id. */
async function newPlayer() {
  const agent = new PlayerAgent(server.app);
  const { player, user } = await agent.signUp();
  return { agent, id: player.id, email: user.email };
}

/** Collects what the hub publishes on one player's channels while `work` runs. */
async function publishedDuring(playerId: number, work: () => Promise<unknown>): Promise<Publication[]> {
  const seen: Publication[] = [];
  const stop = server.hub.listen((publication) => {
    if (publication.channel.endsWith(`#${playerId}`)) seen.push(publication);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}

describe('gift activation while bonuses are switched off', () => {
  it('refuses to activate a bonus, free spins or a loot box, and changes nothing', async () => {
    const { agent } = await newPlayer();
    expect((await agent.patch('/api/player/update_bonus_settings', { can_issue: false })).status).toBe(200);
    const [bonus] = (await agent.get<{ id: number }[]>('/api/player/bonuses')).body;
    const [spins] = (await agent.get<{ id: number }[]>('/api/player/freespins')).body;
    const [box] = (await agent.get<{ id: number }[]>('/api/player/lootboxes')).body;
    const before = await snapshot();
    for (const url of [
      `/api/player/bonuses/${bonus?.id}/activation`,
      `/api/player/freespins/${spins?.id}/activation`,
      `/api/player/lootboxes/${box?.id}/activation`,
    ]) {
      const refused = await agent.post<{ errors: Record<string, string[]> }>(url);
      expect(refused.status, url).toBe(422);
      expect(refused.body.errors.base).toEqual(['bonuses are disabled for your account']);
    }
    expect(await snapshot()).toBe(before);
  });

  it('activates once the player switches bonuses back on', async () => {
    const { agent } = await newPlayer();
    await agent.patch('/api/player/update_bonus_settings', { can_issue: false });
    await agent.patch('/api/player/update_bonus_settings', { can_issue: true });
    const [bonus] = (await agent.get<{ id: number }[]>('/api/player/bonuses')).body;
    const activated = await agent.post<{ stage: string }>(`/api/player/bonuses/${bonus?.id}/activation`);
    expect(activated.status).toBe(200);
    expect(activated.body.stage).toBe('handle_bets');
  });
});

describe('real-time gift changes', () => {
  it('publishes every activation and cancellation on the player’s gift channels', async () => {
    const { agent, id } = await newPlayer();
    const [bonus] = (await agent.get<{ id: number }[]>('/api/player/bonuses')).body;
    const [spins] = (await agent.get<{ id: number }[]>('/api/player/freespins')).body;
    const [box] = (await agent.get<{ id: number }[]>('/api/player/lootboxes')).body;
    const seen = await publishedDuring(id, async () => {
      await agent.post(`/api/player/bonuses/${bonus?.id}/activation`);
      await agent.delete(`/api/player/bonuses/${bonus?.id}`);
      await agent.post(`/api/player/freespins/${spins?.id}/activation`);
      await agent.post(`/api/player/lootboxes/${box?.id}/activation`);
    });
    const stages = (name: string) =>
      seen
        .filter((p) => p.channel === `${name}#${id}`)
        .map((p) => (p.data as { id: number; stage: string }).stage);
    expect(stages('bonuses_changes').slice(0, 2)).toEqual(['handle_bets', 'canceled']);
    expect(stages('freespins_changes')[0]).toBe('activated');
    expect(stages('lootboxes_changes')).toEqual(['activated']);
    // The loot box's prize is a new gift, published as issued.
    const prize = seen.filter(
      (p) =>
        (p.channel === `bonuses_changes#${id}` || p.channel === `freespins_changes#${id}`) &&
        (p.data as { stage: string }).stage === 'issued',
    );
    expect(prize).toHaveLength(1);
  });
});

describe('the admin’s gift desk', () => {
  it.each([
    ['bonus', '/api/player/bonuses', 'bonuses_changes', 'A gift from the casino'],
    ['freespins', '/api/player/freespins', 'freespins_changes', 'Gift free spins'],
    ['lootbox', '/api/player/lootboxes', 'lootboxes_changes', 'Mystery box'],
  ])('issues a %s to a player and publishes it', async (kind, list, channel, title) => {
    const { agent, id, email } = await newPlayer();
    const before = (await agent.get<unknown[]>(list)).body.length;
    const seen = await publishedDuring(id, async () => {
      const issued = await agent.post<{ kind: string; gift: { title: string; stage: string } }>(
        ADMIN_GIFTS_PATH,
        { email: email.toUpperCase(), kind },
        admin(),
      );
      expect(issued.status).toBe(201);
      expect(issued.body).toMatchObject({ kind, gift: { title, stage: 'issued' } });
    });
    expect(seen.map((p) => p.channel)).toEqual([`${channel}#${id}`]);
    expect((await agent.get<unknown[]>(list)).body).toHaveLength(before + 1);
  });

  it('needs the admin token', async () => {
    const { agent, email } = await newPlayer();
    const before = await snapshot();
    const refused = await agent.post(ADMIN_GIFTS_PATH, { email, kind: 'bonus' });
    expect(refused.status).toBe(401);
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 for an e-mail no player has, and 400 for a bad body, changing nothing', async () => {
    const agent = new PlayerAgent(server.app);
    const before = await snapshot();
    const unknown = await agent.post(
      ADMIN_GIFTS_PATH,
      { email: 'nobody@example.com', kind: 'bonus' },
      admin(),
    );
    expect(unknown.status).toBe(404);
    for (const body of [
      { email: 'a@example.com', kind: 'jackpot' },
      { email: 'a@example.com' },
      { kind: 'bonus' },
      { email: 'a@example.com', kind: 'bonus', amount: 5 },
      { email: 42, kind: 'bonus' },
    ]) {
      expect((await agent.post(ADMIN_GIFTS_PATH, body, admin())).status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('sportsbook bonuses', () => {
  it('lists none for a new player and refuses guests', async () => {
    const { agent } = await newPlayer();
    expect((await agent.get('/api/v2/bonuses')).body).toEqual([]);
    const guest = new PlayerAgent(server.app);
    expect((await guest.get('/api/v2/bonuses')).status).toBe(401);
    expect((await guest.post('/api/v2/bonuses/promo-code', { code: 'FREEBET5' })).status).toBe(401);
  });

  it('gives a bonus for a promo code once, in the player’s currency', async () => {
    const { agent } = await newPlayer();
    const given = await agent.post<{ bonus_id: string; name: string; bonus_type: string }>(
      '/api/v2/bonuses/promo-code',
      { code: ' freebet5 ' },
    );
    expect(given.status).toBe(200);
    expect(given.body).toEqual({
      bonus_id: expect.any(String),
      name: 'Risk-free bet',
      bonus_type: 'freebet_no_risk',
    });
    const list =
      await agent.get<{ type: string; name: string; status: string; valid_to: string; details: unknown }[]>(
        '/api/v2/bonuses',
      );
    expect(list.body).toEqual([
      {
        type: 'freebet_no_risk',
        name: 'Risk-free bet',
        status: 'active',
        valid_to: expect.any(String),
        details: { bonus_id: given.body.bonus_id, amount_cents: 500, currency: 'EUR' },
      },
    ]);
    expect(Date.parse(list.body[0]!.valid_to)).toBeGreaterThan(Date.now());

    const before = await snapshot();
    const again = await agent.post<{ errors: Record<string, string[]> }>('/api/v2/bonuses/promo-code', {
      code: 'FREEBET5',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['has already been used'] });
    expect(await snapshot()).toBe(before);
  });

  it('keeps each player’s sportsbook bonuses apart', async () => {
    const ann = await newPlayer();
    const bob = await newPlayer();
    await ann.agent.post('/api/v2/bonuses/promo-code', { code: 'COMBO10' });
    expect((await bob.agent.get('/api/v2/bonuses')).body).toEqual([]);
    expect((await bob.agent.post('/api/v2/bonuses/promo-code', { code: 'COMBO10' })).status).toBe(200);
  });

  it('refuses an unknown code with 422 and a bad body with 400, changing nothing', async () => {
    const { agent } = await newPlayer();
    const before = await snapshot();
    const unknown = await agent.post<{ errors: Record<string, string[]> }>('/api/v2/bonuses/promo-code', {
      code: 'NOPE',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ code: ['is invalid'] });
    for (const body of [
      {},
      { code: '' },
      { code: 5 },
      { code: 'x'.repeat(65) },
      { code: 'FREEBET5', extra: 1 },
    ]) {
      expect((await agent.post('/api/v2/bonuses/promo-code', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });
});
