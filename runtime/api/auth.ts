import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys.ts';
import { apiRequest } from './client.ts';
import { ApiError, RateLimitedError } from './errors.ts';
import { logged } from './log-failure.ts';
import type { Player } from './types.ts';

export type EmailCheckCode =
  | 'IBIZA::INVALID::BLACKLISTED'
  | 'IBIZA::INVALID::INVALID_DOMAIN'
  | 'IBIZA::INVALID::REJECTED_EMAIL'
  | 'IBIZA::RISKY::RISKY'
  | 'IBIZA::RISKY::NON_PERSONAL'
  | 'IBIZA::RISKY::INBOX_FULL'
  | 'IBIZA::RISKY::TEMPORARY'
  | 'IBIZA::RISKY::TIMEOUT'
  | 'IBIZA::VALID::ACCEPTED_EMAIL'
  | 'IBIZA::VALID::WHITELISTED';

export interface EmailCheckResult {
  errors: { message: EmailCheckCode };
}

/** Whether an e-mail check code blocks the address (the invalid family). */
export function isEmailRejected(code: EmailCheckCode | undefined): boolean {
  return code?.startsWith('IBIZA::INVALID::') ?? false;
}

/** The e-mail check that precedes login and registration (spec §5). */
export function checkEmail(email: string): Promise<EmailCheckResult> {
  return logged('checkEmail', apiRequest<EmailCheckResult>('POST', '/check-email', { body: { email } }));
}

/** Login payload (spec §3); the 2FA step sends `otp_attempt` alone or with the credentials. */
export interface SignInUser {
  email?: string;
  password?: string;
  /** Device fingerprint (`dfpObj.getDFP()`). */
  dfpc?: string;
  captcha?: string;
  custom_login_reg?: string;
  otp_attempt?: string;
}

/**
 * Signs in; the caller then reads the player. A login error rethrows the response; a two-factor
 * error rethrows the response data (spec §8), except a 429, which stays a RateLimitedError so that
 * the form can show the wait.
 */
export async function signIn(user: SignInUser): Promise<void> {
  try {
    await logged(
      'signIn',
      apiRequest('POST', '/api/users/sign_in', { body: { user }, authErrorEvent: false }),
    );
  } catch (error) {
    if (user.otp_attempt !== undefined && error instanceof ApiError && !(error instanceof RateLimitedError)) {
      throw error.body;
    }
    throw error;
  }
}

export async function signOut(): Promise<void> {
  await logged('signOut', apiRequest('DELETE', '/api/users/sign_out'));
}

/** Registration fields (spec §3 Player) besides the credentials. */
export interface RegistrationUser {
  email: string;
  password: string;
  password_confirmation?: string;
  dfpc?: string;
  captcha?: string;
  currency?: string;
  country?: string;
  terms_acceptance?: boolean;
  receive_promos?: boolean;
  receive_sms_promos?: boolean;
  bonus_code?: string;
  [field: string]: unknown;
}

/**
 * Registers a player. The answer is the same whether or not the address is taken, and nobody is
 * signed in: the server mails a confirmation link (whose page signs the player in) or, for a taken
 * address, a notice to its owner. A 422 carries `{ errors: { field: string[] } }` for the form. The
 * key makes a retried registration create one account.
 */
export async function register(user: RegistrationUser, idempotencyKey: string): Promise<void> {
  await logged('register', apiRequest('POST', '/api/users', { body: { user }, idempotencyKey }));
}

/** Asks for a password-reset e-mail; a failure throws the response for the form (spec §8). */
export async function requestPasswordReset(user: { email: string; captcha?: string }): Promise<void> {
  await logged('requestPasswordReset', apiRequest('POST', '/api/users/password', { body: { user } }));
}

/** Sets a new password with the token from the reset e-mail. */
export async function resetPassword(user: {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
}): Promise<void> {
  // A PUT, but the token works once: sent again after a lost answer it would be refused as invalid
  // although the password was set. The player retries, and the page says what happened.
  await logged('resetPassword', apiRequest('PUT', '/api/users/password', { body: { user }, retry: false }));
}

/**
 * What the confirmation link answers: the player, signed in, in the browser that asked for the
 * link; only that it worked anywhere else (that browser must log in).
 */
export type EmailConfirmation = Player | { confirmed: true };

/** Whether a confirmation signed the player in (its answer is the player). */
export const signedInBy = (answer: EmailConfirmation | undefined): answer is Player =>
  typeof (answer as Player | undefined)?.id === 'number';

/** Confirms the e-mail with the token of the confirmation link. */
export function confirmEmail(confirmationToken: string, signal?: AbortSignal): Promise<EmailConfirmation> {
  return logged(
    'confirmEmail',
    apiRequest<EmailConfirmation>('GET', '/api/users/confirmation', {
      query: { confirmation_token: confirmationToken },
      signal,
      // A GET that uses its token up: not sent again by itself (the page offers Try again).
      retry: false,
    }),
  );
}

export function confirmEmailQueryOptions(confirmationToken: string) {
  return queryOptions({
    queryKey: queryKeys.emailConfirmation(confirmationToken),
    queryFn: ({ signal }) => confirmEmail(confirmationToken, signal),
    staleTime: Infinity,
  });
}

/** Sends the confirmation e-mail again; a 422 carries `errors.email` (shown as a toast). */
export async function resendConfirmation(user: { email: string; captcha?: string }): Promise<void> {
  await logged('resendConfirmation', apiRequest('POST', '/api/users/confirmation', { body: { user } }));
}

/** The password change of the profile: the current password proves the player. */
export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/**
 * Changes the signed-in player's password; the session stays, the player's other sessions end. A
 * 422 carries `errors.current_password` (wrong current password) or the new password's rules.
 */
export function changePassword(user: PasswordChange): Promise<Player> {
  // Sent once: after a lost answer the old password would be refused although the change was made.
  return logged('changePassword', apiRequest<Player>('PUT', '/api/users', { body: { user }, retry: false }));
}

/** A new authenticator secret, as text and as the otpauth URI its QR code carries. */
export interface TwoFactorSetup {
  secret: string;
  otpauth_uri: string;
}

/** Starts pairing an authenticator app: a new secret that waits for its first code. */
export function startTwoFactorSetup(idempotencyKey: string): Promise<TwoFactorSetup> {
  return logged(
    'startTwoFactorSetup',
    apiRequest<TwoFactorSetup>('POST', '/api/users/two_factor', { idempotencyKey }),
  );
}

/** Switches two-factor sign-in on with the first code of the new secret; answers the player. */
export function confirmTwoFactor(otpAttempt: string, idempotencyKey: string): Promise<Player> {
  return logged(
    'confirmTwoFactor',
    apiRequest<Player>('POST', '/api/users/two_factor/confirm', {
      body: { user: { otp_attempt: otpAttempt } },
      idempotencyKey,
    }),
  );
}

/** Switches two-factor sign-in off with a fresh code of the authenticator app; answers the player. */
export function disableTwoFactor(otpAttempt: string): Promise<Player> {
  // A code works once: sent again after a lost answer it would be refused although it worked.
  return logged(
    'disableTwoFactor',
    apiRequest<Player>('DELETE', '/api/users/two_factor', {
      body: { user: { otp_attempt: otpAttempt } },
      retry: false,
    }),
  );
}
