// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES_PAGE_SIZE_MAX } from '../catalog/games-filter.ts';
import type { Publication } from '../realtime/hub.ts';
import { buildServer, type SandboxServer } from '../server.ts';
import { COMPLETE_PROFILE, mailsTo, PlayerAgent, TEST_CARD } from '../testing/player-agent.ts';

let server: SandboxServer;
const publications: Publication[] = [];

beforeAll(async () => {
  server = await buildServer({ memory: true, cashoutDelayMs: null });
  server.hub.listen((publication) => publications.push(publication));
}, 120_000);
afterAll(async () => server?.close());

interface UserLimit {
  id: number;
  type: string;
  period: string;
  status: string;
  confirm_until: string | null;
  accounts: { currency: string; amount_cents: number; current_value_amount_cents: number }[];
}
type Errors = { error: string; errors: Record<string, string[]> };

async function newPlayer() {
  const agent = new PlayerAgent(server.app);
  const { user, player } = await agent.signUp();
  return { agent, id: player.id, email: user.email, password: user.password };
}

async function fundedPlayer(amountCents: number) {
  const created = await newPlayer();
  await created.agent.patch('/api/player', {
    context: 'deposit',
    player: { ...COMPLETE_PROFILE, country: 'CA' },
  });
  if (amountCents > 0) expect((await deposit(created.agent, amountCents)).status).toBe(201);
  return created;
}

const deposit = (agent: PlayerAgent, amountCents: number) =>
  agent.post<Errors>('/api/sandbox-payments/deposit', {
    method: 'card-eur',
    amount_cents: amountCents,
    currency: 'EUR',
    fields: TEST_CARD,
  });

const setLimit = (agent: PlayerAgent, body: Record<string, unknown>) =>
  agent.post<UserLimit & Errors>('/api/user_limits', body);

const moneyLimit = (type: string, amountCents: number, period = 'day') => ({
  type,
  period,
  accounts: [{ currency: 'EUR', amount_cents: amountCents }],
});

const limitsOf = async (agent: PlayerAgent) => (await agent.get<UserLimit[]>('/api/user_limits')).body;

/** The token of the newest limit-change mail of a player. */
async function newestToken(email: string): Promise<string> {
  const link = (await mailsTo(server.app, email))
    .flatMap((mail) => mail.links)
    .find((candidate) => candidate.url.includes('/profile/limits/confirm?token='));
  return new URL(link?.url ?? 'http://x/').searchParams.get('token') ?? '';
}

const limitEvents = (playerId: number) =>
  publications.filter((publication) => publication.channel === `game_limits#${playerId}`);

async function slotFor(currency: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/games_filter',
    payload: { device: 'desktop', page_size: GAMES_PAGE_SIZE_MAX },
  });
  const games = (
    JSON.parse(response.body) as { data: { identifier: string; currencies: object; categories: string[] }[] }
  ).data;
  const game = games.find((g) => currency in g.currencies && !g.categories.includes('live'));
  if (!game) throw new Error('no slot in the catalog');
  return game.identifier;
}

