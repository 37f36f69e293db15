// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type SandboxServer } from '../server.ts';
import { databaseSnapshot } from '../testing/database-snapshot.ts';
import { mailsTo, PlayerAgent, type AgentResponse } from '../testing/player-agent.ts';
import { codeOfStep, enableTwoFactor } from '../testing/two-factor.ts';
import {
  PASSWORD_CHANGE_FAILURES_PER_ACCOUNT,
  TWO_FACTOR_DISABLE_FAILURES_PER_ACCOUNT,
  TWO_FACTOR_WRONG_CODES_PER_ATTEMPT,
} from './auth-limits.ts';
import { totpCode } from './totp.ts';

let server: SandboxServer;
beforeAll(async () => {
  server = await buildServer({ memory: true });
}, 120_000);
afterAll(async () => server?.close());

type Errors = { error?: string; errors: Record<string, string[]> };
type Player = { id: number; email: string; two_factor_enabled: boolean };
type Setup = { secret: string; otpauth_uri: string };

const NEW_PASSWORD = 'Newer#456';

async function signedInPlayer(host?: string) {
  const agent = new PlayerAgent(server.app, host);
  const { user, player } = await agent.signUp();
  return { agent, id: player.id, email: user.email, password: user.password };
}

const signIn = (agent: PlayerAgent, user: Record<string, string>) =>
  agent.post<Errors | Player>('/api/users/sign_in', { user });
const changePassword = (agent: PlayerAgent, user: Record<string, unknown>) =>
  agent.put<Errors | Player>('/api/users', { user });
const disable = (agent: PlayerAgent, otp: string) =>
  agent.request<Errors | Player>('DELETE', '/api/users/two_factor', { user: { otp_attempt: otp } });
