// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, mailsTo, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';
import { totpCode } from '../auth/totp.ts';
import { PlayerCache } from './player-cache.ts';

describe('PlayerCache', () => {
  let db: Database;
  const ids: number[] = [];
  beforeAll(async () => {
    db = await openDatabase();
    for (const email of ['a@example.com', 'b@example.com']) {
      const row = await db.query<{ id: number }>(
        `INSERT INTO players (email, password_hash, currency) VALUES ($1, 'x', 'EUR') RETURNING id`,
        [email],
      );
      ids.push(row.rows[0]!.id);
    }
    await db.query(`INSERT INTO sessions (token, player_id) VALUES ('token-a', $1)`, [ids[0]]);
  }, 60_000);
  afterAll(async () => db?.close());

  const [a, b] = [0, 1];
  const counted = (value: unknown) => {
    const load = async () => {
      load.calls += 1;
      return value;
    };
    load.calls = 0;
    return load;
  };

  it('answers repeated reads from memory', async () => {
    const cache = new PlayerCache(db);
    const load = counted({ id: 1 });
    expect(await cache.playerJson(ids[a]!, load)).toBe('{"id":1}');
    expect(await cache.playerJson(ids[a]!, load)).toBe('{"id":1}');
    expect(load.calls).toBe(1);
    cache.close();
  });

  it.each([
    ['players', `UPDATE players SET nickname = 'changed' WHERE id = $1`],
    ['subscriptions', `INSERT INTO subscriptions (player_id, receive_promos) VALUES ($1, TRUE)`],
    ['comp_points', `INSERT INTO comp_points (player_id, persistent) VALUES ($1, 5)`],
    [
      'user_limits',
      `INSERT INTO user_limits (player_id, type, period, status, currency, amount_cents)
       VALUES ($1, 'session', 'day', 'active', 'EUR', 60)`,
    ],
    ['sessions', `INSERT INTO sessions (token, player_id) VALUES ('other-' || $1::int, $1::int)`],
  ])('forgets a player when their %s change, and only that player', async (_table, sql) => {
    const cache = new PlayerCache(db);
    const loadA = counted({ who: 'a' });
    const loadB = counted({ who: 'b' });
    const session = counted({ playerId: ids[a], endsAt: null });
    await cache.playerJson(ids[a]!, loadA);
    await cache.playerJson(ids[b]!, loadB);
    await cache.session('token-a', session as never);
    await db.query(sql, [ids[a]]);
    await cache.playerJson(ids[a]!, loadA);
    await cache.playerJson(ids[b]!, loadB);
    await cache.session('token-a', session as never);
    expect([loadA.calls, loadB.calls, session.calls]).toEqual([2, 1, 2]);
    cache.close();
  });

  it('forgets on commit, inside a transaction, and not for a rolled-back one', async () => {
    const cache = new PlayerCache(db);
    const load = counted({});
    await cache.playerJson(ids[b]!, load);
    await db
      .transaction(async (tx) => {
        await tx.query(`UPDATE players SET nickname = 'never' WHERE id = $1`, [ids[b]]);
        await tx.rollback();
      })
      .catch(() => undefined);
    await cache.playerJson(ids[b]!, load);
    expect(load.calls).toBe(1);
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE players SET nickname = 'kept' WHERE id = $1`, [ids[b]]);
    });
    await cache.playerJson(ids[b]!, load);
    expect(load.calls).toBe(2);
    cache.close();
  });

  it('does not keep a read that a change overtook, so the next read sees the change', async () => {
    const cache = new PlayerCache(db);
    let calls = 0;
    const load = async () => {
      calls += 1;
      const row = await db.query<{ nickname: string }>('SELECT nickname FROM players WHERE id = $1', [
        ids[a],
      ]);
      // The change commits after this read and before the cache would store it.
      if (calls === 1) await db.query(`UPDATE players SET nickname = 'newer' WHERE id = $1`, [ids[a]]);
      return row.rows[0];
    };
    await db.query(`UPDATE players SET nickname = 'older' WHERE id = $1`, [ids[a]]);
    expect(await cache.playerJson(ids[a]!, load)).toBe('{"nickname":"older"}');
    expect(await cache.playerJson(ids[a]!, load)).toBe('{"nickname":"newer"}');
    expect(calls).toBe(2);
    cache.close();
  });

  it('keeps neither unknown tokens nor more entries than its limit', async () => {
    const cache = new PlayerCache(db, 2);
    const missing = counted(null);
    await cache.session('forged', missing as never);
    await cache.session('forged', missing as never);
    expect(missing.calls).toBe(2);
    const loads = [counted('1'), counted('2'), counted('3')];
    for (const [i, load] of loads.entries()) await cache.playerJson(1000 + i, load);
    await cache.playerJson(1000, loads[0]!);
    expect(loads[0]!.calls).toBe(2);
    await cache.playerJson(1002, loads[2]!);
    expect(loads[2]!.calls).toBe(1);
    cache.close();
  });
});

describe('GET /api/player and sessions never answer stale data after a write', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await buildServer({ memory: true, cashoutDelayMs: null });
  }, 120_000);
  afterAll(async () => server?.close());

  type Player = Record<string, unknown> & { id: number; statuses: { id: number | string }[] };

  async function newPlayer() {
    const agent = new PlayerAgent(server.app);
    const { user, player } = await agent.signUp();
    return { agent, cookie: agent.cookieHeader(), id: player.id, email: user.email, password: user.password };
  }

  /** Reads the player (filling the cache), writes, and answers the player read right after. */
  async function afterWrite(agent: PlayerAgent, write: () => Promise<{ status: number }>) {
    expect((await agent.get('/api/player')).status).toBe(200);
    expect((await agent.get('/api/player')).status).toBe(200);
    const written = await write();
    expect(written.status).toBeLessThan(300);
    return (await agent.get<Player>('/api/player')).body;
  }

  it('shows every profile, subscription, group, wallet, locale and bonus setting change at once', async () => {
    const { agent } = await newPlayer();
    const steps: [() => Promise<{ status: number }>, (player: Player) => void][] = [
      [
        () => agent.patch('/api/player', { player: { nickname: 'Cached', city: 'Tallinn' } }),
        (p) => expect(p).toMatchObject({ nickname: 'Cached', city: 'Tallinn' }),
      ],
      [
        () => agent.put('/api/subscriptions', { subscription_params: { receive_sms_promos: true } }),
        (p) => expect(p.receive_sms_promos).toBe(true),
      ],
      [
        () => agent.post('/api/player/groups', { groups: { add: [543] } }),
        (p) => expect(p.statuses.map((status) => status.id)).toContain(543),
      ],
      [() => agent.post('/api/player/accounts', { currency: 'USD' }), (p) => expect(p.currency).toBe('USD')],
      [
        () => agent.patch('/api/player/update_locale', { locale: 'de' }),
        (p) => expect(p.language).toBe('de'),
      ],
      [
        () => agent.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'SPRING' }),
        (p) => expect(p.deposit_bonus_code).toBe('SPRING'),
      ],
      [() => agent.delete('/api/player/clear_bonus_code'), (p) => expect(p.deposit_bonus_code).toBeNull()],
      [
        () => agent.patch('/api/player/update_bonus_settings', { can_issue: false }),
        (p) => expect(p.can_issue_bonuses).toBe(false),
      ],
      [
        async () => {
          const { secret } = (await agent.post<{ secret: string }>('/api/users/two_factor')).body;
          const otp_attempt = totpCode(secret, Date.now());
          return agent.post('/api/users/two_factor/confirm', { user: { otp_attempt } });
        },
        (p) => expect(p.two_factor_enabled).toBe(true),
      ],
    ];
    for (const [write, check] of steps) check(await afterWrite(agent, write));
  });

  it('shows the confirmation, and a deposit that used up the bonus code', async () => {
    const { agent, email, id } = await newPlayer();
    // Back to unconfirmed, as a player who changed the address would be, and a fresh link.
    await server.db!.query('UPDATE players SET confirmed_at = NULL WHERE id = $1', [id]);
    expect((await agent.post('/api/users/confirmation', { user: { email } })).status).toBe(201);
    const link = (await mailsTo(server.app, email))[0]?.links[0]?.url ?? '';
    const token = new URL(link).searchParams.get('confirmation_token');
    const confirmed = await afterWrite(agent, () =>
      agent.get(`/api/users/confirmation?confirmation_token=${token}`),
    );
    expect(confirmed.confirmed_at).not.toBeNull();

    await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
    await agent.patch('/api/player/set_bonus_code', { deposit_bonus_code: 'WELCOME' });
    const deposited = await afterWrite(agent, () =>
      agent.post('/api/sandbox-payments/deposit', {
        method: 'card-eur',
        amount_cents: 5_000,
        currency: 'EUR',
        fields: TEST_CARD,
      }),
    );
    expect(deposited.deposit_bonus_code).toBeNull();
  });

  it('shows a change written straight to the database, by any code path', async () => {
    const { agent, id } = await newPlayer();
    const player = await afterWrite(agent, () =>
      server.db!.query(`UPDATE players SET first_name = 'Direct' WHERE id = $1`, [id]).then(() => ({
        status: 200,
      })),
    );
    expect(player.first_name).toBe('Direct');
    const levelled = await afterWrite(agent, () =>
      server.db!.query(`UPDATE comp_points SET persistent = 1500 WHERE player_id = $1`, [id]).then(() => ({
        status: 200,
      })),
    );
    expect(levelled.statuses.map((status) => status.id)).toContain('level_4');
    expect(player.statuses.map((status) => status.id)).not.toContain('level_4');
  });

  it('ends a cached session at sign-out, and every other one at a password reset', async () => {
    const { agent, cookie, email, password } = await newPlayer();
    const replay = () =>
      server.app.inject({ url: '/api/player', headers: { host: 'nova.localhost', cookie } });
    expect((await replay()).statusCode).toBe(200);
    expect((await agent.delete('/api/users/sign_out')).status).toBe(204);
    // The old cookie, replayed, is no session any more.
    expect((await replay()).statusCode).toBe(401);
    const laptop = new PlayerAgent(server.app);
    expect((await laptop.post('/api/users/sign_in', { user: { email, password } })).status).toBe(200);
    expect((await laptop.get('/api/player')).status).toBe(200);
    expect((await agent.post('/api/users/sign_in', { user: { email, password } })).status).toBe(200);

    await agent.post('/api/users/password', { user: { email } });
    const link = (await mailsTo(server.app, email))[0]?.links[0]?.url ?? '';
    const token = new URL(link).searchParams.get('reset_password_token');
    const reset = await agent.put('/api/users/password', {
      user: { reset_password_token: token, password: 'Other#456', password_confirmation: 'Other#456' },
    });
    expect(reset.status).toBe(200);
    expect((await laptop.get('/api/player')).status).toBe(401);
    expect((await agent.get('/api/player')).status).toBe(200);
  });
});
