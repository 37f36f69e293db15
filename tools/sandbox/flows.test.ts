// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from './realtime/hub.ts';
import { buildServer, type SandboxServer } from './server.ts';
import { spinOutcome } from './games/slot-machine.ts';
import { GAMES_PAGE_SIZE_MAX } from './catalog/games-filter.ts';
import { COMPLETE_PROFILE, mailsTo, PlayerAgent, registration, TEST_CARD } from './testing/player-agent.ts';
import { codeOfStep, enableTwoFactor } from './testing/two-factor.ts';

let server: SandboxServer;
const publications: Publication[] = [];

beforeAll(async () => {
  server = await buildServer({ memory: true });
  server.hub.listen((publication) => publications.push(publication));
}, 120_000);
afterAll(async () => server?.close());

type Player = { id: number; email: string; confirmed_at: string | null; two_factor_enabled: boolean };
type Account = { currency: string; amount_cents: number; available_to_cashout_cents: number };

async function newPlayer(overrides: Record<string, unknown> = {}) {
  const agent = new PlayerAgent(server.app);
  const { user, player } = await agent.signUp(overrides);
  return { agent, player, email: user.email, password: user.password };
}

async function fundedPlayer(amountCents = 10_000) {
  const created = await newPlayer();
  await created.agent.patch('/api/player', {
    context: 'deposit',
    player: { ...COMPLETE_PROFILE, country: 'CA' },
  });
  const deposit = await created.agent.post('/api/sandbox-payments/deposit', {
    method: 'card-eur',
    amount_cents: amountCents,
    currency: 'EUR',
    fields: TEST_CARD,
  });
  expect(deposit.status).toBe(201);
  return created;
}

const slotFor = (currency: string) =>
  server.app
    .inject({
      method: 'POST',
      url: '/api/games_filter',
      payload: { device: 'desktop', page_size: GAMES_PAGE_SIZE_MAX },
    })
    .then((response) => {
      const games = (
        JSON.parse(response.body) as {
          data: { identifier: string; currencies: object; categories: string[] }[];
        }
      ).data;
      const game = games.find(
        (g) => currency in g.currencies && 'FUN' in g.currencies && !g.categories.includes('live'),
      );
      if (!game) throw new Error('no slot in the catalog');
      return game;
    });