describe('POST /api/user_limits', () => {
  it('answers a guest 401 on every limit call', async () => {
    const guest = new PlayerAgent(server.app);
    expect((await guest.get('/api/user_limits')).status).toBe(401);
    expect((await setLimit(guest, moneyLimit('deposit', 1_000))).status).toBe(401);
    expect((await guest.delete('/api/user_limits/1')).status).toBe(401);
  });

  it.each([
    ['no type', { period: 'day', accounts: [{ currency: 'EUR', amount_cents: 100 }] }],
    ['no period', { type: 'deposit', accounts: [{ currency: 'EUR', amount_cents: 100 }] }],
    [
      'an amount as text',
      { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: '5' }] },
    ],
    [
      'a negative amount',
      { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: -5 }] },
    ],
    [
      'a fractional amount',
      { type: 'deposit', period: 'day', accounts: [{ currency: 'EUR', amount_cents: 1.5 }] },
    ],
    ['an unknown field', { ...moneyLimit('deposit', 100), note: 'x' }],
    ['an overlong type', { ...moneyLimit('deposit', 100), type: 'd'.repeat(33) }],
    ['accounts that are no list', { type: 'deposit', period: 'day', accounts: { currency: 'EUR' } }],
  ])('refuses a body with %s (400) and sets nothing', async (_name, body) => {
    const { agent } = await newPlayer();
    const answer = await setLimit(agent, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_request');
    expect(await limitsOf(agent)).toEqual([]);
  });

  it.each([
    ['an unknown type', moneyLimit('bets', 100), 'type'],
    ['an unknown period', moneyLimit('deposit', 100, 'decade'), 'period'],
    ['a money limit without accounts', { type: 'wager', period: 'day' }, 'accounts'],
    ['a zero amount', moneyLimit('loss', 0), 'accounts.amount_cents'],
    ['a cooling-off of a year', { type: 'coolingoff', period: 'year' }, 'period'],
  ])('refuses %s (422) and sets nothing', async (_name, body, field) => {
    const { agent } = await newPlayer();
    const answer = await setLimit(agent, body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
    expect(await limitsOf(agent)).toEqual([]);
  });

  it('sets a new limit at once and tells the client on game_limits', async () => {
    const { agent, id } = await newPlayer();
    const before = limitEvents(id).length;
    const created = await setLimit(agent, moneyLimit('wager', 5_000, 'week'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'wager',
      period: 'week',
      status: 'active',
      confirm_until: null,
    });
    expect(created.body.accounts[0]).toMatchObject({ currency: 'EUR', amount_cents: 5_000 });
    expect(limitEvents(id).length).toBe(before + 1);
    // Another period of the same type is another limit, beside the first.
    expect((await setLimit(agent, moneyLimit('wager', 1_000, 'day'))).status).toBe(201);
    expect((await limitsOf(agent)).map((limit) => limit.period)).toEqual(['week', 'day']);
  });

  it('lowers a limit at once, and raises it only through the mailed link, which works once', async () => {
    const { agent, email } = await newPlayer();
    const created = await setLimit(agent, moneyLimit('loss', 5_000));
    const lowered = await setLimit(agent, { ...moneyLimit('loss', 3_000), id: created.body.id });
    expect(lowered.status).toBe(200);
    expect(lowered.body.accounts[0]?.amount_cents).toBe(3_000);
    expect(await mailsTo(server.app, email)).toHaveLength(1); // the registration mail only

    const raised = await setLimit(agent, moneyLimit('loss', 8_000));
    expect(raised.status).toBe(200);
    expect(raised.body.accounts[0]?.amount_cents).toBe(3_000);
    expect(raised.body.confirm_until).not.toBeNull();
    const [mail] = await mailsTo(server.app, email);
    expect(mail?.subject).toBe('Confirm raising your limit');
    expect(mail?.links[0]?.url).toMatch(/^http:\/\/nova\.localhost(:\d+)?\/profile\/limits\/confirm\?token=/);

    const token = await newestToken(email);
    const confirmed = await agent.post<{ confirmed: boolean; action: string }>('/api/user_limits/confirm', {
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ confirmed: true, action: 'increase' });
    const [limit] = await limitsOf(agent);
    expect(limit?.accounts[0]?.amount_cents).toBe(8_000);
    expect(limit?.confirm_until).toBeNull();

    const again = await agent.post<Errors>('/api/user_limits/confirm', { token });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual(['is invalid']);
  });

  it('keeps one change waiting per limit: a newer change replaces the link, a lower amount drops it', async () => {
    const { agent, email } = await newPlayer();
    const created = await setLimit(agent, moneyLimit('deposit', 1_000));
    await setLimit(agent, moneyLimit('deposit', 2_000));
    const first = await newestToken(email);
    await setLimit(agent, moneyLimit('deposit', 3_000));
    const second = await newestToken(email);
    expect(second).not.toBe(first);
    expect((await agent.post('/api/user_limits/confirm', { token: first })).status).toBe(422);

    const lowered = await setLimit(agent, { ...moneyLimit('deposit', 900), id: created.body.id });
    expect(lowered.body).toMatchObject({ status: 'active', confirm_until: null });
    expect((await agent.post('/api/user_limits/confirm', { token: second })).status).toBe(422);
    expect((await limitsOf(agent))[0]?.accounts[0]?.amount_cents).toBe(900);
  });

  it('refuses to change the type or period of a limit (422) and leaves it as it was', async () => {
    const { agent } = await newPlayer();
    const created = await setLimit(agent, moneyLimit('deposit', 1_000, 'month'));
    const answer = await setLimit(agent, { ...moneyLimit('deposit', 1_000, 'day'), id: created.body.id });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['period']);
    expect(
      (await setLimit(agent, { ...moneyLimit('wager', 1_000, 'month'), id: created.body.id })).status,
    ).toBe(422);
    expect((await limitsOf(agent)).map((limit) => [limit.type, limit.period])).toEqual([
      ['deposit', 'month'],
    ]);
  });

  it("answers 404 for another player's limit id and changes nothing", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const created = await setLimit(owner.agent, moneyLimit('deposit', 1_000));
    expect((await setLimit(other.agent, { ...moneyLimit('deposit', 10), id: created.body.id })).status).toBe(
      404,
    );
    expect((await other.agent.delete(`/api/user_limits/${created.body.id}`)).status).toBe(404);
    expect((await limitsOf(owner.agent))[0]?.accounts[0]?.amount_cents).toBe(1_000);
  });
});

