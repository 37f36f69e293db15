import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changePassword,
  checkEmail,
  confirmEmail,
  confirmTwoFactor,
  disableTwoFactor,
  isEmailRejected,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  startTwoFactorSetup,
} from './auth.ts';
import { ApiError, RateLimitedError } from './errors.ts';
import { fakeApi, jsonResponse, type FakeResponder } from '../../tests/harness/fake-api.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

function withApi(respond?: FakeResponder) {
  const api = fakeApi(respond);
  restore = api.restore;
  return api;
}

describe('calls that use a token up', () => {
  it('sends the new password and the e-mail confirmation once, even when the answer is lost', async () => {
    for (const call of [
      () => resetPassword({ reset_password_token: 't', password: 'p', password_confirmation: 'p' }),
      () => confirmEmail('tok'),
    ]) {
      const api = withApi(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(call()).rejects.toBeTruthy();
      // Sent again, the used token would be refused although the first call did its work.
      expect(api.requests).toHaveLength(1);
      restore();
    }
  });
});

describe('auth requests', () => {
  it.each([
    ['the e-mail check', () => checkEmail('a@b.c'), 'POST', '/check-email', { email: 'a@b.c' }],
    [
      'a login',
      () => signIn({ email: 'a@b.c', password: 'pw', dfpc: 'fp' }),
      'POST',
      '/api/users/sign_in',
      { user: { email: 'a@b.c', password: 'pw', dfpc: 'fp' } },
    ],
    [
      'a two-factor code',
      () => signIn({ otp_attempt: '123456' }),
      'POST',
      '/api/users/sign_in',
      { user: { otp_attempt: '123456' } },
    ],
    ['a logout', () => signOut(), 'DELETE', '/api/users/sign_out', undefined],
    [
      'a registration',
      () => register({ email: 'a@b.c', password: 'pw', currency: 'EUR' }, 'reg-1'),
      'POST',
      '/api/users',
      { user: { email: 'a@b.c', password: 'pw', currency: 'EUR' } },
    ],
    [
      'a reset request',
      () => requestPasswordReset({ email: 'a@b.c' }),
      'POST',
      '/api/users/password',
      { user: { email: 'a@b.c' } },
    ],
    [
      'a new password',
      () => resetPassword({ reset_password_token: 't', password: 'p', password_confirmation: 'p' }),
      'PUT',
      '/api/users/password',
      { user: { reset_password_token: 't', password: 'p', password_confirmation: 'p' } },
    ],
    [
      'a confirmation resend',
      () => resendConfirmation({ email: 'a@b.c', captcha: 'c' }),
      'POST',
      '/api/users/confirmation',
      { user: { email: 'a@b.c', captcha: 'c' } },
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = withApi(() => ({}));
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });

  it('sends a registration with its Idempotency-Key, so that a retry creates one account', async () => {
    const api = withApi(() => ({}));
    await register({ email: 'a@b.c', password: 'pw' }, 'reg-3');
    expect(api.last.headers['idempotency-key']).toBe('reg-3');
    await signIn({ email: 'a@b.c', password: 'pw' });
    expect(api.last.headers['idempotency-key']).toBeUndefined();
  });

  it('confirms an e-mail with the token in the query', async () => {
    const api = withApi(() => ({ id: 1 }));
    await confirmEmail('tok en');
    expect(api.last).toMatchObject({ method: 'GET', path: '/api/users/confirmation' });
    expect(api.last.query.get('confirmation_token')).toBe('tok en');
  });

  it('rethrows a login error as the response, and a two-factor error as its data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() => jsonResponse({ error: 'invalid' }, { status: 401 }));
    await expect(signIn({ email: 'a@b.c', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    await expect(signIn({ otp_attempt: '000000' })).rejects.toEqual({ error: 'invalid' });
  });

  it('keeps a 429 of the two-factor step a RateLimitedError, so the form can show the wait', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() =>
      jsonResponse(
        { error: 'rate_limited', retry_after: 300 },
        { status: 429, headers: { 'retry-after': '300' } },
      ),
    );
    const error = await signIn({ otp_attempt: '000000' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(300);
  });

  it('hands a 422 registration error to the form with its fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    withApi(() => jsonResponse({ errors: { email: ['has already been taken'] } }, { status: 422 }));
    await expect(register({ email: 'a@b.c', password: 'pw' }, 'reg-2')).rejects.toMatchObject({
      status: 422,
      body: { errors: { email: ['has already been taken'] } },
    });
  });

  it('rejects only invalid e-mail check codes', () => {
    expect(isEmailRejected('IBIZA::INVALID::BLACKLISTED')).toBe(true);
    expect(isEmailRejected('IBIZA::RISKY::TEMPORARY')).toBe(false);
    expect(isEmailRejected(undefined)).toBe(false);
  });
});

describe('the profile security calls', () => {
  it.each([
    [
      'a password change',
      () => changePassword({ current_password: 'old', password: 'new', password_confirmation: 'new' }),
      'PUT',
      '/api/users',
      { user: { current_password: 'old', password: 'new', password_confirmation: 'new' } },
    ],
    [
      'a new authenticator secret',
      () => startTwoFactorSetup('2fa-1'),
      'POST',
      '/api/users/two_factor',
      undefined,
    ],
    [
      'the first authenticator code',
      () => confirmTwoFactor('123456', '2fa-2'),
      'POST',
      '/api/users/two_factor/confirm',
      { user: { otp_attempt: '123456' } },
    ],
    [
      'a code to switch two-factor off',
      () => disableTwoFactor('654321'),
      'DELETE',
      '/api/users/two_factor',
      { user: { otp_attempt: '654321' } },
    ],
  ] as const)('sends %s', async (_label, call, method, path, body) => {
    const api = withApi(() => ({}));
    await call();
    expect(api.last).toMatchObject({ method, path, body });
  });

  it('keys the writes that pair an authenticator, so that a repeat does the work once', async () => {
    const api = withApi(() => ({}));
    await startTwoFactorSetup('2fa-setup');
    expect(api.last.headers['idempotency-key']).toBe('2fa-setup');
    await confirmTwoFactor('123456', '2fa-confirm');
    expect(api.last.headers['idempotency-key']).toBe('2fa-confirm');
  });

  it('sends a password change and a switch-off once, even when the answer is lost', async () => {
    for (const call of [
      () => changePassword({ current_password: 'old', password: 'new', password_confirmation: 'new' }),
      () => disableTwoFactor('123456'),
    ]) {
      const api = withApi(() => {
        throw new TypeError('Failed to fetch');
      });
      await expect(call()).rejects.toBeTruthy();
      // Sent again, the old password or the used code would be refused although the first call worked.
      expect(api.requests).toHaveLength(1);
      restore();
    }
  });
});
