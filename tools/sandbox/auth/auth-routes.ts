import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one, type Queryable } from '../db/database.ts';
import { ENABLED_CURRENCIES } from '../catalog/currencies.ts';
import { FieldErrorList, rejectBody, unprocessable } from '../http/http-error.ts';
import { endSession, requirePlayer, startSession } from '../http/session.ts';
import { sendMail, siteUrl } from '../outbox/outbox.ts';
import { playerView, REGULAR_GROUP } from '../player/player.ts';
import {
  birthdayError,
  EMAIL_PATTERN,
  emailError,
  isoBirthday,
  nameError,
  nicknameError,
  passwordError,
  phoneError,
  postalCodeError,
} from '../player/field-rules.ts';
import { activeLock } from '../limits/limit-store.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { issueWelcomeGifts } from '../bonuses/welcome-gifts.ts';
import { hashPassword, newToken, passwordMatches } from './passwords.ts';
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

/** SPEC §1: the licence is EE for Estonian players, CW otherwise. */
const licenceFor = (country: string): string => (country === 'EE' ? 'EE' : 'CW');
const OTP_TTL_MS = 10 * 60_000;
const RESET_TTL_MS = 6 * 3_600_000;
const TWO_FACTOR_COOKIE = 'croupier_2fa';
/** Domains the sandbox's e-mail check treats as disposable or blacklisted (API-SHAPES check-email codes). */
const TEMPORARY_DOMAINS = ['mailinator.com', 'tempmail.com', 'yopmail.com'];
const BLACKLISTED_DOMAINS = ['blacklisted.test'];

type Row = { id: number; email: string; password_hash: string; two_factor_enabled: boolean };

