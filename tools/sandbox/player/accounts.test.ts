// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../../runtime/api/types.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { PlayerAgent } from '../testing/player-agent.ts';

let server: SandboxServer;

beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function cadPlayer() {
  const agent = new PlayerAgent(server.app);
  const { user } = await agent.signUp({ currency: 'CAD', country: 'CA' });
  return { agent, email: user.email };
}

const accountsOf = async (agent: PlayerAgent) =>
  (await agent.get<Account[]>('/api/player/accounts')).body.map((a) => [a.currency, a.active]);

describe('accounts in several currencies', () => {
  it('opens a crypto account for a fiat player, makes it the one in use, and switches back', async () => {
    const { agent } = await cadPlayer();
    expect(await accountsOf(agent)).toEqual([['CAD', true]]);

    const opened = await agent.post<Account>('/api/player/accounts', { currency: 'BTC' }, key());
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ currency: 'BTC', amount_cents: 0, active: true });
    expect(await accountsOf(agent)).toEqual([
      ['CAD', false],
      ['BTC', true],
    ]);
    expect((await agent.get<{ currency: string }>('/api/player')).body.currency).toBe('BTC');

    // The same call on a held currency switches to it: no second CAD account appears.
    const back = await agent.post<Account>('/api/player/accounts', { currency: 'CAD' }, key());
    expect(back.status).toBe(201);
    expect(await accountsOf(agent)).toEqual([
      ['CAD', true],
      ['BTC', false],
    ]);
    expect((await agent.get<{ currency: string }>('/api/player')).body.currency).toBe('CAD');
  });

  it('opens a fiat account for a crypto player', async () => {
    const agent = new PlayerAgent(server.app);
    await agent.signUp({ currency: 'BTC' });
    const opened = await agent.post<Account>('/api/player/accounts', { currency: 'EUR' }, key());
    expect(opened.status).toBe(201);
    expect(await accountsOf(agent)).toEqual([
      ['BTC', false],
      ['EUR', true],
    ]);
  });

  it('keeps each account its own money across a switch', async () => {
    const { agent } = await cadPlayer();
    await agent.post('/api/player/accounts', { currency: 'BTC' }, key());
    const deposit = await agent.post(
      '/api/sandbox-payments/deposit',
      { method: 'crypto-btc', currency: 'BTC', amount_cents: 25_000, fields: { network: 'Bitcoin' } },
      key(),
    );
    expect(deposit.status).toBe(201);
    await agent.post('/api/player/accounts', { currency: 'CAD' }, key());
    const accounts = (await agent.get<Account[]>('/api/player/accounts')).body;
    expect(accounts.map((a) => [a.currency, a.amount_cents])).toEqual([
      ['CAD', 0],
      ['BTC', 25_000],
    ]);
  });

  it('refuses a currency the platform does not offer, and changes nothing', async () => {
    const { agent } = await cadPlayer();
    const refused = await agent.post<{ errors: Record<string, string[]> }>(
      '/api/player/accounts',
      { currency: 'XYZ' },
      key(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.currency).toEqual(['is not supported']);
    expect(await accountsOf(agent)).toEqual([['CAD', true]]);
  });

  it('answers a guest 401 and a body with unknown fields 400', async () => {
    const guest = new PlayerAgent(server.app);
    expect((await guest.post('/api/player/accounts', { currency: 'BTC' }, key())).status).toBe(401);
    const { agent } = await cadPlayer();
    expect((await agent.post('/api/player/accounts', { currency: 'BTC', active: true }, key())).status).toBe(
      400,
    );
  });
});
