// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../server.ts';
import { COMPLETE_PROFILE, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';
import { openDatabase } from './database.ts';
import { accountFor, betMovement, move, realMoney } from '../wallet/wallet.ts';
import { HttpError } from '../../../server/http/http-error.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'croupier-sandbox-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the wallet', () => {
  it('keeps the exact balance through 200 concurrent deposits, withdrawals and bets, never below zero', async () => {
    const db = await openDatabase();
    try {
      const player = await db.query<{ id: number }>(
        `INSERT INTO players (email, password_hash, currency) VALUES ('w@example.com', 'x', 'EUR') RETURNING id`,
      );
      const playerId = player.rows[0]?.id as number;
      await db.transaction((tx) => move(tx, realMoney(playerId, 'EUR', 'deposit', 1_000)));
      // Withdrawals and bets of 700 race deposits of 300: many must be refused, none may overdraw.
      const operations = Array.from({ length: 200 }, (_, i) => {
        const kind = i % 3;
        return db
          .transaction((tx) =>
            move(
              tx,
              kind === 0
                ? realMoney(playerId, 'EUR', 'deposit', 300)
                : kind === 1
                  ? realMoney(playerId, 'EUR', 'cashout', -700)
                  : betMovement(playerId, 'EUR', 700, `bet:${i}`),
            ),
          )
          .then(
            () => ({ ok: true, delta: kind === 0 ? 300 : -700 }),
            (error: unknown) => {
              if (!(error instanceof HttpError) || error.status !== 422) throw error;
              return { ok: false, delta: 0 };
            },
          );
      });
      const results = await Promise.all(operations);
      const expected = 1_000 + results.reduce((sum, result) => sum + result.delta, 0);
      const account = await accountFor(db, playerId, 'EUR');
      expect(results.some((result) => !result.ok)).toBe(true);
      expect(account.amount_cents).toBe(expected);
      expect(account.amount_cents).toBeGreaterThanOrEqual(0);
      const history = await db.query<{ balance_after_cents: number }>(
        'SELECT balance_after_cents FROM wallet_transactions WHERE account_id = $1 ORDER BY id',
        [account.id],
      );
      expect(history.rows.every((row) => row.balance_after_cents >= 0)).toBe(true);
      expect(history.rows.at(-1)?.balance_after_cents).toBe(expected);
    } finally {
      await db.close();
    }
  });
});

describe('the database on disk', () => {
  it('keeps a registered player and their balance across a restart with the same data directory', async () => {
    const first = await buildServer({ dataDir });
    const agent = new PlayerAgent(first.app);
    const { user } = await agent.signUp();
    await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
    const deposit = await agent.post('/api/sandbox-payments/deposit', {
      method: 'card-eur',
      amount_cents: 4_200,
      currency: 'EUR',
      fields: TEST_CARD,
    });
    expect(deposit.status).toBe(201);
    await first.close();

    const second = await buildServer({ dataDir });
    try {
      const returning = new PlayerAgent(second.app);
      const login = await returning.post('/api/users/sign_in', {
        user: { email: user.email, password: user.password },
      });
      expect(login.status).toBe(200);
      const accounts = await returning.get<{ amount_cents: number }[]>('/api/player/accounts');
      expect(accounts.body[0]?.amount_cents).toBe(4_200);
    } finally {
      await second.close();
    }
  }, 120_000);
});

describe('in-memory databases copied from a migrated template', () => {
  it('start migrated and empty, each apart from the others', async () => {
    expect(process.env.SANDBOX_COPY_MEMORY_DATABASES).toBe('1');
    const tables = `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`;
    const insert = (email: string) =>
      `INSERT INTO players (email, password_hash, currency) VALUES ('${email}', 'x', 'EUR') RETURNING id`;
    const first = await openDatabase();
    await first.query(insert('first@example.com'));
    const second = await openDatabase();
    try {
      expect((await second.query<{ n: number }>(tables)).rows).toEqual((await first.query(tables)).rows);
      const migrations = await second.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
      expect(migrations.rows.length).toBeGreaterThan(0);
      // Nothing the first wrote, before or after the copy was made, reaches the second.
      expect((await second.query('SELECT email FROM players')).rows).toEqual([]);
      await second.query(insert('second@example.com'));
      expect((await first.query('SELECT email FROM players')).rows).toEqual([{ email: 'first@example.com' }]);
      // A player's change still reaches the copy's listeners (the triggers came with it).
      const changes: unknown[] = [];
      second.onPlayerChange((change) => changes.push(change));
      await second.query(`UPDATE players SET currency = 'CAD' WHERE email = 'second@example.com'`);
      await vi.waitFor(() => expect(changes).toContainEqual(expect.objectContaining({ table: 'players' })));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
