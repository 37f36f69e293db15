// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { mailsTo, PlayerAgent, registration, type AgentResponse } from '../testing/player-agent.ts';
import { NO_LINK_NOTE } from '../outbox/outbox.ts';
import {
  CONFIRMATION_RESENDS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_IP,
  REGISTRATIONS_PER_ACCOUNT,
  REGISTRATIONS_PER_IP,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_IP,
  TWO_FACTOR_FAILURES_PER_ACCOUNT,
  TWO_FACTOR_WRONG_CODES_PER_ATTEMPT,
} from './auth-limits.ts';
import { codeOfStep, enableTwoFactor } from '../testing/two-factor.ts';

// No options beyond the in-memory database: every limit holds on the server's defaults.
let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

type Errors = { error?: string; errors: Record<string, string[]> };
type Limited = { error: string; retry_after: number };

const uniqueEmail = (() => {
  let n = 0;
  return (label: string) => `${label}.${(n += 1)}.${Date.now()}@example.com`;
})();

const signIn = (agent: PlayerAgent, user: Record<string, string>) =>
  agent.post<Errors>('/api/users/sign_in', { user });

/** A confirmed player, signed out again: what a returning player is. */
async function returningPlayer() {
  const agent = new PlayerAgent(server.app);
  const { user, player } = await agent.signUp();
  await agent.delete('/api/users/sign_out');
  return { agent, id: player.id, email: user.email, password: user.password };
}

function expectRateLimited(response: AgentResponse<unknown>, maxSeconds: number) {
  expect(response.status).toBe(429);
  const body = response.body as Limited;
  expect(body.error).toBe('rate_limited');
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(maxSeconds);
  expect(response.headers['retry-after']).toBe(String(body.retry_after));
}

async function allMails() {
  const response = await server.app.inject({
    url: '/sandbox/outbox.json',
    headers: { authorization: `Bearer ${server.adminToken}` },
  });
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as { id: number }[];
}
const lastMailId = async () => (await allMails())[0]?.id ?? 0;

