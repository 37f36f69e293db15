import type { LinkedMail } from '../outbox/outbox.ts';

// The mails of the auth calls. Links are paths: `withLinks` puts them on the configured origin of
// the site the request came from, or leaves them out.

/** What the owner of an address can do next: sign in, or ask for a new password (client routes). */
const OWNER_LINKS = [
  { label: 'Sign in', path: '/login' },
  { label: 'Choose a new password', path: '/remind' },
];

export const confirmationMail = (to: string, token: string): LinkedMail => ({
  to,
  subject: 'Confirm your e-mail',
  body: 'Welcome! Confirm your e-mail address to sign in.',
  links: [{ label: 'Confirm my e-mail', path: `/confirmation?confirmation_token=${token}` }],
});

/** To the owner of an address someone tried to register again (the answer did not say it is taken). */
export const signUpAttemptMail = (to: string): LinkedMail => ({
  to,
  subject: 'Someone tried to sign up with your e-mail',
  body: 'Someone, maybe you, tried to create a new account with this e-mail address, which already has an account. If it was you, sign in, or choose a new password if you forgot it. If it was not you, ignore this mail: your account has not changed.',
  links: OWNER_LINKS,
});

/** To a player who asked for a confirmation link again although the address is confirmed. */
export const alreadyConfirmedMail = (to: string): LinkedMail => ({
  to,
  subject: 'Your e-mail is already confirmed',
  body: 'Someone, maybe you, asked for a new confirmation link for this e-mail address. It is already confirmed: you can sign in, or choose a new password if you forgot it.',
  links: OWNER_LINKS,
});

export const passwordResetMail = (to: string, token: string): LinkedMail => ({
  to,
  subject: 'Reset your password',
  body: 'Someone asked to reset your password. If it was you, choose a new one; if not, ignore this mail.',
  links: [{ label: 'Choose a new password', path: `/new-password?reset_password_token=${token}` }],
});

/** To the owner after a password change from the profile: a change they did not make is news. */
export const passwordChangedMail = (to: string): LinkedMail => ({
  to,
  subject: 'Your password was changed',
  body: 'The password of your account was just changed, and your other sessions were signed out. If it was not you, choose a new password at once and contact support.',
  links: [{ label: 'Choose a new password', path: '/remind' }],
});

/** To the owner when two-factor sign-in is switched on or off. */
export const twoFactorChangedMail = (to: string, enabled: boolean): LinkedMail => ({
  to,
  subject: enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
  body: enabled
    ? 'From now on, signing in to your account asks for a code from your authenticator app as well as your password.'
    : 'Signing in to your account no longer asks for a code from your authenticator app. If it was not you, choose a new password at once and contact support.',
  links: enabled ? [] : [{ label: 'Choose a new password', path: '/remind' }],
});