export function registerAuthRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog } = deps;
  /** Logins that passed the password and wait for their 2FA code: cookie token → player. */
  const pendingTwoFactor = new Map<string, { playerId: number; expires: number }>();

  const view = (playerId: number, tx: Queryable = db) => playerView(tx, catalog.statuses, playerId);

  app.post<{ Body: FromSchema<typeof checkEmailBody> }>(
    '/check-email',
    { schema: { body: checkEmailBody } },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
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
        player = await one<Row>(db, 'SELECT * FROM players WHERE email = $1', [
          (email ?? '').trim().toLowerCase(),
        ]);
        if (!player || !passwordMatches(password ?? '', player.password_hash)) {
          throw unprocessable({ password: ['Invalid email or password'] });
        }
      } else if (otp !== undefined) {
        const pending = pendingTwoFactor.get(request.cookies[TWO_FACTOR_COOKIE] ?? '');
        if (pending && pending.expires > Date.now()) {
          player = await one<Row>(db, 'SELECT * FROM players WHERE id = $1', [pending.playerId]);
        }
        if (!player) throw unprocessable({ otp_attempt: ['Sign in again: the code has expired'] });
      } else {
        throw unprocessable({ email: ["can't be blank"], password: ["can't be blank"] });
      }
      const lock = await activeLock(db, player.id);
      if (lock) throw unprocessable({ email: [`Your account is locked (${lock.type}) until ${lock.until}`] });
      if (player.two_factor_enabled) await checkSecondFactor(request, reply, player, otp);
      await db.transaction(async (tx) => {
        await tx.query('UPDATE players SET otp_code = NULL, otp_expires_at = NULL WHERE id = $1', [
          player.id,
        ]);
        await startSession(tx, reply, player.id);
      });
      hub.publishPrivate(player.id, 'analytics', { event: 'login' });
      return view(player.id);
    },
  );

  /** First call mails a code and answers 422 on otp_attempt; the second call must carry it. */
  async function checkSecondFactor(
    request: FastifyRequest,
    reply: FastifyReply,
    player: Row,
    otp: string | undefined,
  ) {
    if (otp === undefined || otp === '') {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.query('UPDATE players SET otp_code = $2, otp_expires_at = $3 WHERE id = $1', [
        player.id,
        code,
        new Date(Date.now() + OTP_TTL_MS).toISOString(),
      ]);
      await sendMail(db, {
        to: player.email,
        subject: 'Your sign-in code',
        body: `Your two-factor sign-in code is ${code}. It is valid for 10 minutes.`,
        links: [],
      });
      const token = randomBytes(16).toString('base64url');
      pendingTwoFactor.set(token, { playerId: player.id, expires: Date.now() + OTP_TTL_MS });
      reply.setCookie(TWO_FACTOR_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/' });
      throw unprocessable({ otp_attempt: ['Enter the code we sent to your e-mail'] });
    }
    const row = await one<{ otp_code: string | null; otp_expires_at: Date | null }>(
      db,
      'SELECT otp_code, otp_expires_at FROM players WHERE id = $1',
      [player.id],
    );
    const valid = row?.otp_code && row.otp_expires_at && new Date(row.otp_expires_at).getTime() > Date.now();
    if (!valid || row.otp_code !== otp) throw unprocessable({ otp_attempt: ['is invalid'] });
    pendingTwoFactor.delete(request.cookies[TWO_FACTOR_COOKIE] ?? '');
    reply.clearCookie(TWO_FACTOR_COOKIE, { path: '/' });
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
      const email = (user.email ?? '').trim().toLowerCase();
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
      if (errors.empty && (await one(db, 'SELECT id FROM players WHERE email = $1', [email]))) {
        errors.add('email', 'has already been taken');
      }
      errors.throwIfAny();

      const confirmationToken = newToken();
      const playerId = await db.transaction(async (tx) => {
        const row = await one<{ id: number }>(
          tx,
          `INSERT INTO players (email, password_hash, nickname, first_name, last_name, date_of_birth, gender, country,
             city, address, postal_code, mobile_phone, currency, language, groups, license_name, confirmation_token,
             deposit_bonus_code)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
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
          ],
        );
        const id = (row as { id: number }).id;
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
        await sendConfirmation(tx, request.headers.host, email, confirmationToken);
        await startSession(tx, reply, id);
        return id;
      });
      return reply.status(201).send(await view(playerId));
    },
  );

  async function sendConfirmation(tx: Queryable, host: string | undefined, email: string, token: string) {
    const url = `${siteUrl(host)}/confirmation?confirmation_token=${token}`;
    await sendMail(tx, {
      to: email,
      subject: 'Confirm your e-mail',
      body: `Welcome! Confirm your e-mail address by opening ${url}`,
      links: [{ label: 'Confirm my e-mail', url }],
    });
  }

  app.get<{ Querystring: FromSchema<typeof confirmationQuery> }>(
    '/api/users/confirmation',
    { schema: { querystring: confirmationQuery } },
    async (request, reply) => {
      const token = request.query.confirmation_token ?? '';
      const row = token
        ? await one<{ id: number }>(db, 'SELECT id FROM players WHERE confirmation_token = $1', [token])
        : null;
      if (!row) throw unprocessable({ confirmation_token: ['is invalid'] });
      await db.transaction(async (tx) => {
        await tx.query('UPDATE players SET confirmed_at = now(), confirmation_token = NULL WHERE id = $1', [
          row.id,
        ]);
        if (request.playerId !== row.id) await startSession(tx, reply, row.id);
      });
      return view(row.id);
    },
  );

  app.post<{ Body: FromSchema<typeof confirmationResendBody> }>(
    '/api/users/confirmation',
    { schema: { body: confirmationResendBody } },
    async (request, reply) => {
      const email = (request.body.user.email ?? '').trim().toLowerCase();
      const row = await one<{ id: number; confirmed_at: Date | null }>(
        db,
        'SELECT id, confirmed_at FROM players WHERE email = $1',
        [email],
      );
      if (!row) throw unprocessable({ email: ['not found'] });
      if (row.confirmed_at) throw unprocessable({ email: ['was already confirmed, please try signing in'] });
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx.query('UPDATE players SET confirmation_token = $2 WHERE id = $1', [row.id, token]);
        await sendConfirmation(tx, request.headers.host, email, token);
      });
      return reply.status(201).send({});
    },
  );

  app.post<{ Body: FromSchema<typeof passwordRequestBody> }>(
    '/api/users/password',
    { schema: { body: passwordRequestBody } },
    async (request, reply) => {
      const email = (request.body.user.email ?? '').trim().toLowerCase();
      const message = emailError(email);
      if (message) throw unprocessable({ email: [message] });
      const row = await one<{ id: number }>(db, 'SELECT id FROM players WHERE email = $1', [email]);
      if (!row) throw unprocessable({ email: ['not found'] });
      const token = newToken();
      const url = `${siteUrl(request.headers.host)}/new-password?reset_password_token=${token}`;
      await db.transaction(async (tx) => {
        await tx.query(
          'UPDATE players SET reset_password_token = $2, reset_password_sent_at = now() WHERE id = $1',
          [row.id, token],
        );
        await sendMail(tx, {
          to: email,
          subject: 'Reset your password',
          body: `Someone asked to reset your password. Choose a new one at ${url}`,
          links: [{ label: 'Choose a new password', url }],
        });
      });
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
          'UPDATE players SET password_hash = $2, reset_password_token = NULL, reset_password_sent_at = NULL WHERE id = $1',
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
}
