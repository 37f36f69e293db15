import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { BoundedMap } from '../../../server/http/bounded-map.ts';
import { FieldErrorList, HttpError, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { addressKey, type RateLimiter } from '../http/rate-limit.ts';
import { requirePlayer, SESSION_COOKIE } from '../http/session.ts';
import { sendMail, withLinks } from '../outbox/outbox.ts';
import { passwordError } from '../player/field-rules.ts';
import { playerView } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { passwordChangedMail, twoFactorChangedMail } from './auth-mails.ts';
import {
  PASSWORD_CHANGE_FAILURES_PER_ACCOUNT,
  PASSWORD_CHANGE_FAILURES_PER_IP,
  TWO_FACTOR_DISABLE_FAILURES_PER_ACCOUNT,
  TWO_FACTOR_FAILURES_PER_ACCOUNT,
  TWO_FACTOR_FAILURES_PER_IP,
  TWO_FACTOR_SETUP_TTL_MS,
  TWO_FACTOR_WRONG_CODES_PER_ATTEMPT,
} from './auth-limits.ts';
import { passwordChangeBody, twoFactorCodeBody } from './auth-schemas.ts';
import { hashPassword, passwordVerifies } from './passwords.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import { consumeAuthenticatorCode } from './two-factor.ts';

// The profile's security calls: changing the password, and pairing an authenticator app for
// two-factor sign-in (or switching it off). The platform's spec names none of them; they follow its
// Devise-style naming (`PUT /api/users` is Devise's account update, `otp_attempt` the code field).

/** Authenticator set-ups waiting for their first code; more drops the oldest. */
const MAX_PENDING_SETUPS = 10_000;

interface PendingSetup {
  secret: string;
  expires: number;
  wrongCodes: number;
}

/** 422 of a set-up that ended (expired, too many wrong codes): the player starts again. */
const setupEnded = (message: string) =>
  new HttpError(422, { error: 'two_factor_setup_ended', errors: { otp_attempt: [message] } });

/**
 * Registers the security calls. `limits` is the sign-in's limiter: wrong two-factor codes count
 * against one budget per account wherever they are sent.
 */
export function registerSecurityRoutes(app: FastifyInstance, deps: SandboxDeps, limits: RateLimiter): void {
  const { db, catalog } = deps;
  const view = (playerId: number) => playerView(db, catalog.statuses, playerId);
  /**
   * Secrets handed out and not yet confirmed, per player. Kept in memory: a refused code changes
   * nothing in the database, and a restart only means starting the set-up again.
   */
  const pendingSetups = new BoundedMap<number, PendingSetup>(MAX_PENDING_SETUPS);

  const account = (playerId: number) =>
    one<{ email: string; password_hash: string; two_factor_enabled: boolean }>(
      db,
      'SELECT email, password_hash, two_factor_enabled FROM players WHERE id = $1',
      [playerId],
    ).then((row) => {
      if (!row) throw unprocessable({ user: ['is unknown'] });
      return row;
    });

  app.put<{ Body: FromSchema<typeof passwordChangeBody> }>(
    '/api/users',
    { schema: { body: passwordChangeBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const { current_password: current, password, password_confirmation: confirmation } = request.body.user;
      const errors = new FieldErrorList();
      if (!current) errors.add('current_password', "can't be blank");
      const message = passwordError(password);
      if (message) errors.add('password', message);
      if (!confirmation) errors.add('password_confirmation', "can't be blank");
      else if (confirmation !== password) errors.add('password_confirmation', "doesn't match password");
      // The new password is checked first: only a complete request costs a try of the current one.
      errors.throwIfAny();
      const row = await account(playerId);
      const budgets = [
        [PASSWORD_CHANGE_FAILURES_PER_ACCOUNT, String(playerId)],
        [PASSWORD_CHANGE_FAILURES_PER_IP, addressKey(request.ip)],
      ] as const;
      const attempt = limits.take(budgets);
      if (!passwordVerifies(current as string, row.password_hash)) {
        throw unprocessable({ current_password: ['is invalid'] });
      }
      attempt.undo();
      limits.reset(PASSWORD_CHANGE_FAILURES_PER_ACCOUNT, String(playerId));
      const origin = deps.mailOrigin(request);
      await db.transaction(async (tx) => {
        // A pending reset link was asked for with the old password in mind: it no longer works.
        await tx.query(
          `UPDATE players SET password_hash = $2, reset_password_token = NULL, reset_password_sent_at = NULL
            WHERE id = $1`,
          [playerId, hashPassword(password as string)],
        );
        // Whoever else knew the old password is signed out; this session stays.
        await tx.query('DELETE FROM sessions WHERE player_id = $1 AND token <> $2', [
          playerId,
          request.cookies[SESSION_COOKIE] ?? '',
        ]);
        await sendMail(tx, withLinks(passwordChangedMail(row.email), origin));
      });
      return view(playerId);
    },
  );

  app.post(
    '/api/users/two_factor',
    { preValidation: rejectBody, config: { idempotent: true } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const row = await account(playerId);
      if (row.two_factor_enabled) throw unprocessable({ two_factor: ['is already on'] });
      const secret = newTotpSecret();
      pendingSetups.set(playerId, { secret, expires: Date.now() + TWO_FACTOR_SETUP_TTL_MS, wrongCodes: 0 });
      return reply.status(201).send({
        secret,
        otpauth_uri: otpauthUri({ issuer: request.site.brand.name, account: row.email, secret }),
      });
    },
  );

  app.post<{ Body: FromSchema<typeof twoFactorCodeBody> }>(
    '/api/users/two_factor/confirm',
    { schema: { body: twoFactorCodeBody }, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      const row = await account(playerId);
      if (row.two_factor_enabled) throw unprocessable({ two_factor: ['is already on'] });
      const pending = pendingSetups.get(playerId);
      if (!pending || pending.expires <= Date.now()) {
        pendingSetups.delete(playerId);
        throw setupEnded('Start the set-up again: the secret has expired');
      }
      const budgets = [
        [TWO_FACTOR_FAILURES_PER_ACCOUNT, row.email],
        [TWO_FACTOR_FAILURES_PER_IP, addressKey(request.ip)],
      ] as const;
      const attempt = limits.take(budgets);
      const step = matchTotp(pending.secret, request.body.user.otp_attempt, Date.now());
      if (step === null) {
        pending.wrongCodes += 1;
        if (pending.wrongCodes < TWO_FACTOR_WRONG_CODES_PER_ATTEMPT) {
          throw unprocessable({ otp_attempt: ['is invalid'] });
        }
        pendingSetups.delete(playerId);
        throw setupEnded('Too many wrong codes: start the set-up again');
      }
      attempt.undo();
      pendingSetups.delete(playerId);
      const origin = deps.mailOrigin(request);
      await db.transaction(async (tx) => {
        // The code just used counts as used: it does not sign anyone in a second time.
        await tx.query(
          'UPDATE players SET two_factor_enabled = TRUE, totp_secret = $2, totp_last_step = $3 WHERE id = $1',
          [playerId, pending.secret, step],
        );
        await sendMail(tx, withLinks(twoFactorChangedMail(row.email, true), origin));
      });
      return view(playerId);
    },
  );

  app.delete<{ Body: FromSchema<typeof twoFactorCodeBody> }>(
    '/api/users/two_factor',
    { schema: { body: twoFactorCodeBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const row = await account(playerId);
      if (!row.two_factor_enabled) throw unprocessable({ two_factor: ['is already off'] });
      const budgets = [
        [TWO_FACTOR_DISABLE_FAILURES_PER_ACCOUNT, row.email],
        [TWO_FACTOR_FAILURES_PER_ACCOUNT, row.email],
        [TWO_FACTOR_FAILURES_PER_IP, addressKey(request.ip)],
      ] as const;
      const attempt = limits.take(budgets);
      if (!(await consumeAuthenticatorCode(db, playerId, request.body.user.otp_attempt))) {
        throw unprocessable({ otp_attempt: ['is invalid'] });
      }
      attempt.undo();
      limits.reset(TWO_FACTOR_DISABLE_FAILURES_PER_ACCOUNT, row.email);
      const origin = deps.mailOrigin(request);
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE players SET two_factor_enabled = FALSE, totp_secret = NULL, totp_last_step = NULL WHERE id = $1',
          [playerId],
        );
        await sendMail(tx, withLinks(twoFactorChangedMail(row.email, false), origin));
      });
      return view(playerId);
    },
  );
}
