import type { RateRule } from '../http/rate-limit.ts';

// Every budget of the sign-in, two-factor, registration, password-reset, password-change and
// confirmation calls.
// Each call is limited per account (the normalised e-mail, whether or not an account uses it) and
// per client address (`request.ip`), so that neither one address nor many can try an account's
// password, and one address cannot try many accounts. Over a budget the call answers 429 with
// Retry-After and does nothing else.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Wrong passwords (or unknown e-mails) per account; a successful sign-in starts the account afresh. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'sign-in/account',
  max: 5,
  windowMs: 15 * MINUTE_MS,
};
/** Wrong passwords per client address, over all accounts; a success elsewhere does not reset it. */
export const SIGN_IN_FAILURES_PER_IP: RateRule = { name: 'sign-in/ip', max: 20, windowMs: 15 * MINUTE_MS };

/**
 * Wrong codes one two-factor attempt may send before it ends: a pending login (back to the
 * password), or an authenticator set-up (back to a new secret).
 */
export const TWO_FACTOR_WRONG_CODES_PER_ATTEMPT = 5;
/** Wrong two-factor codes per account, over its logins, set-ups and switch-offs together. */
export const TWO_FACTOR_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'two-factor/account',
  max: 10,
  windowMs: 15 * MINUTE_MS,
};
export const TWO_FACTOR_FAILURES_PER_IP: RateRule = {
  name: 'two-factor/ip',
  max: 20,
  windowMs: 15 * MINUTE_MS,
};
/** Wrong codes sent to switch two-factor off, per account: the 6th try within the window waits. */
export const TWO_FACTOR_DISABLE_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'two-factor-disable/account',
  max: TWO_FACTOR_WRONG_CODES_PER_ATTEMPT,
  windowMs: 15 * MINUTE_MS,
};

/**
 * Wrong current passwords sent to change the password, per account and per client address: a
 * stolen session must not become a way to try passwords. A change that succeeds starts the
 * account afresh.
 */
export const PASSWORD_CHANGE_FAILURES_PER_ACCOUNT: RateRule = {
  name: 'password-change/account',
  max: 5,
  windowMs: 15 * MINUTE_MS,
};
export const PASSWORD_CHANGE_FAILURES_PER_IP: RateRule = {
  name: 'password-change/ip',
  max: 20,
  windowMs: 15 * MINUTE_MS,
};

/** Registrations (valid ones: each mails) per client address and per e-mail. */
export const REGISTRATIONS_PER_IP: RateRule = { name: 'registration/ip', max: 10, windowMs: HOUR_MS };
export const REGISTRATIONS_PER_ACCOUNT: RateRule = {
  name: 'registration/account',
  max: 3,
  windowMs: HOUR_MS,
};

/** Password-reset requests per client address and per e-mail. */
export const PASSWORD_RESETS_PER_IP: RateRule = { name: 'password-reset/ip', max: 10, windowMs: HOUR_MS };
export const PASSWORD_RESETS_PER_ACCOUNT: RateRule = {
  name: 'password-reset/account',
  max: 3,
  windowMs: HOUR_MS,
};

/** Confirmation e-mails sent again, per e-mail and per client address. */
export const CONFIRMATION_RESENDS_PER_ACCOUNT: RateRule = {
  name: 'confirmation-resend/account',
  max: 3,
  windowMs: HOUR_MS,
};
export const CONFIRMATION_RESENDS_PER_IP: RateRule = {
  name: 'confirmation-resend/ip',
  max: 10,
  windowMs: HOUR_MS,
};

/** How long a login that passed the password waits for its two-factor code. */
export const TWO_FACTOR_LOGIN_TTL_MS = 10 * MINUTE_MS;
/** How long a new authenticator secret waits to be confirmed with a code. */
export const TWO_FACTOR_SETUP_TTL_MS = 15 * MINUTE_MS;
/** How long a password-reset link works. */
export const RESET_TTL_MS = 6 * HOUR_MS;
/** How long an e-mail confirmation link works, and signs in the browser that asked for it. */
export const CONFIRMATION_TTL_MS = 72 * HOUR_MS;