describe('a new player', () => {
  it('registers, is signed in by the mailed link, logs in again, deposits, plays for real and sees the balance', async () => {
    const agent = new PlayerAgent(server.app);
    const { user } = registration();
    const { email, password } = user;
    const registered = await agent.post('/api/users', { user });
    expect(registered.status).toBe(201);
    // Registration alone signs nobody in: only the owner of the address can use the account.
    expect(agent.hasSession()).toBe(false);
    const early = await agent.post<{ errors: Record<string, string[]> }>('/api/users/sign_in', {
      user: { email, password },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors.email?.[0]).toMatch(/confirm your e-mail/i);
    expect(agent.hasSession()).toBe(false);

    const [mail] = await mailsTo(server.app, email);
    const link = mail?.links[0]?.url ?? '';
    expect(link).toMatch(/^http:\/\/nova\.localhost:8080\/confirmation\?confirmation_token=/);
    const token = new URL(link).searchParams.get('confirmation_token');
    const confirmed = await agent.get<Player>(`/api/users/confirmation?confirmation_token=${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.confirmed_at).not.toBeNull();
    expect(agent.hasSession()).toBe(true);
    const player = confirmed.body;

    expect((await agent.delete('/api/users/sign_out')).status).toBe(204);
    expect((await agent.get('/api/player')).status).toBe(401);
    const login = await agent.post<Player>('/api/users/sign_in', { user: { email, password } });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(player.id);

    await agent.patch('/api/player', { context: 'deposit', player: { ...COMPLETE_PROFILE, country: 'CA' } });
    const deposit = await agent.post<{ balance: Account }>('/api/sandbox-payments/deposit', {
      method: 'card-eur',
      amount_cents: 5_000,
      currency: 'EUR',
      fields: TEST_CARD,
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body.balance.amount_cents).toBe(5_000);
    expect(publications).toContainEqual(
      expect.objectContaining({
        channel: `balance#${player.id}`,
        data: expect.objectContaining({ amount_cents: 5_000 }),
      }),
    );

    const game = await slotFor('EUR');
    const page = await agent.get(`/sandbox/game/${game.identifier}?mode=real`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button type="button" id="spin">Spin</button>');
    const expected = spinOutcome(`player:${player.id}`, game.identifier, 1);
    const spin = await agent.post<{ win_cents: number; balance: Account; reels: string[] }>(
      '/sandbox/game/spin',
      {
        game: game.identifier,
        mode: 'real',
        bet_cents: 100,
      },
    );
    expect(spin.status).toBe(200);
    expect(spin.body.reels).toEqual(expected.reels);
    expect(spin.body.win_cents).toBe(100 * expected.multiplier);
    const balance = 5_000 - 100 + 100 * expected.multiplier;
    expect(spin.body.balance.amount_cents).toBe(balance);

    const accounts = await agent.get<Account[]>('/api/player/accounts');
    expect(accounts.body).toEqual([expect.objectContaining({ currency: 'EUR', amount_cents: balance })]);
    const points = await agent.get<{ chargeable: { points: number } }>('/api/player/comp_points');
    expect(points.body.chargeable.points).toBe(1);
    expect(publications).toContainEqual(expect.objectContaining({ channel: `comps_award#${player.id}` }));
    const played = await agent.get<{ identifier: string }[]>('/api/player/played_games');
    expect(played.body.map((entry) => entry.identifier)).toEqual([game.identifier]);
  });

  it('gets a welcome bonus, free spins and a wheel loot box at registration', async () => {
    const { agent } = await newPlayer();
    const bonuses = await agent.get<{ stage: string; group_key: string }[]>('/api/player/bonuses');
    expect(bonuses.body).toEqual([expect.objectContaining({ stage: 'issued', group_key: 'registration' })]);
    const spins = await agent.get<{ stage: string; freespins_total: number }[]>('/api/player/freespins');
    expect(spins.body).toEqual([expect.objectContaining({ stage: 'issued', freespins_total: 50 })]);
    const boxes = await agent.get<{ group_key: string }[]>('/api/player/lootboxes');
    expect(boxes.body[0]?.group_key).toMatch(/^wheel/);
  });

  it('is refused with per-field errors for a bad e-mail, wrong password chars, a short nickname and no terms', async () => {
    const agent = new PlayerAgent(server.app);
    const response = await agent.post<{ errors: Record<string, string[]> }>('/api/users', {
      user: { email: 'not-an-email', password: 'bad password ☃', nickname: 'ab', currency: 'EUR' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'email',
      'nickname',
      'password',
      'terms_acceptance',
    ]);
    expect(agent.hasSession()).toBe(false);
  });

  it('must be 21 to register from Estonia but 18 elsewhere', async () => {
    const twentyYearsAgo = new Date(Date.now() - 20 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    const estonian = new PlayerAgent(server.app);
    const refused = await estonian.post<{ errors: Record<string, string[]> }>(
      '/api/users?geo=EE',
      registration({ date_of_birth: twentyYearsAgo }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.date_of_birth?.[0]).toContain('21');
    const canadian = await new PlayerAgent(server.app).post(
      '/api/users',
      registration({ date_of_birth: twentyYearsAgo }),
    );
    expect(canadian.status).toBe(201);
  });
});

describe('sign-in', () => {
  it('asks for the authenticator code when two-factor is on, then accepts only the right code', async () => {
    const { agent, email, password } = await newPlayer();
    const { secret, usedStep } = await enableTwoFactor(agent);
    await agent.delete('/api/users/sign_out');

    const first = await agent.post<{ errors: Record<string, string[]> }>('/api/users/sign_in', {
      user: { email, password },
    });
    expect(first.status).toBe(422);
    expect(first.body.errors.otp_attempt).toHaveLength(1);
    expect(agent.hasSession()).toBe(false);

    const code = codeOfStep(secret, usedStep + 1);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await agent.post('/api/users/sign_in', { user: { otp_attempt: wrongCode } });
    expect(wrong.status).toBe(422);
    const right = await agent.post<Player>('/api/users/sign_in', { user: { otp_attempt: code } });
    expect(right.status).toBe(200);
    expect(right.body.two_factor_enabled).toBe(true);
    expect((await agent.get('/api/player')).status).toBe(200);
  });

  it('refuses a wrong password with a 422 and no session', async () => {
    const { agent, email } = await newPlayer();
    await agent.delete('/api/users/sign_out');
    const response = await agent.post('/api/users/sign_in', { user: { email, password: 'Wrong#123' } });
    expect(response.status).toBe(422);
    expect(agent.hasSession()).toBe(false);
  });

  it('restores a forgotten password through the mailed link', async () => {
    const { agent, email } = await newPlayer();
    await agent.delete('/api/users/sign_out');
    expect((await agent.post('/api/users/password', { user: { email } })).status).toBe(201);
    const link = (await mailsTo(server.app, email))[0]?.links[0]?.url ?? '';
    expect(link).toContain('/new-password?reset_password_token=');
    const token = new URL(link).searchParams.get('reset_password_token') ?? '';

    const mismatch = await agent.put('/api/users/password', {
      user: { reset_password_token: token, password: 'Fresh#456', password_confirmation: 'Other#456' },
    });
    expect(mismatch.status).toBe(422);
    const reset = await agent.put('/api/users/password', {
      user: { reset_password_token: token, password: 'Fresh#456', password_confirmation: 'Fresh#456' },
    });
    expect(reset.status).toBe(200);
    await agent.delete('/api/users/sign_out');
    expect((await agent.post('/api/users/sign_in', { user: { email, password: 'Fresh#456' } })).status).toBe(
      200,
    );
    const reuse = await agent.put('/api/users/password', {
      user: { reset_password_token: token, password: 'Again#789', password_confirmation: 'Again#789' },
    });
    expect(reuse.status).toBe(422);
  });
});

describe('player settings', () => {
  it('gives guests an anonymous socket token and players their own', async () => {
    const guest = await new PlayerAgent(server.app).get<{
      cent: { url: string; user: string; token: string };
    }>('/api/player/settings');
    expect(guest.body.cent.url).toBe('ws://nova.localhost/connection/websocket');
    expect(guest.body.cent.user).toBe('');
    expect(server.hub.verify(guest.body.cent.token)).toBe('');
    const { agent, player } = await newPlayer();
    const own = await agent.get<{ cent: { user: string; token: string } }>('/api/player/settings');
    expect(own.body.cent.user).toBe(String(player.id));
    expect(server.hub.verify(own.body.cent.token)).toBe(String(player.id));
  });
});

describe('limits', () => {
  it('applies a lower deposit limit at once, and a higher one only after the mailed confirmation', async () => {
    const { agent, email } = await fundedPlayer(2_000);
    const created = await agent.post<{ id: number; accounts: { current_value_amount_cents: number }[] }>(
      '/api/user_limits',
      { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 3_000 }] },
    );
    expect(created.status).toBe(201);
    expect(created.body.accounts[0]?.current_value_amount_cents).toBe(2_000);
    const over = await agent.post('/api/sandbox-payments/deposit', {
      method: 'card-eur',
      amount_cents: 1_500,
      currency: 'EUR',
      fields: TEST_CARD,
    });
    expect(over.status).toBe(422);

    const raised = await agent.post<{ accounts: { amount_cents: number }[] }>('/api/user_limits', {
      type: 'deposit',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 9_000 }],
    });
    expect(raised.body.accounts[0]?.amount_cents).toBe(3_000);
    const link = (await mailsTo(server.app, email))[0]?.links[0]?.url ?? '';
    const token = new URL(link).searchParams.get('token');
    expect((await agent.post('/api/user_limits/confirm', { token: 'forged' })).status).toBe(422);
    expect((await agent.post('/api/user_limits/confirm', { token })).status).toBe(200);
    const limits = await agent.get<{ accounts: { amount_cents: number }[] }[]>('/api/user_limits');
    expect(limits.body[0]?.accounts[0]?.amount_cents).toBe(9_000);
    expect(
      (
        await agent.post('/api/sandbox-payments/deposit', {
          method: 'card-eur',
          amount_cents: 1_500,
          currency: 'EUR',
          fields: TEST_CARD,
        })
      ).status,
    ).toBe(201);
  });

  it('removes a limit only after the mailed confirmation', async () => {
    const { agent, email } = await newPlayer();
    const created = await agent.post<{ id: number }>('/api/user_limits', {
      type: 'wager',
      period: 'week',
      accounts: [{ currency: 'EUR', amount_cents: 10_000 }],
    });
    expect((await agent.delete(`/api/user_limits/${created.body.id}`)).status).toBe(200);
    expect((await agent.get<unknown[]>('/api/user_limits')).body).toHaveLength(1);
    const token = new URL((await mailsTo(server.app, email))[0]?.links[0]?.url ?? '').searchParams.get(
      'token',
    );
    await agent.post('/api/user_limits/confirm', { token });
    expect((await agent.get<unknown[]>('/api/user_limits')).body).toHaveLength(0);
  });

  it('stops bets over a wager limit', async () => {
    const { agent } = await fundedPlayer(5_000);
    await agent.post('/api/user_limits', {
      type: 'wager',
      period: 'day',
      accounts: [{ currency: 'EUR', amount_cents: 150 }],
    });
    const game = await slotFor('EUR');
    expect(
      (await agent.post('/sandbox/game/spin', { game: game.identifier, mode: 'real', bet_cents: 100 }))
        .status,
    ).toBe(200);
    const refused = await agent.post('/sandbox/game/spin', {
      game: game.identifier,
      mode: 'real',
      bet_cents: 100,
    });
    expect(refused.status).toBe(422);
  });

  it('logs a self-excluded player out and keeps them out', async () => {
    const { agent, email, password } = await newPlayer();
    const lock = await agent.post('/api/user_limits', { type: 'selfexclusion', period: 'month' });
    expect(lock.status).toBe(201);
    expect((await agent.get('/api/player')).status).toBe(401);
    const login = await agent.post('/api/users/sign_in', { user: { email, password } });
    expect(login.status).toBe(422);
  });
});

