import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one, type Queryable } from '../db/database.ts';
import { ENABLED_CURRENCIES } from '../catalog/currencies.ts';
import { BoundedMap } from '../../../server/http/bounded-map.ts';
import { FieldErrorList, HttpError, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { EqualTiming } from '../http/equal-timing.ts';
import { addressKey, RateLimiter } from '../http/rate-limit.ts';
import { endSession, requirePlayer, startSession } from '../http/session.ts';
import { sendMail, withLinks } from '../outbox/outbox.ts';
import { playerView, REGULAR_GROUP } from '../player/player.ts';
import {
  birthdayError,
  EMAIL_PATTERN,
  emailError,
  isoBirthday,
  nameError,
  nicknameError,
  normaliseEmail,
  passwordError,
  phoneError,
  postalCodeError,
} from '../player/field-rules.ts';
import { activeLock } from '../limits/limit-store.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { issueWelcomeGifts } from '../bonuses/welcome-gifts.ts';
import { browserHash, hashPassword, newToken, passwordVerifies } from './passwords.ts';
import {
  alreadyConfirmedMail,
  confirmationMail,
  passwordResetMail,
  signUpAttemptMail,
} from './auth-mails.ts';
import {
  CONFIRMATION_RESENDS_PER_ACCOUNT,
  CONFIRMATION_RESENDS_PER_IP,
  PASSWORD_RESETS_PER_ACCOUNT,
  PASSWORD_RESETS_PER_IP,
  REGISTRATIONS_PER_ACCOUNT,
  REGISTRATIONS_PER_IP,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_IP,
  TWO_FACTOR_FAILURES_PER_ACCOUNT,
  TWO_FACTOR_FAILURES_PER_IP,
  TWO_FACTOR_LOGIN_TTL_MS,
  TWO_FACTOR_WRONG_CODES_PER_ATTEMPT,
  CONFIRMATION_TTL_MS,
  RESET_TTL_MS,
} from './auth-limits.ts';
import {
  checkEmailBody,
  confirmationQuery,
  confirmationResendBody,
  passwordRequestBody,
  passwordSetBody,
  registerBody,
  signInBody,
  updateDetailsBody,
} from './auth-schemas.ts';
import { registerSecurityRoutes } from './security-routes.ts';
import { consumeAuthenticatorCode } from './two-factor.ts';

/** SPEC §1: the licence is EE for Estonian players, CW otherwise. */
const licenceFor = (country: string): string => (country === 'EE' ? 'EE' : 'CW');
const TWO_FACTOR_COOKIE = 'croupier_2fa';
/**
 * Marks the browser that registered (or asked for a new confirmation link): the link signs in
 * that browser only. Anyone else who opens it confirms the address and must log in, so nobody can
 * send a player a link that signs them into an account that is not theirs.
 */
const CONFIRMATION_BROWSER_COOKIE = 'croupier_signup';
/** Domains the sandbox's e-mail check treats as disposable or blacklisted (API-SHAPES check-email codes). */
const TEMPORARY_DOMAINS = ['mailinator.com', 'tempmail.com', 'yopmail.com'];
const BLACKLISTED_DOMAINS = ['blacklisted.test'];

type Row = {
  id: number;
  email: string;
  password_hash: string;
  two_factor_enabled: boolean;
  confirmed_at: Date | null;
};

/** Two-factor logins the sandbox keeps at once; more drops the oldest (each is a cookie token). */
const MAX_PENDING_LOGINS = 10_000;

/** 422 of a pending two-factor login that ended: the player starts again with the password. */
const twoFactorEnded = (message: string) =>
  new HttpError(422, { error: 'two_factor_ended', errors: { otp_attempt: [message] } });

export function registerAuthRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;
  const limits = new RateLimiter();
  /** Logins that passed the password and wait for their 2FA code: cookie token → player. */
  const pendingTwoFactor = new BoundedMap<string, { playerId: number; expires: number }>(MAX_PENDING_LOGINS);
  /** Wrong codes sent in each player's pending login (passing the password again starts at 0). */
  const wrongCodes = new BoundedMap<number, number>(MAX_PENDING_LOGINS);

  /** The cheap branches of the calls that must not tell whether an account exists wait as long as the real ones. */
  const timing = {
    registration: new EqualTiming(),
    passwordReset: new EqualTiming(),
    confirmationResend: new EqualTiming(),
  };

  const view = (playerId: number, tx: Queryable = db) => playerView(tx, catalog.statuses, playerId);

  /** Marks this browser as the one a confirmation link will sign in; answers what to store of it. */
  const markBrowser = (reply: FastifyReply): string => {
    const nonce = newToken();
    reply.setCookie(CONFIRMATION_BROWSER_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: Math.floor(CONFIRMATION_TTL_MS / 1000),
    });
    return browserHash(nonce);
  };
  const browserOf = (request: FastifyRequest): string | null => {
    const nonce = request.cookies[CONFIRMATION_BROWSER_COOKIE];
    return nonce ? browserHash(nonce) : null;
  };

  app.post<{ Body: FromSchema<typeof checkEmailBody> }>(
    '/check-email',
    { schema: { body: checkEmailBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const domain = email.split('@')[1] ?? '';
      if (!EMAIL_PATTERN.test(email)) {
        return reply.status(422).send({ errors: { message: 'IBIZA::INVALID::REJECTED_EMAIL' } });
      }
      if (BLACKLISTED_DOMAINS.includes(domain)) {
        return reply.status(422).send({ errors: { message: 'IBIZA::INVALID::BLACKLISTED' } });
      }
      if (TEMPORARY_DOMAINS.includes(domain)) return { errors: { message: 'IBIZA::RISKY::TEMPORARY' } };
      return { errors: { message: 'IBIZA::VALID::ACCEPTED_EMAIL' } };
    },
  );

  app.post<{ Body: FromSchema<typeof signInBody> }>(
    '/api/users/sign_in',
    { schema: { body: signInBody } },
    async (request, reply) => {
      const { email, password, otp_attempt: otp } = request.body.user ?? {};
      let player: Row | null = null;
      if (email !== undefined || password !== undefined) {
        const account = normaliseEmail(email);
        const budgets = [
          [SIGN_IN_FAILURES_PER_ACCOUNT, account],
          [SIGN_IN_FAILURES_PER_IP, addressKey(request.ip)],
        ] as const;
        // Counted before the lookup: attempts sent together are all counted, whichever wins.
        const attempt = limits.take(budgets);
        player = await one<Row>(db, 'SELECT * FROM players WHERE email = $1', [account]);
        if (!passwordVerifies(password ?? '', player?.password_hash)) {
          throw unprocessable({ password: ['Invalid email or password'] });
        }
        // The owner proved the password: their account starts afresh, the address's budget does
        // not (only this success is taken back from it).
        attempt.undo();
        limits.reset(SIGN_IN_FAILURES_PER_ACCOUNT, account);
      } else if (otp !== undefined) {
        const pending = pendingTwoFactor.get(request.cookies[TWO_FACTOR_COOKIE] ?? '');
        if (pending && pending.expires > Date.now()) {
          player = await one<Row>(db, 'SELECT * FROM players WHERE id = $1', [pending.playerId]);
        }
        if (!player) throw twoFactorEnded('Sign in again: the login waited too long for its code');
      } else {
        throw unprocessable({ email: ["can't be blank"], password: ["can't be blank"] });
      }
      if (!player) throw unprocessable({ password: ['Invalid email or password'] });
      const signedIn = player;
      const lock = await activeLock(db, signedIn.id);
      if (lock) throw unprocessable({ email: [`Your account is locked (${lock.type}) until ${lock.until}`] });
      // Only the owner of the address may use the account: nobody can claim an address they cannot read.
      if (!signedIn.confirmed_at) {
        throw unprocessable({
          email: ['Confirm your e-mail address first: open the link we sent you, or ask for a new one.'],
        });
      }
      if (signedIn.two_factor_enabled) await checkSecondFactor(request, reply, signedIn, otp);
      await startSession(db, reply, signedIn.id);
      hub.publishPrivate(signedIn.id, 'analytics', { event: 'login' });
      return view(signedIn.id);
    },
  );

  /** Ends the pending two-factor login of this browser: the next try starts with the password. */
  function endPendingLogin(request: FastifyRequest, reply: FastifyReply) {
    pendingTwoFactor.delete(request.cookies[TWO_FACTOR_COOKIE] ?? '');
    reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/' });
  }

  /**
   * The code of the player's authenticator app. A call without one (the password passed) starts a
   * pending login, remembered by a cookie for 10 minutes, and answers 422 on otp_attempt; the next
   * call brings the code. A code works once; 5 wrong codes end the login (back to the password).
   */
  async function checkSecondFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    player: Row,
    otp: string | undefined,
  ) {
    if (otp === undefined || otp === '') {
      wrongCodes.delete(player.id);
      const token = randomBytes(16).toString('base64url');
      pendingTwoFactor.set(token, { playerId: player.id, expires: Date.now() + TWO_FACTOR_LOGIN_TTL_MS });
      reply.setCookie(TWO_FACTOR_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/' });
      throw unprocessable({ otp_attempt: ['Enter the 6-digit code from your authenticator app'] });
    }
    const budgets = [
      [TWO_FACTOR_FAILURES_PER_ACCOUNT, player.email],
      [TWO_FACTOR_FAILURES_PER_IP, addressKey(request.ip)],
    ] as const;
    // Counted before the code is looked at: codes sent together are all counted.
    const attempt = limits.take(budgets);
    if (await consumeAuthenticatorCode(db, player.id, otp)) {
      attempt.undo();
      wrongCodes.delete(player.id);
      endPendingLogin(request, reply);
      return;
    }
    const wrong = (wrongCodes.get(player.id) ?? 0) + 1;
    if (wrong < TWO_FACTOR_WRONG_CODES_PER_ATTEMPT) {
      wrongCodes.set(player.id, wrong);
      throw unprocessable({ otp_attempt: ['is invalid'] });
    }
    wrongCodes.delete(player.id);
    endPendingLogin(request, reply);
    throw twoFactorEnded('Too many wrong codes: sign in again with your password');
  }

  app.delete('/api/users/sign_out', { preValidation: rejectBody }, async (request, reply) => {
    await endSession(db, request, reply);
    return reply.status(204).send();
  });

  app.post<{ Body: FromSchema<typeof registerBody> }>(
    '/api/users',
    // A repeat may come with the session the first answer started: the key stays a guest's.
    { schema: { body: registerBody }, config: { idempotent: 'guest' } },
    async (request, reply) => {
      const user = request.body.user;
      const requestCountry = deps.countryOf(request);
      const country = (user.country ?? requestCountry).toUpperCase();
      const email = normaliseEmail(user.email);
      const budgets = [
        [REGISTRATIONS_PER_IP, addressKey(request.ip)],
        [REGISTRATIONS_PER_ACCOUNT, email],
      ] as const;
      limits.check(budgets);
      const errors = new FieldErrorList();
      const check = (field: string, message: string | null) => message && errors.add(field, message);
      check('email', emailError(email));
      check('password', passwordError(user.password));
      if (user.password_confirmation !== undefined && user.password_confirmation !== user.password) {
        errors.add('password_confirmation', "doesn't match password");
      }
      check('nickname', nicknameError(user.nickname));
      check('first_name', nameError(user.first_name));
      check('last_name', nameError(user.last_name));
      check('mobile_phone', phoneError(user.mobile_phone));
      check('postal_code', postalCodeError(user.postal_code, country));
      // The age rule follows where the player is (Estonia: 21), so it uses the request's country too.
      const ageCountry = requestCountry === 'EE' ? 'EE' : country;
      if (ageCountry === 'EE' && !user.date_of_birth) errors.add('date_of_birth', "can't be blank");
      check('date_of_birth', birthdayError(user.date_of_birth, ageCountry));
      if (!user.currency) errors.add('currency', "can't be blank");
      else if (!(ENABLED_CURRENCIES as readonly string[]).includes(user.currency))
        errors.add('currency', 'is not supported');
      if (user.terms_acceptance !== true) errors.add('terms_acceptance', 'must be accepted');
      errors.throwIfAny();
      limits.hit(budgets);

      // A taken address answers exactly as a new one, and as late (no enumeration): its owner
      // gets a mail instead. Both mark the browser, so that no cookie tells them apart.
      const browser = markBrowser(reply);
      const origin = deps.mailOrigin(request);
      const mailOwner = () => sendMail(db, withLinks(signUpAttemptMail(email), origin));
      if (await one(db, 'SELECT id FROM players WHERE email = $1', [email])) {
        await timing.registration.pad(mailOwner);
        return reply.status(201).send({});
      }
      const confirmationToken = newToken();
      const created = await timing.registration.measure(() =>
        db.transaction(async (tx) => {
          const row = await one<{ id: number }>(
            tx,
            `INSERT INTO players (email, password_hash, nickname, first_name, last_name, date_of_birth, gender, country,
               city, address, postal_code, mobile_phone, currency, language, groups, license_name, confirmation_token,
               deposit_bonus_code, confirmation_browser, confirmation_sent_at)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,now())
             ON CONFLICT (email) DO NOTHING RETURNING id`,
            [
              email,
              hashPassword(user.password ?? ''),
              user.nickname || null,
              user.first_name ?? null,
              user.last_name ?? null,
              user.date_of_birth ? isoBirthday(user.date_of_birth) : null,
              user.gender ?? null,
              country,
              user.city ?? null,
              user.address ?? null,
              user.postal_code ?? null,
              user.mobile_phone ?? null,
              user.currency,
              user.language ?? 'en',
              JSON.stringify([REGULAR_GROUP]),
              licenceFor(country),
              confirmationToken,
              user.bonus_code || null,
              browser,
            ],
          );
          if (!row) return false;
          const id = row.id;
          await tx.query(
            'INSERT INTO subscriptions (player_id, receive_promos, receive_sms_promos) VALUES ($1, $2, $3)',
            [id, user.receive_promos ?? false, user.receive_sms_promos ?? false],
          );
          await tx.query('INSERT INTO comp_points (player_id) VALUES ($1)', [id]);
          await tx.query('INSERT INTO accounts (player_id, currency, active) VALUES ($1, $2, TRUE)', [
            id,
            user.currency,
          ]);
          await issueWelcomeGifts(tx, deps, id, user.currency as string);
          // The account waits for its owner: the confirmation link signs them in.
          await sendMail(tx, withLinks(confirmationMail(email, confirmationToken), origin));
          return true;
        }),
      );
      // Registered meanwhile by a request just as quick: that is a taken address too.
      if (!created) await mailOwner();
      return reply.status(201).send({});
    },
  );

  app.get<{ Querystring: FromSchema<typeof confirmationQuery> }>(
    '/api/users/confirmation',
    { schema: { querystring: confirmationQuery } },
    async (request, reply) => {
      const token = request.query.confirmation_token ?? '';
      const row = token
        ? await one<{ id: number; confirmation_browser: string | null; confirmation_sent_at: Date | null }>(
            db,
            'SELECT id, confirmation_browser, confirmation_sent_at FROM players WHERE confirmation_token = $1',
            [token],
          )
        : null;
      const sentAt = row?.confirmation_sent_at ? new Date(row.confirmation_sent_at).getTime() : 0;
      if (!row || sentAt + CONFIRMATION_TTL_MS < Date.now()) {
        throw unprocessable({ confirmation_token: ['is invalid'] });
      }
      // The address is confirmed whoever opens the link; a session starts only in the browser that
      // asked for the link, and never replaces another player's.
      const askedHere = row.confirmation_browser !== null && browserOf(request) === row.confirmation_browser;
      const signIn = askedHere && request.playerId === null;
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE players SET confirmed_at = now(), confirmation_token = NULL, confirmation_browser = NULL
           WHERE id = $1`,
          [row.id],
        );
        if (signIn) await startSession(tx, reply, row.id);
      });
      if (askedHere) reply.clearCookie(CONFIRMATION_BROWSER_COOKIE, { path: '/' });
      // The player's own data goes only to the player: anyone else learns that it worked.
      return signIn || request.playerId === row.id ? view(row.id) : { confirmed: true };
    },
  );

  // Resend and reset answer 201 {} whether or not an account uses the address (no enumeration);
  // only a malformed address gets a 422.
  app.post<{ Body: FromSchema<typeof confirmationResendBody> }>(
    '/api/users/confirmation',
    { schema: { body: confirmationResendBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.user.email);
      const budgets = [
        [CONFIRMATION_RESENDS_PER_ACCOUNT, email],
        [CONFIRMATION_RESENDS_PER_IP, addressKey(request.ip)],
      ] as const;
      limits.check(budgets);
      const message = emailError(email);
      if (message) throw unprocessable({ email: [message] });
      limits.hit(budgets);
      const row = await one<{ id: number; confirmed_at: Date | null }>(
        db,
        'SELECT id, confirmed_at FROM players WHERE email = $1',
        [email],
      );
      const origin = deps.mailOrigin(request);
      // The new link signs in the browser that asked for it; every answer marks it alike.
      const browser = markBrowser(reply);
      if (row && !row.confirmed_at) {
        const token = newToken();
        await timing.confirmationResend.measure(() =>
          db.transaction(async (tx) => {
            await tx.query(
              `UPDATE players SET confirmation_token = $2, confirmation_browser = $3, confirmation_sent_at = now()
               WHERE id = $1`,
              [row.id, token, browser],
            );
            await sendMail(tx, withLinks(confirmationMail(email, token), origin));
          }),
        );
      } else {
        await timing.confirmationResend.pad(async () => {
          if (row) await sendMail(db, withLinks(alreadyConfirmedMail(email), origin));
        });
      }
      return reply.status(201).send({});
    },
  );

  app.post<{ Body: FromSchema<typeof passwordRequestBody> }>(
    '/api/users/password',
    { schema: { body: passwordRequestBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.user.email);
      const budgets = [
        [PASSWORD_RESETS_PER_IP, addressKey(request.ip)],
        [PASSWORD_RESETS_PER_ACCOUNT, email],
      ] as const;
      limits.check(budgets);
      const message = emailError(email);
      if (message) throw unprocessable({ email: [message] });
      limits.hit(budgets);
      const row = await one<{ id: number }>(db, 'SELECT id FROM players WHERE email = $1', [email]);
      const origin = deps.mailOrigin(request);
      if (!row) {
        await timing.passwordReset.pad(async () => undefined);
        return reply.status(201).send({});
      }
      const token = newToken();
      await timing.passwordReset.measure(() =>
        db.transaction(async (tx) => {
          await tx.query(
            'UPDATE players SET reset_password_token = $2, reset_password_sent_at = now() WHERE id = $1',
            [row.id, token],
          );
          await sendMail(tx, withLinks(passwordResetMail(email, token), origin));
        }),
      );
      return reply.status(201).send({});
    },
  );

  app.put<{ Body: FromSchema<typeof passwordSetBody> }>(
    '/api/users/password',
    { schema: { body: passwordSetBody } },
    async (request, reply) => {
      const {
        reset_password_token: token,
        password,
        password_confirmation: confirmation,
      } = request.body.user;
      const row = token
        ? await one<{ id: number; reset_password_sent_at: Date }>(
            db,
            'SELECT id, reset_password_sent_at FROM players WHERE reset_password_token = $1',
            [token],
          )
        : null;
      const errors = new FieldErrorList();
      if (!row || new Date(row.reset_password_sent_at).getTime() + RESET_TTL_MS < Date.now()) {
        errors.add('reset_password_token', 'is invalid');
      }
      const message = passwordError(password);
      if (message) errors.add('password', message);
      if (confirmation !== undefined && confirmation !== password) {
        errors.add('password_confirmation', "doesn't match password");
      }
      errors.throwIfAny();
      const id = (row as { id: number }).id;
      await db.transaction(async (tx) => {
        await tx.query(
          // The reset link proved the address, as a confirmation link would.
          `UPDATE players SET password_hash = $2, reset_password_token = NULL, reset_password_sent_at = NULL,
             confirmed_at = COALESCE(confirmed_at, now()), confirmation_token = NULL WHERE id = $1`,
          [id, hashPassword(password as string)],
        );
        // A new password ends every other session of the player.
        await tx.query('DELETE FROM sessions WHERE player_id = $1', [id]);
        await startSession(tx, reply, id);
      });
      return view(id);
    },
  );

  app.post<{ Body: FromSchema<typeof updateDetailsBody> }>(
    '/api/auth_providers/update_details',
    { schema: { body: updateDetailsBody } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const { terms_acceptance: terms, country } = request.body.user;
      if (terms === false) throw unprocessable({ terms_acceptance: ['must be accepted'] });
      if (country !== undefined && !/^[A-Z]{2}$/.test(country))
        throw unprocessable({ country: ['is invalid'] });
      await db.query(
        `UPDATE players SET
           auth_fields_missed = (SELECT COALESCE(jsonb_agg(f), '[]') FROM jsonb_array_elements_text(auth_fields_missed) f
                                 WHERE NOT (f = 'terms_acceptance' AND $2) AND NOT (f = 'country' AND $3::text IS NOT NULL)),
           country = COALESCE($3, country)
         WHERE id = $1`,
        [playerId, terms === true, country ?? null],
      );
      return reply.status(201).send(await view(playerId));
    },
  );

  registerSecurityRoutes(app, deps, limits);
}