describe('sign-in limits', () => {
  it('refuses the 6th failed sign-in of an account with 429 and Retry-After, even from other addresses and with the right password', async () => {
    const { email, password } = await returningPlayer();
    const max = SIGN_IN_FAILURES_PER_ACCOUNT.max;
    for (let i = 0; i < max; i += 1) {
      const wrong = await signIn(new PlayerAgent(server.app), { email, password: `Wrong#${i}` });
      expect(wrong.status).toBe(422);
    }
    const attacker = new PlayerAgent(server.app);
    expectRateLimited(await signIn(attacker, { email, password: 'Wrong#x' }), 15 * 60);
    const owner = new PlayerAgent(server.app);
    const refused = await signIn(owner, { email: ` ${email.toUpperCase()} `, password });
    expectRateLimited(refused, 15 * 60);
    expect(owner.hasSession()).toBe(false);
  });

  it('counts sign-ins sent all at once: no more than the budget get to try a password', async () => {
    const { email } = await returningPlayer();
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(new PlayerAgent(server.app), { email, password: `Wrong#${i}` }),
      ),
    );
    const tried = attempts.filter((response) => response.status === 422);
    expect(tried).toHaveLength(SIGN_IN_FAILURES_PER_ACCOUNT.max);
    expect(attempts.filter((response) => response.status === 429)).toHaveLength(
      30 - SIGN_IN_FAILURES_PER_ACCOUNT.max,
    );
  });

  it('limits an e-mail that has no account exactly like one that has', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT.max; i += 1) {
      expect((await signIn(new PlayerAgent(server.app), { email, password: 'Secret#123' })).status).toBe(422);
    }
    expectRateLimited(await signIn(new PlayerAgent(server.app), { email, password: 'Secret#123' }), 15 * 60);
  });

  it("starts an account afresh once its owner signs in, so earlier typos don't lock them out", async () => {
    const { agent, email, password } = await returningPlayer();
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT.max - 1; i += 1) {
      await signIn(agent, { email, password: 'Typo#123' });
    }
    expect((await signIn(agent, { email, password })).status).toBe(200);
    await agent.delete('/api/users/sign_out');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT.max - 1; i += 1) {
      expect((await signIn(agent, { email, password: 'Typo#123' })).status).toBe(422);
    }
    expect((await signIn(agent, { email, password })).status).toBe(200);
  });

  it('limits one address trying many accounts; its own successful sign-in does not reset that', async () => {
    const own = await returningPlayer();
    const attacker = new PlayerAgent(server.app);
    const max = SIGN_IN_FAILURES_PER_IP.max;
    for (let i = 0; i < max - 1; i += 1) {
      expect((await signIn(attacker, { email: uniqueEmail('victim'), password: 'Guess#1' })).status).toBe(
        422,
      );
    }
    // Signing in to an account of its own between guesses gains the attacker nothing.
    const mine = await signIn(attacker, { email: own.email, password: own.password });
    expect(mine.status).toBe(200);
    await attacker.delete('/api/users/sign_out');
    expect((await signIn(attacker, { email: uniqueEmail('victim'), password: 'Guess#1' })).status).toBe(422);
    expectRateLimited(await signIn(attacker, { email: uniqueEmail('victim'), password: 'Guess#1' }), 15 * 60);
    // Another visitor is not affected.
    const other = await returningPlayer();
    const { email, password } = other;
    expect((await signIn(new PlayerAgent(server.app), { email, password })).status).toBe(200);
  });

  it('does no password work and sends no mail once limited', async () => {
    const email = uniqueEmail('quiet');
    for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT.max; i += 1) {
      await signIn(new PlayerAgent(server.app), { email, password: 'Secret#123' });
    }
    const before = await lastMailId();
    const refused = await signIn(new PlayerAgent(server.app), { email, password: 'Secret#123' });
    expect(refused.status).toBe(429);
    expect(await lastMailId()).toBe(before);
  });
});