describe('bonuses', () => {
  it('activates a bonus into bonus money, and cancelling takes that money back', async () => {
    const { agent } = await newPlayer();
    const [bonus] = (await agent.get<{ id: number; amount_cents: number }[]>('/api/player/bonuses')).body;
    const activated = await agent.post<{ stage: string }>(`/api/player/bonuses/${bonus?.id}/activation`);
    expect(activated.body.stage).toBe('handle_bets');
    const [account] = (await agent.get<Account[]>('/api/player/accounts')).body;
    expect(account).toEqual(
      expect.objectContaining({ amount_cents: bonus?.amount_cents, available_to_cashout_cents: 0 }),
    );
    expect((await agent.post(`/api/player/bonuses/${bonus?.id}/activation`)).status).toBe(422);
    const canceled = await agent.delete<{ stage: string }>(`/api/player/bonuses/${bonus?.id}`);
    expect(canceled.body.stage).toBe('canceled');
    expect((await agent.get<Account[]>('/api/player/accounts')).body[0]?.amount_cents).toBe(0);
  });

  it('activates free spins and opens a loot box into a new gift', async () => {
    const { agent } = await newPlayer();
    const [spins] = (await agent.get<{ id: number }[]>('/api/player/freespins')).body;
    expect(
      (await agent.post<{ stage: string }>(`/api/player/freespins/${spins?.id}/activation`)).body.stage,
    ).toBe('activated');
    const [box] = (await agent.get<{ id: number }[]>('/api/player/lootboxes')).body;
    const opened = await agent.post<{ lootbox: { stage: string }; prize: { id: number } | null }>(
      `/api/player/lootboxes/${box?.id}/activation`,
    );
    expect(opened.body.lootbox.stage).toBe('activated');
    expect(opened.body.prize).not.toBeNull();
    const gifts =
      (await agent.get<unknown[]>('/api/player/bonuses')).body.length +
      (await agent.get<unknown[]>('/api/player/freespins')).body.length;
    expect(gifts).toBe(3);
  });

  it('plays activated free spins on their game without touching real money', async () => {
    const { agent, player } = await fundedPlayer(1_000);
    const [gift] = (
      await agent.get<{ id: number; games: string[]; freespins_total: number }[]>('/api/player/freespins')
    ).body;
    await agent.post(`/api/player/freespins/${gift?.id}/activation`);
    const game = gift?.games[0] as string;
    const spin = await agent.post<{
      bet_cents: number;
      win_cents: number;
      balance: Account;
      freespin: { id: number; left: number };
    }>('/sandbox/game/spin', { game, mode: 'real', bet_cents: 100 });
    expect(spin.status).toBe(200);
    expect(spin.body.freespin).toEqual({ id: gift?.id, left: (gift?.freespins_total ?? 0) - 1 });
    expect(spin.body.win_cents).toBe(
      spin.body.bet_cents * spinOutcome(`player:${player.id}`, game, 1).multiplier,
    );
    expect(spin.body.balance.amount_cents).toBe(1_000 + spin.body.win_cents);
    expect(spin.body.balance.available_to_cashout_cents).toBe(1_000);
  });

  it('turns bonus money into real money once its wager is done', async () => {
    const { agent } = await fundedPlayer(10_000);
    await agent.post('/api/bonuses/coupon', { coupon_code: 'SANDBOX10' });
    const coupon = (
      await agent.get<{ id: number; group_key: string; amount_wager_requirement_cents: number }[]>(
        '/api/player/bonuses',
      )
    ).body.find((bonus) => bonus.group_key === 'coupon:SANDBOX10');
    expect(coupon?.amount_wager_requirement_cents).toBe(3_000);
    await agent.post(`/api/player/bonuses/${coupon?.id}/activation`);
    const game = await slotFor('EUR');
    for (let i = 0; i < 3; i++) {
      expect(
        (await agent.post('/sandbox/game/spin', { game: game.identifier, mode: 'real', bet_cents: 1_000 }))
          .status,
      ).toBe(200);
    }
    const done = (
      await agent.get<{ id: number; stage: string; amount_wager_cents: number }[]>('/api/player/bonuses')
    ).body.find((bonus) => bonus.id === coupon?.id);
    expect(done).toEqual(expect.objectContaining({ stage: 'wager_done', amount_wager_cents: 3_000 }));
    const [account] = (await agent.get<Account[]>('/api/player/accounts')).body;
    expect(account?.available_to_cashout_cents).toBe(account?.amount_cents);
  });

  it('accepts a coupon once', async () => {
    const { agent } = await newPlayer();
    expect((await agent.post('/api/bonuses/coupon', { coupon_code: 'SANDBOX10' })).body).toEqual({
      status: 'successfully_activated',
    });
    expect((await agent.post('/api/bonuses/coupon', { coupon_code: 'SANDBOX10' })).body).toEqual({
      status: 'already_activated',
    });
    expect((await agent.post('/api/bonuses/coupon', { coupon_code: 'NOPE' })).body).toEqual({
      status: 'failed_to_activate',
    });
  });
});

