// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeHub } from '../realtime/hub.ts';
import { openDatabase, type Database } from './database.ts';

describe('real-time events of a transaction', () => {
  let db: Database;
  const hub = new RealtimeHub('secret');
  const heard: { channel: string; rows: number }[] = [];
  hub.listen((publication) => {
    heard.push({ channel: publication.channel, rows: publication.data as number });
  });
  const rowsNow = async () =>
    Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM after_commit_probe')).rows[0]!.n);

  beforeAll(async () => {
    db = await openDatabase();
    await db.query('CREATE TABLE after_commit_probe (id serial PRIMARY KEY)');
  });
  afterAll(() => db.close());

  it('leave once the transaction has committed, when what they speak of can be read', async () => {
    heard.length = 0;
    const seenAtDelivery: number[] = [];
    const stop = hub.listen(() => void rowsNow().then((n) => seenAtDelivery.push(n)));
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO after_commit_probe DEFAULT VALUES');
      hub.publishPrivate(7, 'freespins_changes', 1);
      expect(heard).toEqual([]);
    });
    stop();
    expect(heard).toEqual([{ channel: 'freespins_changes#7', rows: 1 }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seenAtDelivery).toEqual([1]);
  });

  it('are never sent for a transaction that is rolled back', async () => {
    heard.length = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO after_commit_probe DEFAULT VALUES');
        hub.publishPrivate(7, 'bonuses_changes', 2);
        throw new Error('declined');
      }),
    ).rejects.toThrow('declined');
    expect(heard).toEqual([]);
    expect(await rowsNow()).toBe(1);
  });

  it('are sent at once outside a transaction', () => {
    heard.length = 0;
    hub.publishPublic('wins', 3);
    expect(heard).toEqual([{ channel: 'public:wins', rows: 3 }]);
  });
});