const errorsOf = (response: AgentResponse<unknown>) => (response.body as Errors).errors;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('changing the password', () => {
  it('sets the new password, keeps this session, signs out the others and tells the owner', async () => {
    const { agent, email, password } = await signedInPlayer();
    const elsewhere = new PlayerAgent(server.app);
    expect((await signIn(elsewhere, { email, password })).status).toBe(200);

    const changed = await changePassword(agent, {
      current_password: password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((changed.body as Player).email).toBe(email);
    expect((await agent.get('/api/player')).status).toBe(200);
    expect((await elsewhere.get('/api/player')).status).toBe(401);
    expect((await mailsTo(server.app, email))[0]?.subject).toBe('Your password was changed');

    const fresh = new PlayerAgent(server.app);
    expect((await signIn(fresh, { email, password })).status).toBe(422);
    expect((await signIn(fresh, { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password on current_password and changes nothing', async () => {
    const { agent, email, password } = await signedInPlayer();
    const before = await databaseSnapshot(server.db!);
    const refused = await changePassword(agent, {
      current_password: 'Wrong#999',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual({ current_password: ['is invalid'] });
    expect(await databaseSnapshot(server.db!)).toEqual(before);
    expect((await signIn(new PlayerAgent(server.app), { email, password })).status).toBe(200);
  });

  it('checks the new password by the registration rules before trying the current one', async () => {
    const { agent, password } = await signedInPlayer();
    const refused = await changePassword(agent, {
      current_password: 'Wrong#999',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(errorsOf(refused)).sort()).toEqual(['password', 'password_confirmation']);
    const chars = await changePassword(agent, {
      current_password: password,
      password: 'spaces are wrong',
      password_confirmation: 'spaces are wrong',
    });
    expect(errorsOf(chars).password).toEqual(['contains wrong chars']);
    const blank = await changePassword(agent, { password: NEW_PASSWORD });
    expect(Object.keys(errorsOf(blank)).sort()).toEqual(['current_password', 'password_confirmation']);
    // None of these tried the current password: the budget is whole.
    for (let i = 1; i < PASSWORD_CHANGE_FAILURES_PER_ACCOUNT.max; i += 1) {
      await changePassword(agent, {
        current_password: 'Wrong#999',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
    }
    const right = await changePassword(agent, {
      current_password: password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(right.status).toBe(200);
  });

  it('limits wrong current passwords per account: past the budget even the right one waits', async () => {
    const { agent, password } = await signedInPlayer();
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < PASSWORD_CHANGE_FAILURES_PER_ACCOUNT.max; i += 1) {
      expect((await changePassword(agent, { ...body, current_password: `Wrong#${i}` })).status).toBe(422);
    }
    const limited = await changePassword(agent, { ...body, current_password: password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by it.
    const other = await signedInPlayer();
    expect((await changePassword(other.agent, { ...body, current_password: other.password })).status).toBe(
      200,
    );
  });

  it('answers 400 to bodies of the wrong shape, and 401 to a guest', async () => {
    const { agent, password } = await signedInPlayer();
    expect((await agent.put('/api/users', { current_password: password })).status).toBe(400);
    expect((await agent.put('/api/users', { user: { current_password: 1 } })).status).toBe(400);
    expect((await agent.put('/api/users', { user: { email: 'x@example.com' } })).status).toBe(400);
    expect(
      (await agent.request('PUT', '/api/users', '{', { 'content-type': 'application/json' })).status,
    ).toBe(400);
    const guest = new PlayerAgent(server.app);
    const refused = await changePassword(guest, {
      current_password: password,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(refused.status).toBe(401);
  });
});

describe('pairing an authenticator app', () => {
  it('hands out a new secret with its otpauth URI, named after the brand of the site', async () => {
    const { agent, email } = await signedInPlayer();
    const setup = await agent.post<Setup>('/api/users/two_factor');
    expect(setup.status).toBe(201);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.body.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.body.secret);
    expect(uri.searchParams.get('issuer')).toBe('Nova Casino');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Nova Casino:${email}`);

    const lumen = await signedInPlayer('lumen.localhost');
    const other = await lumen.agent.post<Setup>('/api/users/two_factor');
    expect(new URL(other.body.otpauth_uri).searchParams.get('issuer')).toMatch(/Lumen/);
    expect(other.body.secret).not.toBe(setup.body.secret);
  });

  it('switches two-factor on with the code of the new secret, and tells the owner', async () => {
    const { agent, email } = await signedInPlayer();
    const { secret } = (await agent.post<Setup>('/api/users/two_factor')).body;
    const wrong = await agent.post<Errors>('/api/users/two_factor/confirm', {
      user: { otp_attempt: wrongFor(totpCode(secret, Date.now())) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ otp_attempt: ['is invalid'] });
    expect((await agent.get<Player>('/api/player')).body.two_factor_enabled).toBe(false);

    const right = await agent.post<Player>('/api/users/two_factor/confirm', {
      user: { otp_attempt: totpCode(secret, Date.now()) },
    });
    expect(right.status).toBe(200);
    expect(right.body.two_factor_enabled).toBe(true);
    expect((await mailsTo(server.app, email))[0]?.subject).toBe('Two-factor sign-in is on');
    expect((await agent.post<Errors>('/api/users/two_factor')).status).toBe(422);
  });

  it('ends the set-up after 5 wrong codes: that secret is dead, a new one works', async () => {
    const { agent } = await signedInPlayer();
    const { secret } = (await agent.post<Setup>('/api/users/two_factor')).body;
    const right = () => totpCode(secret, Date.now());
    for (let i = 1; i < TWO_FACTOR_WRONG_CODES_PER_ATTEMPT; i += 1) {
      const wrong = await agent.post<Errors>('/api/users/two_factor/confirm', {
        user: { otp_attempt: wrongFor(right()) },
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.error).not.toBe('two_factor_setup_ended');
    }
    const fifth = await agent.post<Errors>('/api/users/two_factor/confirm', {
      user: { otp_attempt: wrongFor(right()) },
    });
    expect(fifth.status).toBe(422);
    expect(fifth.body.error).toBe('two_factor_setup_ended');
    const late = await agent.post<Errors>('/api/users/two_factor/confirm', {
      user: { otp_attempt: right() },
    });
    expect(late.body.error).toBe('two_factor_setup_ended');
    expect((await agent.get<Player>('/api/player')).body.two_factor_enabled).toBe(false);

    await enableTwoFactor(agent);
    expect((await agent.get<Player>('/api/player')).body.two_factor_enabled).toBe(true);
  });

  it('confirms with the secret of the latest set-up only', async () => {
    const { agent } = await signedInPlayer();
    const first = (await agent.post<Setup>('/api/users/two_factor')).body.secret;
    const second = (await agent.post<Setup>('/api/users/two_factor')).body.secret;
    const stale = await agent.post('/api/users/two_factor/confirm', {
      user: { otp_attempt: totpCode(first, Date.now()) },
    });
    expect(stale.status).toBe(422);
    const fresh = await agent.post('/api/users/two_factor/confirm', {
      user: { otp_attempt: totpCode(second, Date.now()) },
    });
    expect(fresh.status).toBe(200);
  });

  it('answers a confirmation sent again with the same key as the first time, switching on once', async () => {
    const { agent, email } = await signedInPlayer();
    const { secret } = (await agent.post<Setup>('/api/users/two_factor')).body;
    const body = { user: { otp_attempt: totpCode(secret, Date.now()) } };
    const headers = { 'idempotency-key': 'confirm-two-factor-1' };
    const first = await agent.post<Player>('/api/users/two_factor/confirm', body, headers);
    const again = await agent.post<Player>('/api/users/two_factor/confirm', body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(
      (await mailsTo(server.app, email)).filter((mail) => mail.subject.startsWith('Two-factor')),
    ).toHaveLength(1);
  });

  it('refuses a confirmation without a set-up, bad bodies, and guests', async () => {
    const { agent } = await signedInPlayer();
    const none = await agent.post<Errors>('/api/users/two_factor/confirm', {
      user: { otp_attempt: '123456' },
    });
    expect(none.status).toBe(422);
    expect(none.body.error).toBe('two_factor_setup_ended');
    expect((await agent.post('/api/users/two_factor/confirm', { user: {} })).status).toBe(400);
    expect((await agent.post('/api/users/two_factor/confirm', { otp_attempt: '123456' })).status).toBe(400);
    expect(
      (await agent.post('/api/users/two_factor/confirm', { user: { otp_attempt: 123456 } })).status,
    ).toBe(400);
    expect((await agent.post('/api/users/two_factor', { secret: 'MINE' })).status).toBe(400);
    const guest = new PlayerAgent(server.app);
    expect((await guest.post('/api/users/two_factor')).status).toBe(401);
    expect(
      (await guest.post('/api/users/two_factor/confirm', { user: { otp_attempt: '123456' } })).status,
    ).toBe(401);
    expect((await disable(guest, '123456')).status).toBe(401);
  });
});

describe('switching two-factor off', () => {
  it('takes a fresh code of the authenticator app, never the one already used', async () => {
    const { agent, email, password } = await signedInPlayer();
    const { secret, usedStep } = await enableTwoFactor(agent);
    const replay = await disable(agent, codeOfStep(secret, usedStep));
    expect(replay.status).toBe(422);
    expect(errorsOf(replay)).toEqual({ otp_attempt: ['is invalid'] });

    const off = await disable(agent, codeOfStep(secret, usedStep + 1));
    expect(off.status).toBe(200);
    expect((off.body as Player).two_factor_enabled).toBe(false);
    expect((await mailsTo(server.app, email))[0]?.subject).toBe('Two-factor sign-in is off');
    // Signing in asks for the password only again.
    expect((await signIn(new PlayerAgent(server.app), { email, password })).status).toBe(200);
    expect((await disable(agent, totpCode(secret, Date.now()))).status).toBe(422);
  });

  it('allows 5 wrong codes, then makes even the right one wait', async () => {
    const { agent } = await signedInPlayer();
    const { secret, usedStep } = await enableTwoFactor(agent);
    const next = codeOfStep(secret, usedStep + 1);
    const before = await databaseSnapshot(server.db!);
    for (let i = 0; i < TWO_FACTOR_DISABLE_FAILURES_PER_ACCOUNT.max; i += 1) {
      expect((await disable(agent, wrongFor(next))).status).toBe(422);
    }
    expect(await databaseSnapshot(server.db!)).toEqual(before);
    expect((await disable(agent, next)).status).toBe(429);
    expect((await agent.get<Player>('/api/player')).body.two_factor_enabled).toBe(true);
  });

  it('sends the player who has it off a clear refusal', async () => {
    const { agent } = await signedInPlayer();
    const refused = await disable(agent, '123456');
    expect(refused.status).toBe(422);
    expect(Object.keys(errorsOf(refused))).toEqual(['two_factor']);
  });
});