describe('favourite games', () => {
  it('answers ids for the v1 media type and full games for v2 or plain JSON', async () => {
    const { agent } = await newPlayer();
    const game = (await slotFor('EUR')) as { identifier: string; currencies: Record<string, { id: number }> };
    const id = game.currencies.EUR?.id;
    expect((await agent.put(`/api/player/favorite_games/${id}`)).status).toBe(200);
    const ids = await agent.get('/api/player/favorite_games', {
      'accept-client': 'application/vnd.s.v1+json',
    });
    expect(ids.body).toEqual([id]);
    const v2 = await agent.get<{ identifier: string }[]>('/api/player/favorite_games', {
      'accept-client': 'application/vnd.s.v2+json',
    });
    expect(v2.body.map((g) => g.identifier)).toEqual([game.identifier]);
    const plain = await agent.get<{ identifier: string }[]>('/api/player/favorite_games');
    expect(plain.body[0]?.identifier).toBe(game.identifier);
    await agent.delete(`/api/player/favorite_games/${id}`);
    expect(
      (await agent.get('/api/player/favorite_games', { accept: 'application/vnd.s.v1+json' })).body,
    ).toEqual([]);
    expect((await agent.put('/api/player/favorite_games/999999999')).status).toBe(404);
  });

  it('needs a logged-in player', async () => {
    const guest = await new PlayerAgent(server.app).get<{ error: string }>('/api/player/favorite_games');
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ error: 'unauthorized' });
  });
});