describe('DELETE /api/user_limits/:id and the confirmation', () => {
  it('removes a limit only through the mailed link', async () => {
    const { agent, email } = await newPlayer();
    const created = await setLimit(agent, moneyLimit('wager', 10_000, 'month'));
    const removing = await agent.delete<UserLimit>(`/api/user_limits/${created.body.id}`);
    expect(removing.status).toBe(200);
    expect(removing.body.status).toBe('pending_removal');
    expect((await mailsTo(server.app, email))[0]?.subject).toBe('Confirm removing your limit');
    expect(await limitsOf(agent)).toHaveLength(1);
    const confirmed = await agent.post('/api/user_limits/confirm', { token: await newestToken(email) });
    expect(confirmed.body).toMatchObject({ confirmed: true, action: 'delete' });
    expect(await limitsOf(agent)).toEqual([]);
  });

  it('says a link has expired after a day, and drops the change that waited for it', async () => {
    const { agent, email } = await newPlayer();
    await setLimit(agent, moneyLimit('deposit', 1_000));
    await setLimit(agent, moneyLimit('deposit', 5_000));
    const token = await newestToken(email);
    await server.db!.query(
      `UPDATE limit_tokens SET created_at = now() - interval '25 hours' WHERE token = $1`,
      [token],
    );
    await server.db!.query(`UPDATE user_limits SET confirm_until = now() - interval '1 hour'`);
    const expired = await agent.post<Errors>('/api/user_limits/confirm', { token });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.token).toEqual(['has expired']);
    const [limit] = await limitsOf(agent);
    expect(limit).toMatchObject({ status: 'active', confirm_until: null });
    expect(limit?.accounts[0]?.amount_cents).toBe(1_000);
  });

  it("refuses another player's link as invalid, and a forged one", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const created = await setLimit(owner.agent, moneyLimit('deposit', 1_000));
    await owner.agent.delete(`/api/user_limits/${created.body.id}`);
    const token = await newestToken(owner.email);
    const stolen = await other.agent.post<Errors>('/api/user_limits/confirm', { token });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors.token).toEqual(['is invalid']);
    expect((await owner.agent.post('/api/user_limits/confirm', { token: 'forged' })).status).toBe(422);
    expect(await limitsOf(owner.agent)).toHaveLength(1);
  });

  it.each([
    ['no token', {}],
    ['a numeric token', { token: 42 }],
    ['an overlong token', { token: 'x'.repeat(129) }],
    ['an unknown field', { token: 'abc', limit: 1 }],
  ])('refuses a confirmation with %s (400)', async (_name, body) => {
    const { agent } = await newPlayer();
    expect((await agent.post('/api/user_limits/confirm', body)).status).toBe(400);
  });
});

