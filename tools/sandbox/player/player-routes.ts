import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { LOCALES } from '../../../runtime/context/types.ts';
import { ENABLED_CURRENCIES } from '../catalog/currencies.ts';
import { PERSONAL_ID_LENGTH } from '../catalog/player-fields.ts';
import { PLAYER_GROUPS } from '../catalog/statuses.ts';
import { one, type Queryable } from '../db/database.ts';
import { FieldErrorList, notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { hostHeader } from '../../../server/http/request-host.ts';
import { requirePlayer } from '../http/session.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { isWagering } from '../bonuses/bonus-store.ts';
import { accountFor, accountsOf, toAccount, toCompatibleAccount } from '../wallet/wallet.ts';
import {
  birthdayError,
  isoBirthday,
  nameError,
  nicknameError,
  phoneError,
  postalCodeError,
} from './field-rules.ts';
import { EXTRA_PROFILE_FIELDS, loadPlayer, playerView, type PlayerRow } from './player.ts';
import {
  accountBody,
  accountsQuery,
  bonusCodeBody,
  bonusSettingsBody,
  groupsBody,
  localeBody,
  operatorNoticeBody,
  patchPlayerBody,
  subscriptionsBody,
} from './player-schemas.ts';
import { vipProgress } from './vip-progress.ts';

/** The admin page's endpoint for operator notices (admin token required, like every /sandbox/admin path). */
export const OPERATOR_NOTICES_PATH = '/sandbox/admin/notices';

/** Groups a player may join or leave by themselves (A/B split, PWA, new-provider popups). */
export const SELF_SERVICE_GROUPS: readonly number[] = [
  PLAYER_GROUPS.abVariantA,
  PLAYER_GROUPS.abVariantB,
  PLAYER_GROUPS.pwaNative,
  PLAYER_GROUPS.newProviderEvolutionShown,
  PLAYER_GROUPS.newProviderPragmaticShown,
];
/** Fields of a context's set that a profile form may leave empty (or that PATCH cannot set). */
const OPTIONAL_IN_FORMS = [
  'email',
  'password',
  'currency',
  'terms_acceptance',
  'receive_promos',
  'receive_sms_promos',
  'nickname',
  'state',
];
/** The notice of PUT /api/subscriptions when it turns on only subscriptions that were on already. */
export const ALREADY_SUBSCRIBED_NOTICE = 'ALREADY_SUBSCRIBED';
const IBAN_PATTERN = /^[A-Za-z0-9]+$/;
/** An IBAN from Lithuania puts the player in group 1101 (SPEC §5). */
const IBAN_LT_PREFIX = 'LT';

const PROFILE_COLUMNS = [
  'nickname',
  'first_name',
  'last_name',
  'date_of_birth',
  'gender',
  'country',
  'city',
  'address',
  'postal_code',
  'state',
  'mobile_phone',
  'profession',
] as const;

export function registerPlayerRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { db, hub, catalog, cache } = deps;
  const view = (playerId: number) => playerView(db, catalog.statuses, playerId);

  // The hottest call: answered from the cache, which every write to the player clears.
  app.get('/api/player', async (request, reply) => {
    const playerId = requirePlayer(request);
    const json = await cache.playerJson(playerId, () => view(playerId));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get('/api/player/settings', async (request) => {
    const scheme = request.protocol === 'https' ? 'wss' : 'ws';
    return {
      cent: {
        url: `${scheme}://${hostHeader(request) || 'localhost'}/connection/websocket`,
        user: request.playerId === null ? '' : String(request.playerId),
        timestamp: String(Math.floor(Date.now() / 1000)),
        token: hub.tokenFor(request.playerId),
        authEndpoint: '/connection/auth',
      },
      recaptcha: '',
      recaptcha_version: 3,
      odds_type: 'european',
    };
  });

  app.patch<{ Body: FromSchema<typeof patchPlayerBody> }>(
    '/api/player',
    { schema: { body: patchPlayerBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const current = await loadPlayer(db, playerId);
      const changes = request.body.player;
      const context = request.body.context;
      const merged: Record<string, unknown> = { ...current, ...current.extra, ...changes };
      const country = String(merged.country ?? deps.countryOf(request));
      const errors = new FieldErrorList();
      const check = (field: string, message: string | null) => message && errors.add(field, message);
      check('nickname', nicknameError(changes.nickname));
      check('first_name', nameError(changes.first_name));
      check('last_name', nameError(changes.last_name));
      check('city', nameError(changes.city));
      check('mobile_phone', phoneError(changes.mobile_phone));
      check('postal_code', postalCodeError(changes.postal_code, country));
      check('date_of_birth', birthdayError(changes.date_of_birth, country));
      if (changes.personal_id_number && changes.personal_id_number.length !== PERSONAL_ID_LENGTH) {
        errors.add('personal_id_number', `must be exactly ${PERSONAL_ID_LENGTH} characters`);
      }
      if (changes.iban && !IBAN_PATTERN.test(changes.iban)) errors.add('iban', 'letters and digits only');
      if (changes.country && !/^[A-Z]{2}$/.test(changes.country)) errors.add('country', 'is invalid');
      // Two-factor sign-in goes on and off only with a code of the player's authenticator app
      // (POST /api/users/two_factor/confirm, DELETE /api/users/two_factor), never by a profile edit.
      if (
        changes.two_factor_enabled !== undefined &&
        changes.two_factor_enabled !== current.two_factor_enabled
      ) {
        errors.add('two_factor_enabled', 'is switched with a code from your authenticator app');
      }
      for (const field of catalog.playerFields.fields.filter((f) => f.once_set)) {
        const before = (current as unknown as Record<string, unknown>)[field.field];
        const after = (changes as Record<string, unknown>)[field.field];
        if (after !== undefined && before !== null && before !== undefined && after !== before) {
          errors.add(field.field, 'cannot be changed once set');
        }
      }
      // Only a named context (the form that sent it) makes its field set required.
      const required = context === undefined ? undefined : catalog.playerFields.contexts[context];
      if (Array.isArray(required)) {
        for (const field of required) {
          if (OPTIONAL_IN_FORMS.includes(field)) continue;
          const value = merged[field];
          if (value === null || value === undefined || value === '') errors.add(field, "can't be blank");
        }
      }
      errors.throwIfAny();

      await db.transaction(async (tx) => {
        for (const column of PROFILE_COLUMNS) {
          const value = changes[column];
          if (value === undefined) continue;
          const stored = column === 'date_of_birth' && value ? isoBirthday(value) : value;
          await tx.query(`UPDATE players SET ${column} = $2 WHERE id = $1`, [playerId, stored]);
        }
        const extra = { ...current.extra };
        for (const field of EXTRA_PROFILE_FIELDS)
          if (changes[field] !== undefined) extra[field] = changes[field];
        await tx.query('UPDATE players SET extra = $2 WHERE id = $1', [playerId, JSON.stringify(extra)]);
        if (changes.terms_acceptance === true) {
          await tx.query(
            `UPDATE players SET auth_fields_missed = auth_fields_missed - 'terms_acceptance' WHERE id = $1`,
            [playerId],
          );
        }
        if (changes.receive_promos !== undefined || changes.receive_sms_promos !== undefined) {
          await tx.query(
            `UPDATE subscriptions SET receive_promos = COALESCE($2, receive_promos),
               receive_sms_promos = COALESCE($3, receive_sms_promos) WHERE player_id = $1`,
            [playerId, changes.receive_promos ?? null, changes.receive_sms_promos ?? null],
          );
        }
        if (changes.iban?.toUpperCase().startsWith(IBAN_LT_PREFIX)) {
          await addGroups(tx, current, [PLAYER_GROUPS.ibanLt]);
        }
      });
      const player = await view(playerId);
      return changes.iban?.toUpperCase().startsWith(IBAN_LT_PREFIX)
        ? { ...player, messages: { notice: 'IBAN_LT' } }
        : player;
    },
  );

  async function addGroups(tx: Queryable, row: PlayerRow, add: number[], remove: number[] = []) {
    const groups = [...new Set([...row.groups, ...add])].filter((group) => !remove.includes(group));
    await tx.query('UPDATE players SET groups = $2 WHERE id = $1', [row.id, JSON.stringify(groups)]);
    hub.publishPrivate(row.id, 'groups_updates', { groups });
    return groups;
  }

  app.get('/api/player/stats', async (request) => {
    const playerId = requirePlayer(request);
    const player = await loadPlayer(db, playerId);
    const sums = await db.query<{ kind: string; currency: string; total: number; count: number }>(
      `SELECT t.kind, a.currency, SUM(ABS(t.amount_cents))::bigint AS total, COUNT(*)::int AS count
         FROM wallet_transactions t JOIN accounts a ON a.id = t.account_id
        WHERE a.player_id = $1 AND t.kind IN ('deposit', 'cashout', 'bet') GROUP BY t.kind, a.currency`,
      [playerId],
    );
    const byKind = (kind: string) =>
      Object.fromEntries(
        sums.rows.filter((row) => row.kind === kind).map((row) => [row.currency, Number(row.total)]),
      );
    return {
      deposits_count: sums.rows
        .filter((row) => row.kind === 'deposit')
        .reduce((sum, row) => sum + row.count, 0),
      deposits_sum: byKind('deposit'),
      cashouts_sum: byKind('cashout'),
      bets_sum: byKind('bet'),
      messages: { notice: player.operator_notice ?? '' },
    };
  });

  // The operator's desk: a notice to one player, shown under the header until it is cleared.
  app.post<{ Body: FromSchema<typeof operatorNoticeBody> }>(
    OPERATOR_NOTICES_PATH,
    { schema: { body: operatorNoticeBody } },
    async (request) => {
      const { email, notice } = request.body;
      const text = notice.trim();
      const row = await one<{ id: number }>(
        db,
        'UPDATE players SET operator_notice = $2 WHERE email = $1 RETURNING id',
        [email.trim().toLowerCase(), text === '' ? null : text],
      );
      if (!row) throw notFound('player_not_found');
      return { email: email.trim().toLowerCase(), notice: text };
    },
  );

  app.post<{ Body: FromSchema<typeof groupsBody> }>(
    '/api/player/groups',
    { schema: { body: groupsBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const add = (request.body.groups.add ?? []).map(Number);
      const remove = (request.body.groups.remove ?? []).map(Number);
      const refused = [...add, ...remove].filter((group) => !SELF_SERVICE_GROUPS.includes(group));
      if (refused.length > 0) throw unprocessable({ groups: [`cannot change groups ${refused.join(', ')}`] });
      const groups = await addGroups(db, await loadPlayer(db, playerId), add, remove);
      return { groups };
    },
  );

  app.get<{ Querystring: FromSchema<typeof accountsQuery> }>(
    '/api/player/accounts',
    { schema: { querystring: accountsQuery } },
    async (request) => {
      const playerId = requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      const rows = await accountsOf(db, playerId);
      const withActive = rows.map((row) => ({ ...row, active: row.currency === player.currency }));
      if (request.query.compatibility === 'true') {
        return Promise.all(
          withActive.map(async (row) =>
            toCompatibleAccount(row, await isWagering(db, playerId, row.currency)),
          ),
        );
      }
      return withActive.map(toAccount);
    },
  );

  app.post<{ Body: FromSchema<typeof accountBody> }>(
    '/api/player/accounts',
    { schema: { body: accountBody }, config: { idempotent: true } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const currency = request.body.currency;
      if (!(ENABLED_CURRENCIES as readonly string[]).includes(currency)) {
        throw unprocessable({ currency: ['is not supported'] });
      }
      const account = await db.transaction(async (tx) => {
        const row = await accountFor(tx, playerId, currency);
        // Choosing a wallet makes it the player's active currency.
        await tx.query('UPDATE accounts SET active = (currency = $2) WHERE player_id = $1', [
          playerId,
          currency,
        ]);
        await tx.query('UPDATE players SET currency = $2 WHERE id = $1', [playerId, currency]);
        return toAccount({ ...row, active: true });
      });
      hub.publishPrivate(playerId, 'balance', account);
      return reply.status(201).send(account);
    },
  );

  app.patch<{ Body: FromSchema<typeof localeBody> }>(
    '/api/player/update_locale',
    { schema: { body: localeBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      if (!(LOCALES as readonly string[]).includes(request.body.locale)) {
        throw unprocessable({ locale: ['is not supported'] });
      }
      await db.query('UPDATE players SET language = $2 WHERE id = $1', [playerId, request.body.locale]);
      return { locale: request.body.locale };
    },
  );

  app.get('/api/player/comp_points', async (request) => {
    const playerId = requirePlayer(request);
    const row = await one<{ chargeable: number; persistent: number }>(
      db,
      'SELECT chargeable, persistent FROM comp_points WHERE player_id = $1',
      [playerId],
    );
    return { chargeable: { points: row?.chargeable ?? 0 }, persistent: { points: row?.persistent ?? 0 } };
  });

  app.patch<{ Body: FromSchema<typeof bonusCodeBody> }>(
    '/api/player/set_bonus_code',
    { schema: { body: bonusCodeBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const code = request.body.deposit_bonus_code.trim();
      if (!/^[A-Za-z0-9_-]{2,32}$/.test(code)) throw unprocessable({ deposit_bonus_code: ['is invalid'] });
      await db.query('UPDATE players SET deposit_bonus_code = $2 WHERE id = $1', [playerId, code]);
      return { deposit_bonus_code: code };
    },
  );

  app.delete('/api/player/clear_bonus_code', { preValidation: rejectBody }, async (request) => {
    const playerId = requirePlayer(request);
    await db.query('UPDATE players SET deposit_bonus_code = NULL WHERE id = $1', [playerId]);
    return { deposit_bonus_code: null };
  });

  app.patch<{ Body: FromSchema<typeof bonusSettingsBody> }>(
    '/api/player/update_bonus_settings',
    { schema: { body: bonusSettingsBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      await db.query('UPDATE players SET can_issue_bonuses = $2 WHERE id = $1', [
        playerId,
        request.body.can_issue,
      ]);
      return { can_issue_bonuses: request.body.can_issue };
    },
  );

  const subscriptionsOf = async (playerId: number) =>
    (await one(
      db,
      `SELECT receive_promos, receive_sms_promos, receive_promos_via_phone_calls, agreed_to_partner_promotions
         FROM subscriptions WHERE player_id = $1`,
      [playerId],
    )) ?? {
      receive_promos: false,
      receive_sms_promos: false,
      receive_promos_via_phone_calls: false,
      agreed_to_partner_promotions: false,
    };

  app.get('/api/subscriptions', async (request) => subscriptionsOf(requirePlayer(request)));

  app.put<{ Body: FromSchema<typeof subscriptionsBody> }>(
    '/api/subscriptions',
    { schema: { body: subscriptionsBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const params = request.body.subscription_params;
      const before = (await subscriptionsOf(playerId)) as Record<string, unknown>;
      const asked = Object.entries(params).filter(([, value]) => value !== undefined);
      // SPEC §8 "already subscribed": everything the call turns on was on already, and it changes nothing.
      const alreadySubscribed =
        asked.some(([, value]) => value === true) && asked.every(([field, value]) => before[field] === value);
      await db.query(
        `INSERT INTO subscriptions (player_id, receive_promos, receive_sms_promos, receive_promos_via_phone_calls,
           agreed_to_partner_promotions) VALUES ($1, COALESCE($2, FALSE), COALESCE($3, FALSE), COALESCE($4, FALSE),
           COALESCE($5, FALSE))
         ON CONFLICT (player_id) DO UPDATE SET
           receive_promos = COALESCE($2, subscriptions.receive_promos),
           receive_sms_promos = COALESCE($3, subscriptions.receive_sms_promos),
           receive_promos_via_phone_calls = COALESCE($4, subscriptions.receive_promos_via_phone_calls),
           agreed_to_partner_promotions = COALESCE($5, subscriptions.agreed_to_partner_promotions)`,
        [
          playerId,
          params.receive_promos ?? null,
          params.receive_sms_promos ?? null,
          params.receive_promos_via_phone_calls ?? null,
          params.agreed_to_partner_promotions ?? null,
        ],
      );
      const saved = await subscriptionsOf(playerId);
      return alreadySubscribed ? { ...saved, messages: { notice: ALREADY_SUBSCRIBED_NOTICE } } : saved;
    },
  );

  app.get('/jam/vip_status_progress', async (request) => {
    const playerId = requirePlayer(request);
    const player = await loadPlayer(db, playerId);
    const sum = async (kind: string) => {
      const row = await one<{ total: number }>(
        db,
        `SELECT COALESCE(SUM(ABS(t.amount_cents)), 0)::bigint AS total FROM wallet_transactions t
           JOIN accounts a ON a.id = t.account_id WHERE a.player_id = $1 AND a.currency = $2 AND t.kind = $3`,
        [playerId, player.currency, kind],
      );
      return Number(row?.total ?? 0);
    };
    return vipProgress({
      userId: playerId,
      currency: player.currency,
      groups: player.groups,
      depositCents: await sum('deposit'),
      betCents: await sum('bet'),
    });
  });
}
