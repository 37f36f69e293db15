import type { RateRule } from '../http/rate-limit.ts';

// Every budget of the sign-in, two-factor, registration, password-reset and confirmation calls.
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

/** Wrong codes a single pending two-factor login may send before it ends (back to the password). */
export const TWO_FACTOR_WRONG_CODES_PER_LOGIN = 5;
/** Wrong two-factor codes per account over all its pending logins. */
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
/** Two-factor codes mailed per account: each costs a mail. */
export const TWO_FACTOR_CODES_PER_ACCOUNT: RateRule = {
  name: 'two-factor-code/account',
  max: 5,
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

/** How long a two-factor code works. */
export const OTP_TTL_MINUTES = 10;
export const OTP_TTL_MS = OTP_TTL_MINUTES * MINUTE_MS;
/** How long a password-reset link works. */
export const RESET_TTL_MS = 6 * HOUR_MS;
/** How long an e-mail confirmation link works, and signs in the browser that asked for it. */
export const CONFIRMATION_TTL_MS = 72 * HOUR_MS;