describe('cooling-off and self-exclusion', () => {
  it('keeps a cooling-off player signed in, without bets or deposits, and cannot be removed', async () => {
    const { agent, id } = await fundedPlayer(1_000);
    const lock = await setLimit(agent, { type: 'coolingoff', period: 'week' });
    expect(lock.status).toBe(201);
    expect(limitEvents(id).at(-1)?.data).toEqual(await limitsOf(agent));
    expect((await agent.get('/api/player')).status).toBe(200);
    expect((await limitsOf(agent)).map((limit) => limit.type)).toEqual(['coolingoff']);

    const spin = await agent.post<Errors>('/sandbox/game/spin', {
      game: await slotFor('EUR'),
      mode: 'real',
      bet_cents: 100,
    });
    expect(spin.status).toBe(422);
    expect(spin.body.errors.base?.[0]).toMatch(/coolingoff/);
    const refused = await deposit(agent, 1_000);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.base?.[0]).toMatch(/coolingoff/);

    expect((await setLimit(agent, { type: 'coolingoff', period: 'day' })).body.errors.type).toEqual([
      'is already active',
    ]);
    expect((await agent.delete(`/api/user_limits/${lock.body.id}`)).status).toBe(422);
  });

  it('logs a self-excluded player out', async () => {
    const { agent, email, password } = await newPlayer();
    expect((await setLimit(agent, { type: 'selfexclusion', period: 'half_year' })).status).toBe(201);
    expect((await agent.get('/api/player')).status).toBe(401);
    expect((await agent.post('/api/users/sign_in', { user: { email, password } })).status).toBe(422);
  });
});

describe('reaching a limit', () => {
  it('tells the client on game_limits when a deposit reaches the deposit limit, not before', async () => {
    const { agent, id } = await fundedPlayer(0);
    await setLimit(agent, moneyLimit('deposit', 5_000));
    const before = limitEvents(id).length;
    expect((await deposit(agent, 2_000)).status).toBe(201);
    expect(limitEvents(id).length).toBe(before);
    expect((await deposit(agent, 3_000)).status).toBe(201);
    expect(limitEvents(id).length).toBe(before + 1);
    const [limit] = limitEvents(id).at(-1)?.data as UserLimit[];
    expect(limit?.accounts[0]).toMatchObject({ amount_cents: 5_000, current_value_amount_cents: 5_000 });
    const over = await deposit(agent, 1_000);
    expect(over.status).toBe(422);
    expect(over.body.errors.amount_cents).toEqual(['exceeds your day deposit limit']);
  });

  it('tells the client on game_limits when a bet reaches the wager limit, and refuses the next bet', async () => {
    const { agent, id } = await fundedPlayer(5_000);
    await setLimit(agent, moneyLimit('wager', 200));
    const game = await slotFor('EUR');
    const spin = () => agent.post<Errors>('/sandbox/game/spin', { game, mode: 'real', bet_cents: 100 });
    const before = limitEvents(id).length;
    expect((await spin()).status).toBe(200);
    expect(limitEvents(id).length).toBe(before);
    expect((await spin()).status).toBe(200);
    expect(limitEvents(id).length).toBe(before + 1);
    const [limit] = limitEvents(id).at(-1)?.data as UserLimit[];
    expect(limit?.accounts[0]).toMatchObject({ amount_cents: 200, current_value_amount_cents: 200 });
    expect((await spin()).status).toBe(422);
  });
});
