import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { one } from '../db/database.ts';
import { FieldErrorList, notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { requirePlayer } from '../http/session.ts';
import { sendMail, withLinks } from '../outbox/outbox.ts';
import { newToken } from '../auth/passwords.ts';
import { loadPlayer } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import {
  COOLING_OFF_PERIODS,
  EXCLUSION_TYPES,
  LIMIT_CONFIRMATION_HOURS,
  LIMIT_TYPES,
  LOCK_LIMIT_TYPES,
  LOCK_PERIODS,
  MONEY_LIMIT_PERIODS,
} from './limit-rules.ts';
import { publishLimits } from './limit-events.ts';
import { sweepLimits, toUserLimit, userLimitsOf, type LimitRow } from './limit-store.ts';
import { idParams, rowId } from '../http/route-schemas.ts';
import { amountCents } from '../wallet/wallet.ts';

const nullableStr = { type: ['string', 'null'], maxLength: 64 } as const;
const limitWord = { type: 'string', maxLength: 32 } as const;

/** "UserLimit-shaped" (API-SHAPES): read-only fields a client echoes back are accepted and ignored. */
const limitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'period'],
  properties: {
    id: rowId,
    type: limitWord,
    period: limitWord,
    status: nullableStr,
    strategy: nullableStr,
    parent_type: nullableStr,
    disable_at: nullableStr,
    confirm_until: nullableStr,
    created_at: nullableStr,
    accounts: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['currency', 'amount_cents'],
        properties: {
          currency: { type: 'string', maxLength: 8 },
          amount_cents: amountCents,
          current_value_amount_cents: amountCents,
          active_until: nullableStr,
        },
      },
    },
  },
} as const;

const confirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 128 } },
} as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export function registerLimitRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub } = deps;

  const publish = (playerId: number) => publishLimits(db, hub, playerId);

  async function mailConfirmation(
    request: FastifyRequest,
    playerId: number,
    limit: LimitRow,
    action: string,
  ) {
    const token = newToken();
    const player = await loadPlayer(db, playerId);
    // One change waits per limit: a new one replaces the link of the previous.
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM limit_tokens WHERE limit_id = $1', [limit.id]);
      await tx.query('INSERT INTO limit_tokens (token, limit_id, action) VALUES ($1, $2, $3)', [
        token,
        limit.id,
        action,
      ]);
    });
    const mail = {
      to: player.email,
      subject: action === 'delete' ? 'Confirm removing your limit' : 'Confirm raising your limit',
      body: `Confirm the change of your ${limit.type} limit (${limit.period}) within ${LIMIT_CONFIRMATION_HOURS} hours.`,
      links: [{ label: 'Confirm the limit change', path: `/profile/limits/confirm?token=${token}` }],
    };
    await sendMail(db, withLinks(mail, deps.mailOrigin(request)));
  }

  app.get('/api/user_limits', async (request) => userLimitsOf(db, requirePlayer(request)));

  app.post<{ Body: FromSchema<typeof limitBody> }>(
    '/api/user_limits',
    { schema: { body: limitBody }, config: { idempotent: true } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const body = request.body;
      const player = await loadPlayer(db, playerId);
      const isLock = (LOCK_LIMIT_TYPES as readonly string[]).includes(body.type);
      const errors = new FieldErrorList();
      if (!(LIMIT_TYPES as readonly string[]).includes(body.type))
        errors.add('type', 'is not included in the list');
      const periods: readonly string[] =
        body.type === 'coolingoff'
          ? COOLING_OFF_PERIODS
          : isLock
            ? Object.keys(LOCK_PERIODS)
            : MONEY_LIMIT_PERIODS;
      if (!periods.includes(body.period)) errors.add('period', 'is not included in the list');
      const account = body.accounts?.[0];
      if (!isLock) {
        if (!account) errors.add('accounts', "can't be blank");
        else if (account.amount_cents <= 0) errors.add('accounts.amount_cents', 'must be greater than 0');
      }
      errors.throwIfAny();
      const currency = account?.currency ?? player.currency;
      const amount = isLock ? 0 : (account as { amount_cents: number }).amount_cents;
      await sweepLimits(db, playerId);
      const existing = body.id
        ? await one<LimitRow>(db, 'SELECT * FROM user_limits WHERE id = $1 AND player_id = $2', [
            body.id,
            playerId,
          ])
        : await one<LimitRow>(
            db,
            'SELECT * FROM user_limits WHERE player_id = $1 AND type = $2 AND period = $3 AND currency = $4',
            [playerId, body.type, body.period, currency],
          );
      if (body.id && !existing) throw notFound();
      if (existing && (existing.type !== body.type || existing.period !== body.period)) {
        // A limit keeps its type and period: another period is another limit, set beside it.
        throw unprocessable({
          [existing.type !== body.type ? 'type' : 'period']: ["can't be changed: set a new limit instead"],
        });
      }
      if (existing && existing.currency !== currency)
        throw unprocessable({ accounts: ["currency can't be changed"] });
      const now = Date.now();

      if (isLock) {
        const active = await one<LimitRow>(
          db,
          'SELECT * FROM user_limits WHERE player_id = $1 AND type = $2',
          [playerId, body.type],
        );
        if (active) throw unprocessable({ type: ['is already active'] });
        const until = new Date(now + (LOCK_PERIODS[body.period] ?? 1) * DAY_MS).toISOString();
        const excludes = (EXCLUSION_TYPES as readonly string[]).includes(body.type);
        const row = await db.transaction(async (tx) => {
          const created = await one<LimitRow>(
            tx,
            `INSERT INTO user_limits (player_id, type, period, status, currency, amount_cents, active_until)
             VALUES ($1, $2, $3, 'active', $4, 0, $5) RETURNING *`,
            [playerId, body.type, body.period, currency, until],
          );
          // A self-exclusion takes effect at once: every session of the player ends. A cooling-off
          // leaves the player signed in, unable to bet or deposit until it ends.
          if (excludes) await tx.query('DELETE FROM sessions WHERE player_id = $1', [playerId]);
          return created as LimitRow;
        });
        await publish(playerId);
        return reply.status(201).send(await toUserLimit(db, row));
      }

      if (!existing) {
        const row = await one<LimitRow>(
          db,
          `INSERT INTO user_limits (player_id, type, period, status, currency, amount_cents)
           VALUES ($1, $2, $3, 'active', $4, $5) RETURNING *`,
          [playerId, body.type, body.period, currency, amount],
        );
        await publish(playerId);
        return reply.status(201).send(await toUserLimit(db, row as LimitRow));
      }
      if (amount <= existing.amount_cents) {
        // Tightening protects the player, so it applies at once, and drops any change that waited
        // for confirmation (a raise, or the removal).
        const row = await db.transaction(async (tx) => {
          await tx.query('DELETE FROM limit_tokens WHERE limit_id = $1', [existing.id]);
          return one<LimitRow>(
            tx,
            `UPDATE user_limits SET amount_cents = $2, pending_amount_cents = NULL, confirm_until = NULL,
               status = 'active' WHERE id = $1 RETURNING *`,
            [existing.id, amount],
          );
        });
        await publish(playerId);
        return toUserLimit(db, row as LimitRow);
      }
      // Loosening waits for the player to confirm by the mailed link.
      const row = await one<LimitRow>(
        db,
        `UPDATE user_limits SET pending_amount_cents = $2, confirm_until = $3, status = 'active'
          WHERE id = $1 RETURNING *`,
        [existing.id, amount, new Date(now + LIMIT_CONFIRMATION_HOURS * HOUR_MS).toISOString()],
      );
      await mailConfirmation(request, playerId, row as LimitRow, 'increase');
      return toUserLimit(db, row as LimitRow);
    },
  );

  app.delete<{ Params: FromSchema<typeof idParams> }>(
    '/api/user_limits/:id',
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => {
      const playerId = requirePlayer(request);
      const row = await one<LimitRow>(db, 'SELECT * FROM user_limits WHERE id = $1 AND player_id = $2', [
        Number(request.params.id),
        playerId,
      ]);
      if (!row) throw notFound();
      if ((LOCK_LIMIT_TYPES as readonly string[]).includes(row.type)) {
        throw unprocessable({ type: ['cannot be removed before its period ends'] });
      }
      const disableAt = new Date(Date.now() + LIMIT_CONFIRMATION_HOURS * HOUR_MS).toISOString();
      const updated = await one<LimitRow>(
        db,
        `UPDATE user_limits SET status = 'pending_removal', pending_amount_cents = NULL, confirm_until = $2
          WHERE id = $1 RETURNING *`,
        [row.id, disableAt],
      );
      await mailConfirmation(request, playerId, updated as LimitRow, 'delete');
      return toUserLimit(db, updated as LimitRow);
    },
  );

  app.post<{ Body: FromSchema<typeof confirmBody> }>(
    '/api/user_limits/confirm',
    { schema: { body: confirmBody } },
    async (request) => {
      const token = await one<{ limit_id: number; action: string; created_at: Date }>(
        db,
        'SELECT * FROM limit_tokens WHERE token = $1',
        [request.body.token],
      );
      const limit = token
        ? await one<LimitRow>(db, 'SELECT * FROM user_limits WHERE id = $1', [token.limit_id])
        : null;
      // Another player's link is refused like a forged one, whoever opens it.
      const signedIn = request.playerId;
      if (!token || !limit || (signedIn !== null && signedIn !== limit.player_id)) {
        throw unprocessable({ token: ['is invalid'] });
      }
      if (new Date(token.created_at).getTime() + LIMIT_CONFIRMATION_HOURS * HOUR_MS < Date.now()) {
        throw unprocessable({ token: ['has expired'] });
      }
      const result = await db.transaction(async (tx) => {
        await tx.query('DELETE FROM limit_tokens WHERE token = $1', [request.body.token]);
        if (token.action === 'delete') {
          await tx.query('DELETE FROM user_limits WHERE id = $1', [limit.id]);
          return { confirmed: true, action: 'delete', limit: null };
        }
        const updated = await one<LimitRow>(
          tx,
          `UPDATE user_limits SET amount_cents = COALESCE(pending_amount_cents, amount_cents),
             pending_amount_cents = NULL, confirm_until = NULL WHERE id = $1 RETURNING *`,
          [limit.id],
        );
        return { confirmed: true, action: 'increase', limit: await toUserLimit(tx, updated as LimitRow) };
      });
      await publish(limit.player_id);
      return result;
    },
  );
}