describe('payments', () => {
  it('lists the §9 crypto limits and a deterministic deposit address', async () => {
    const { agent } = await newPlayer({ currency: 'BTC' });
    const methods = await agent.get<
      { id: string; min_cents: number; max_cents: number; addresses: { address: string }[] }[]
    >('/api/sandbox-payments/methods?currency=BTC&action=cashout');
    expect(methods.body).toEqual([
      expect.objectContaining({ id: 'crypto-btc', min_cents: 10_000, max_cents: 40_000_000 }),
    ]);
    const deposit = await agent.get<{ addresses: { address: string }[] }[]>(
      '/api/sandbox-payments/methods?currency=BTC&action=deposit',
    );
    const again = await agent.get<{ addresses: { address: string }[] }[]>(
      '/api/sandbox-payments/methods?currency=BTC&action=deposit',
    );
    expect(deposit.body[0]?.addresses[0]?.address).toMatch(/^bc1q/);
    expect(again.body[0]?.addresses[0]?.address).toBe(deposit.body[0]?.addresses[0]?.address);
    const tooSmall = await agent.post('/api/sandbox-payments/deposit', {
      method: 'crypto-btc',
      amount_cents: 9_999,
      currency: 'BTC',
    });
    expect(tooSmall.status).toBe(422);
  });

  it('withdraws into a pending payment that can be recalled', async () => {
    const { agent, player } = await fundedPlayer(10_000);
    const cashout = await agent.post<{ payment: { id: number; state: string; recallable: boolean } }>(
      '/api/sandbox-payments/cashout',
      { method: 'card-eur', amount_cents: 4_000, currency: 'EUR', fields: TEST_CARD },
    );
    expect(cashout.status).toBe(201);
    expect(cashout.body.payment).toEqual(expect.objectContaining({ state: 'pending', recallable: true }));
    expect((await agent.get<Account[]>('/api/player/accounts')).body[0]?.amount_cents).toBe(6_000);
    expect(publications).toContainEqual(
      expect.objectContaining({
        channel: `payments_changes#${player.id}`,
        data: expect.objectContaining({ action: 'cashout' }),
      }),
    );
    const recall = await agent.post<{ state: string }>(
      `/api/player/payments/${cashout.body.payment.id}/recall`,
    );
    expect(recall.body.state).toBe('recalled');
    expect((await agent.get<Account[]>('/api/player/accounts')).body[0]?.amount_cents).toBe(10_000);
    const history = await agent.get<{ action: string; state: string }[]>('/api/player/payments');
    expect(history.body.map((p) => `${p.action}:${p.state}`)).toEqual([
      'cashout:recalled',
      'deposit:succeeded',
    ]);
    const tooMuch = await agent.post('/api/sandbox-payments/cashout', {
      method: 'card-eur',
      amount_cents: 20_000,
      currency: 'EUR',
      fields: TEST_CARD,
    });
    expect(tooMuch.status).toBe(422);
  });

  it('records a declined card deposit without touching the balance', async () => {
    const { agent } = await fundedPlayer(1_000);
    const declined = await agent.post<{ error: string; payment: { state: string } }>(
      '/api/sandbox-payments/deposit',
      {
        method: 'card-eur',
        amount_cents: 2_000,
        currency: 'EUR',
        fields: { ...TEST_CARD, card_number: '5105105105105100' },
      },
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual(
      expect.objectContaining({
        error: 'payment_declined',
        payment: expect.objectContaining({ state: 'declined' }),
      }),
    );
    expect((await agent.get<Account[]>('/api/player/accounts')).body[0]?.amount_cents).toBe(1_000);
  });

  it('asks for personal info before a card deposit', async () => {
    const { agent } = await newPlayer();
    const response = await agent.post<{ errors: Record<string, string[]> }>('/api/sandbox-payments/deposit', {
      method: 'card-eur',
      amount_cents: 2_000,
      currency: 'EUR',
      fields: TEST_CARD,
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain('player.first_name');
  });
});

describe('comp points', () => {
  it('refuses an exchange without enough points and leaves the points alone', async () => {
    const { agent } = await newPlayer();
    const response = await agent.post('/api/comp_points/exchange/money', {
      exchange: { points: 500, group: 'money_s', currency: 'EUR' },
    });
    expect(response.status).toBe(422);
  });

  it('exchanges points earned by playing for a lottery ticket', async () => {
    const { agent } = await fundedPlayer(50_000);
    const game = await slotFor('EUR');
    await agent.post('/sandbox/game/spin', { game: game.identifier, mode: 'real', bet_cents: 10_000 });
    const lotteries = (await agent.get<{ id: number; in_progress: boolean }[]>('/api/lotteries')).body;
    const open = lotteries.find((lottery) => lottery.in_progress);
    expect(open).toBeDefined();
    const exchange = await agent.post<{ comp_points: { chargeable: { points: number } } }>(
      '/api/comp_points/exchange/lotteries',
      {
        exchange: {
          points: 100,
          group: 'lottery_tickets_1',
          currency: 'EUR',
          lottery_id: open?.id,
          tickets_count: 1,
        },
      },
    );
    expect(exchange.status).toBe(200);
    expect(exchange.body.comp_points.chargeable.points).toBe(0);
    const status = await agent.get<{ tickets: unknown[] }>(`/api/lotteries/${open?.id}/status`);
    expect(status.body.tickets).toHaveLength(1);
  });
});

describe('tournaments', () => {
  it('counts real spins for a confirmed player and answers the status in a batch', async () => {
    const { agent } = await fundedPlayer(20_000);
    const tournaments = (
      await agent.get<
        { id: number; in_progress: boolean; game_category_identity: string; group_ids: number[] }[]
      >('/api/tournaments')
    ).body;
    const running = tournaments.find((t) => t.in_progress && t.group_ids.length === 0);
    expect(running).toBeDefined();
    const id = running?.id as number;
    expect((await agent.post(`/api/tournaments/${id}/confirm`, { confirmed: true })).body).toEqual({
      confirmed: true,
    });
    const game = await slotFor('EUR');
    const games = (
      await server.app
        .inject({
          method: 'POST',
          url: '/api/games_filter',
          payload: {
            device: 'desktop',
            page_size: GAMES_PAGE_SIZE_MAX,
            filter: running?.game_category_identity
              ? { categories: { identifiers: [running.game_category_identity], strategy: 'OR' } }
              : {},
          },
        })
        .then(
          (r) =>
            JSON.parse(r.body) as {
              data: { identifier: string; currencies: object; categories: string[] }[];
            },
        )
    ).data;
    const counted = games.find((g) => 'EUR' in g.currencies && !g.categories.includes('live')) ?? game;
    await agent.post('/sandbox/game/spin', { game: counted.identifier, mode: 'real', bet_cents: 100 });
    const status = await agent.get<{ games_taken: number; user_confirmed: boolean }>(
      `/api/tournaments/${id}/status`,
    );
    expect(status.body).toEqual(expect.objectContaining({ games_taken: 1, user_confirmed: true }));
    const batch = await agent.get<Record<string, { games_taken: number }>>(
      `/batch?url[]=api/tournaments/${id}/status`,
    );
    expect(batch.body[`api/tournaments/${id}/status`]?.games_taken).toBe(1);
    expect((await agent.get<{ id: number }[]>('/api/tournaments/player')).body.map((t) => t.id)).toContain(
      id,
    );
  });
});

describe('demo play', () => {
  it('plays with FUN credits without a session', async () => {
    const guest = new PlayerAgent(server.app);
    const game = await slotFor('EUR');
    const page = await guest.get(`/sandbox/game/${game.identifier}?mode=demo`);
    expect(page.status).toBe(200);
    // Self-contained: no script or stylesheet from elsewhere (a `data:` favicon is inline).
    expect(page.text).not.toMatch(/<script[^>]+src=|<link[^>]+href="(?!data:)/);
    const spin = await guest.post<{ balance: { currency: string; amount_cents: number }; win_cents: number }>(
      '/sandbox/game/spin',
      { game: game.identifier, mode: 'demo', bet_cents: 50 },
    );
    expect(spin.body.balance.currency).toBe('FUN');
    expect(spin.body.balance.amount_cents).toBe(100_000 - 50 + spin.body.win_cents);
    expect(
      (await guest.post('/sandbox/game/spin', { game: game.identifier, mode: 'real', bet_cents: 50 })).status,
    ).toBe(401);
  });
});

describe('outbox', () => {
  it('shows sent mails with clickable links', async () => {
    const { email } = await newPlayer();
    const page = await new PlayerAgent(server.app).get('/sandbox/outbox', {
      authorization: `Bearer ${server.adminToken}`,
    });
    expect(page.text).toContain(email);
    expect(page.text).toMatch(
      /<a href="http:\/\/nova\.localhost:8080\/confirmation\?confirmation_token=[0-9a-f]+">/,
    );
  });
});

describe('serving the built client', () => {
  it('answers client routes with the page document and keeps API misses as JSON 404s', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'croupier-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Croupier</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const withClient = await buildServer({ memory: true, upstream: 'http://127.0.0.1:9', distDir: dist });
    try {
      const html = { accept: 'text/html,application/xhtml+xml' };
      const page = await withClient.app.inject({ url: '/pokies/all', headers: html });
      expect(page.statusCode).toBe(200);
      // index.html, titled with the brand of the host (localhost is nova's).
      expect(page.body).toMatch(/^<!doctype html><title>Nova Casino<\/title>/);
      const asset = await withClient.app.inject({ url: '/assets/app.js' });
      expect(asset.body).toBe('console.log(1)');
      const outbox = await withClient.app.inject({ url: '/sandbox/missing', headers: html });
      expect(outbox.statusCode).toBe(404);
      expect(JSON.parse(outbox.body)).toEqual({ error: 'not_found' });
    } finally {
      await withClient.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await new PlayerAgent(server.app).get('/api/nothing-here', { accept: 'text/html' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'not_found' });
  });
});