describe('two-factor sign-in', () => {
  /** A returning player who paired an authenticator app, signed out. */
  async function twoFactorPlayer() {
    const player = await returningPlayer();
    await signIn(player.agent, { email: player.email, password: player.password });
    const authenticator = await enableTwoFactor(player.agent);
    await player.agent.delete('/api/users/sign_out');
    // The code of the set-up is used; the next period's works already (one period of drift).
    return {
      ...player,
      ...authenticator,
      next: codeOfStep(authenticator.secret, authenticator.usedStep + 1),
    };
  }

  /** The password step: answers 422 on otp_attempt, mails nothing, and remembers the login. */
  async function passwordStep(agent: PlayerAgent, email: string, password: string) {
    const mailsBefore = await lastMailId();
    const first = await signIn(agent, { email, password });
    expect(first.status).toBe(422);
    expect(first.body.errors.otp_attempt?.[0]).toMatch(/authenticator app/);
    expect(agent.hasSession()).toBe(false);
    expect(await lastMailId()).toBe(mailsBefore);
  }
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('signs in with the code of the authenticator app after the password', async () => {
    const { agent, email, password, next } = await twoFactorPlayer();
    await passwordStep(agent, email, password);
    const right = await signIn(agent, { otp_attempt: next });
    expect(right.status).toBe(200);
    expect(agent.hasSession()).toBe(true);
  });

  it('takes a code once: the same code again is refused, also when sent with the password', async () => {
    const { agent, email, password, next } = await twoFactorPlayer();
    await passwordStep(agent, email, password);
    expect((await signIn(agent, { otp_attempt: next })).status).toBe(200);
    await agent.delete('/api/users/sign_out');

    await passwordStep(agent, email, password);
    const replay = await signIn(agent, { otp_attempt: next });
    expect(replay.status).toBe(422);
    const withPassword = await signIn(new PlayerAgent(server.app), { email, password, otp_attempt: next });
    expect(withPassword.status).toBe(422);
    expect(withPassword.body.errors.otp_attempt).toHaveLength(1);
  });

  it('refuses the code that confirmed the set-up', async () => {
    const { agent, email, password, secret, usedStep } = await twoFactorPlayer();
    await passwordStep(agent, email, password);
    expect((await signIn(agent, { otp_attempt: codeOfStep(secret, usedStep) })).status).toBe(422);
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const { agent, email, password, next } = await twoFactorPlayer();
    await passwordStep(agent, email, password);
    const second = new PlayerAgent(server.app);
    const answers = await Promise.all([
      signIn(agent, { otp_attempt: next }),
      signIn(second, { email, password, otp_attempt: next }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('ends the login after 5 wrong codes: the code alone is then refused, the password starts again', async () => {
    const { agent, email, password, next } = await twoFactorPlayer();
    await passwordStep(agent, email, password);
    for (let i = 1; i < TWO_FACTOR_WRONG_CODES_PER_ATTEMPT; i += 1) {
      const wrong = await signIn(agent, { otp_attempt: wrongFor(next) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.error).not.toBe('two_factor_ended');
    }
    const fifth = await signIn(agent, { otp_attempt: wrongFor(next) });
    expect(fifth.status).toBe(422);
    expect(fifth.body.error).toBe('two_factor_ended');
    expect(fifth.body.errors.otp_attempt?.[0]).toMatch(/password/);

    const alone = await signIn(agent, { otp_attempt: next });
    expect(alone.status).toBe(422);
    expect(alone.body.error).toBe('two_factor_ended');
    expect(agent.hasSession()).toBe(false);

    await passwordStep(agent, email, password);
    expect((await signIn(agent, { otp_attempt: next })).status).toBe(200);
  });

  it('counts wrong codes of every login against the account: past the budget even the right code waits', async () => {
    const { email, password, next } = await twoFactorPlayer();
    for (let i = 0; i < TWO_FACTOR_FAILURES_PER_ACCOUNT.max; i += 1) {
      const wrong = await signIn(new PlayerAgent(server.app), {
        email,
        password,
        otp_attempt: wrongFor(next),
      });
      expect(wrong.status).toBe(422);
    }
    const right = await signIn(new PlayerAgent(server.app), { email, password, otp_attempt: next });
    expectRateLimited(right, TWO_FACTOR_FAILURES_PER_ACCOUNT.windowMs / 1000);
  });

  it('lets nobody switch two-factor on or off by editing the profile', async () => {
    const player = await returningPlayer();
    await signIn(player.agent, { email: player.email, password: player.password });
    const refused = await player.agent.patch<Errors>('/api/player', { player: { two_factor_enabled: true } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.two_factor_enabled).toHaveLength(1);
    await enableTwoFactor(player.agent);
    const off = await player.agent.patch<Errors>('/api/player', { player: { two_factor_enabled: false } });
    expect(off.status).toBe(422);
    expect(
      (await player.agent.get<{ two_factor_enabled: boolean }>('/api/player')).body.two_factor_enabled,
    ).toBe(true);
  });
});

describe('the confirmation link', () => {
  /** Registers from `agent` and answers the token of the link mailed. */
  async function registerFrom(agent: PlayerAgent) {
    const { user } = registration();
    expect((await agent.post('/api/users', { user })).status).toBe(201);
    const link = (await mailsTo(server.app, user.email))[0]?.links[0]?.url ?? '';
    return { user, token: new URL(link).searchParams.get('confirmation_token') ?? '' };
  }
  const open = (agent: PlayerAgent, token: string) =>
    agent.get<{ id?: number; confirmed?: boolean }>(`/api/users/confirmation?confirmation_token=${token}`);

  it('signs in the browser that registered', async () => {
    const registering = new PlayerAgent(server.app);
    const { user, token } = await registerFrom(registering);
    const opened = await open(registering, token);
    expect(opened.status).toBe(200);
    expect(registering.hasSession()).toBe(true);
    expect((opened.body as { email?: string }).email).toBe(user.email);
  });

  it('only confirms the address in another browser: nobody can be signed into an account sent to them', async () => {
    const { user, token } = await registerFrom(new PlayerAgent(server.app));
    const victim = new PlayerAgent(server.app);
    const opened = await open(victim, token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ confirmed: true });
    expect(victim.hasSession()).toBe(false);
    // The address is confirmed: its owner signs in with the password.
    const owner = new PlayerAgent(server.app);
    expect((await signIn(owner, { email: user.email, password: user.password })).status).toBe(200);
  });

  it("never replaces a signed-in player's session with another account", async () => {
    const registering = new PlayerAgent(server.app);
    const { token } = await registerFrom(registering);
    const player = new PlayerAgent(server.app);
    const { player: own } = await player.signUp();
    const before = player.cookieHeader();
    const opened = await open(player, token);
    expect(opened.body).toEqual({ confirmed: true });
    expect(player.cookieHeader()).toBe(before);
    expect((await player.get<{ id: number }>('/api/player')).body.id).toBe(own.id);
  });

  it('works for 72 hours', async () => {
    const registering = new PlayerAgent(server.app);
    const { user, token } = await registerFrom(registering);
    await server.db?.query(
      "UPDATE players SET confirmation_sent_at = now() - interval '73 hours' WHERE email = $1",
      [user.email],
    );
    const opened = await open(registering, token);
    expect(opened.status).toBe(422);
    expect(registering.hasSession()).toBe(false);
  });
});

describe('no user enumeration', () => {
  /** What a client can compare between two answers (cookie values are random: their names and attributes). */
  const visible = (response: AgentResponse<unknown>) => {
    const cookies = response.headers['set-cookie'];
    const list = Array.isArray(cookies) ? cookies : cookies ? [String(cookies)] : [];
    return {
      status: response.status,
      text: response.text,
      setCookie: list.map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, '$1=…')),
      type: response.headers['content-type'],
    };
  };

  it('answers a sign-up with a taken e-mail exactly as a new one, signs neither in, and mails the owner', async () => {
    const taken = await returningPlayer();
    const newcomer = new PlayerAgent(server.app);
    const fresh = await newcomer.post('/api/users', registration());
    const intruder = new PlayerAgent(server.app);
    const again = await intruder.post('/api/users', registration({ email: taken.email.toUpperCase() }));

    expect(visible(again)).toEqual(visible(fresh));
    expect(fresh.status).toBe(201);
    expect(newcomer.hasSession()).toBe(false);
    expect(intruder.hasSession()).toBe(false);
    const [warning] = await mailsTo(server.app, taken.email);
    expect(warning?.subject).toBe('Someone tried to sign up with your e-mail');
    expect(warning?.links.map((link) => link.url)).toEqual([
      'http://nova.localhost:8080/login',
      'http://nova.localhost:8080/remind',
    ]);
    // The owner's password is untouched.
    const { email, password } = taken;
    expect((await signIn(new PlayerAgent(server.app), { email, password })).status).toBe(200);
  });

  it('still answers 422 for the other field errors of a sign-up', async () => {
    const response = await new PlayerAgent(server.app).post<Errors>(
      '/api/users',
      registration({ password: 'x', password_confirmation: 'x', terms_acceptance: false }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['password', 'terms_acceptance']);
  });

  it('answers a password-reset request the same for a known and an unknown e-mail', async () => {
    const known = await returningPlayer();
    const forKnown = await new PlayerAgent(server.app).post('/api/users/password', {
      user: { email: known.email },
    });
    const forUnknown = await new PlayerAgent(server.app).post('/api/users/password', {
      user: { email: uniqueEmail('ghost') },
    });
    expect(visible(forUnknown)).toEqual(visible(forKnown));
    expect(forKnown.status).toBe(201);
    expect((await mailsTo(server.app, known.email))[0]?.subject).toBe('Reset your password');
    const malformed = await new PlayerAgent(server.app).post<Errors>('/api/users/password', {
      user: { email: 'not-an-email' },
    });
    expect(malformed.status).toBe(422);
  });

  it('answers a confirmation resend the same for unknown, unconfirmed and confirmed addresses', async () => {
    const confirmed = await returningPlayer();
    const unconfirmed = registration().user;
    await new PlayerAgent(server.app).post('/api/users', { user: unconfirmed });
    const resend = (email: string) =>
      new PlayerAgent(server.app).post('/api/users/confirmation', { user: { email } });

    const answers = [
      await resend(uniqueEmail('ghost')),
      await resend(unconfirmed.email),
      await resend(confirmed.email),
    ];
    expect(answers.map(visible)).toEqual([visible(answers[0]!), visible(answers[0]!), visible(answers[0]!)]);
    expect(answers[0]?.status).toBe(201);
    expect((await mailsTo(server.app, unconfirmed.email))[0]?.links[0]?.url).toContain('confirmation_token=');
    expect((await mailsTo(server.app, confirmed.email))[0]?.subject).toBe('Your e-mail is already confirmed');
    expect((await resend('not-an-email')).status).toBe(422);
  });

  it('takes about as long for a taken e-mail as for a new one, and for a known reset as an unknown', async () => {
    const SAMPLES = 7;
    const accounts = [];
    for (let i = 0; i < 2 * SAMPLES; i += 1) accounts.push(await returningPlayer());
    /** Milliseconds of one call from a visitor of its own; it must answer 201. */
    const time = async (url: string, body: unknown) => {
      const start = performance.now();
      const response = await new PlayerAgent(server.app).post(url, body);
      const elapsed = performance.now() - start;
      expect(response.status).toBe(201);
      return elapsed;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // The server learns the real branch's timing from real traffic: some has passed before.
    for (const { email } of accounts.slice(SAMPLES)) {
      await time('/api/users', registration());
      await time('/api/users/password', { user: { email } });
    }
    const signUps = { fresh: [] as number[], taken: [] as number[] };
    const resets = { known: [] as number[], unknown: [] as number[] };
    for (const { email } of accounts.slice(0, SAMPLES)) {
      signUps.fresh.push(await time('/api/users', registration()));
      signUps.taken.push(await time('/api/users', registration({ email })));
      resets.known.push(await time('/api/users/password', { user: { email } }));
      resets.unknown.push(await time('/api/users/password', { user: { email: uniqueEmail('u') } }));
    }
    // Without padding a taken e-mail answered 5 times faster; a machine under load (the other test
    // files run beside this one) stretches either, so the bound is 4 times.
    const close = (a: number[], b: number[]) => {
      expect(median(a)).toBeGreaterThan(median(b) / 4);
      expect(median(a)).toBeLessThan(median(b) * 4);
    };
    close(signUps.taken, signUps.fresh);
    close(resets.unknown, resets.known);
  });
});

describe('registration, reset and resend limits', () => {
  it('refuses more valid registrations from one address than the hourly budget, and sends no mail then', async () => {
    const agent = new PlayerAgent(server.app);
    for (let i = 0; i < REGISTRATIONS_PER_IP.max; i += 1) {
      expect((await agent.post('/api/users', registration())).status).toBe(201);
    }
    const before = await lastMailId();
    const extra = registration();
    expectRateLimited(await agent.post('/api/users', extra), 60 * 60);
    expect(await lastMailId()).toBe(before);
    expect(await mailsTo(server.app, extra.user.email)).toEqual([]);
    // Another address registers as usual.
    expect((await new PlayerAgent(server.app).post('/api/users', registration())).status).toBe(201);
  });

  it('refuses more sign-ups of one e-mail than its budget, from any address', async () => {
    const { user } = registration();
    for (let i = 0; i < REGISTRATIONS_PER_ACCOUNT.max; i += 1) {
      expect((await new PlayerAgent(server.app).post('/api/users', { user })).status).toBe(201);
    }
    expectRateLimited(await new PlayerAgent(server.app).post('/api/users', { user }), 60 * 60);
  });

  it('does not count a registration the form got wrong', async () => {
    const agent = new PlayerAgent(server.app);
    for (let i = 0; i < REGISTRATIONS_PER_IP.max + 2; i += 1) {
      expect((await agent.post('/api/users', registration({ terms_acceptance: false }))).status).toBe(422);
    }
    expect((await agent.post('/api/users', registration())).status).toBe(201);
  });

  it('limits password-reset requests per e-mail and per address', async () => {
    const { email } = await returningPlayer();
    for (let i = 0; i < PASSWORD_RESETS_PER_ACCOUNT.max; i += 1) {
      expect(
        (await new PlayerAgent(server.app).post('/api/users/password', { user: { email } })).status,
      ).toBe(201);
    }
    const resets = (await mailsTo(server.app, email)).length;
    expectRateLimited(
      await new PlayerAgent(server.app).post('/api/users/password', { user: { email } }),
      60 * 60,
    );
    expect((await mailsTo(server.app, email)).length).toBe(resets);

    const agent = new PlayerAgent(server.app);
    for (let i = 0; i < PASSWORD_RESETS_PER_IP.max; i += 1) {
      await agent.post('/api/users/password', { user: { email: uniqueEmail('any') } });
    }
    expectRateLimited(await agent.post('/api/users/password', { user: { email: uniqueEmail('any') } }), 3600);
  });

  it('limits confirmation resends per e-mail', async () => {
    const { user } = registration();
    await new PlayerAgent(server.app).post('/api/users', { user });
    for (let i = 0; i < CONFIRMATION_RESENDS_PER_ACCOUNT.max; i += 1) {
      const resent = await new PlayerAgent(server.app).post('/api/users/confirmation', {
        user: { email: user.email },
      });
      expect(resent.status).toBe(201);
    }
    expectRateLimited(
      await new PlayerAgent(server.app).post('/api/users/confirmation', { user: { email: user.email } }),
      3600,
    );
  });
});

describe('mail links', () => {
  it('use the configured origin of the brand host, whatever Host port or X-Forwarded-Host the request sends', async () => {
    const { email } = await returningPlayer();
    await new PlayerAgent(server.app).request(
      'POST',
      '/api/users/password',
      { user: { email } },
      {
        host: 'nova-mirror.localhost:6666',
        'x-forwarded-host': 'evil.example',
      },
    );
    const [mail] = await mailsTo(server.app, email);
    expect(mail?.links[0]?.url).toMatch(
      /^http:\/\/nova-mirror\.localhost:8080\/new-password\?reset_password_token=[0-9a-f]+$/,
    );
    expect(mail?.body).not.toContain('evil.example');
    expect(mail?.body).not.toContain('6666');
  });

  it('are left out, with a warning naming the host, for a host no brand names exactly', async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    try {
      for (const host of ['evil.example', 'x.lumen.localhost']) {
        const { user } = registration();
        const agent = new PlayerAgent(server.app, host);
        expect((await agent.post('/api/users', { user })).status).toBe(201);
        const [mail] = await mailsTo(server.app, user.email);
        expect(mail?.links).toEqual([]);
        expect(mail?.body).toContain(NO_LINK_NOTE);
        expect(mail?.body).not.toContain(host);
        expect(warn).toHaveBeenCalledWith({ host }, expect.stringContaining(host));
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('name the port the server is configured with, and the limit confirmation link too', async () => {
    const other = await buildServer({ memory: true, port: 9123 });
    try {
      const agent = new PlayerAgent(other.app, 'lumen.localhost');
      const { user } = registration();
      await agent.post('/api/users', { user });
      const confirmation = (await mailsTo(other.app, user.email))[0]?.links[0]?.url ?? '';
      expect(confirmation).toMatch(/^http:\/\/lumen\.localhost:9123\/confirmation\?confirmation_token=/);
      await agent.get(`/api/users/confirmation${new URL(confirmation).search}`);
      await agent.post('/api/user_limits', {
        type: 'deposit',
        period: 'day',
        accounts: [{ currency: 'EUR', amount_cents: 1_000 }],
      });
      await agent.post('/api/user_limits', {
        type: 'deposit',
        period: 'day',
        accounts: [{ currency: 'EUR', amount_cents: 9_000 }],
      });
      const [limitMail] = await mailsTo(other.app, user.email);
      expect(limitMail?.links[0]?.url).toMatch(
        /^http:\/\/lumen\.localhost:9123\/profile\/limits\/confirm\?token=/,
      );
    } finally {
      await other.close();
    }
  });
});

describe('the client address behind a proxy', () => {
  it('ignores X-Forwarded-For by default: changing it does not escape a limit', async () => {
    const agent = new PlayerAgent(server.app);
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP.max; i += 1) {
      await agent.request(
        'POST',
        '/api/users/sign_in',
        { user: { email: uniqueEmail('x'), password: 'Guess#1' } },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
    }
    const refused = await agent.request(
      'POST',
      '/api/users/sign_in',
      { user: { email: uniqueEmail('x'), password: 'Guess#1' } },
      { 'x-forwarded-for': '198.51.100.250' },
    );
    expect(refused.status).toBe(429);
  });

  it('takes the address from X-Forwarded-For when the request comes from a configured proxy', async () => {
    const proxied = await buildServer({ memory: true, trustProxy: '127.0.0.1, 10.9.0.0/16' });
    try {
      const proxy = new PlayerAgent(proxied.app, 'nova.localhost', '127.0.0.1');
      const from = (ip: string) =>
        proxy.request(
          'POST',
          '/api/users/sign_in',
          { user: { email: uniqueEmail('x'), password: 'Guess#1' } },
          { 'x-forwarded-for': ip },
        );
      for (let i = 0; i < SIGN_IN_FAILURES_PER_IP.max; i += 1)
        expect((await from('203.0.113.7')).status).toBe(422);
      expect((await from('203.0.113.7')).status).toBe(429);
      // Another player behind the same proxy is another address.
      expect((await from('203.0.113.8')).status).toBe(422);
      const seen = await proxy.request<{ ip: string }>('GET', '/api/current_ip', undefined, {
        'x-forwarded-for': '203.0.113.9',
      });
      expect(seen.body.ip).toBe('203.0.113.9');
      // A visitor who is not the proxy cannot pick their address.
      const direct = new PlayerAgent(proxied.app, 'nova.localhost', '192.0.2.44');
      const own = await direct.request<{ ip: string }>('GET', '/api/current_ip', undefined, {
        'x-forwarded-for': '203.0.113.9',
      });
      expect(own.body.ip).toBe('192.0.2.44');
    } finally {
      await proxied.close();
    }
  });
});

describe('limits in production mode', () => {
  it('hold on a server built for production', async () => {
    const production = await buildServer({ memory: true, production: true });
    try {
      const email = uniqueEmail('prod');
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT.max; i += 1) {
        await new PlayerAgent(production.app).post('/api/users/sign_in', { user: { email, password: 'x' } });
      }
      const refused = await new PlayerAgent(production.app).post('/api/users/sign_in', {
        user: { email, password: 'x' },
      });
      expectRateLimited(refused, 15 * 60);
    } finally {
      await production.close();
    }
  });
});
