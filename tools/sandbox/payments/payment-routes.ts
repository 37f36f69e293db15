import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { PLAYER_GROUPS } from '../catalog/statuses.ts';
import { amountAllowed, type PaymentAction, type PaymentMethod } from '../catalog/payment-methods.ts';
import { one, type Queryable } from '../db/database.ts';
import { FieldErrorList, notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { requirePlayer } from '../http/session.ts';
import { loadPlayer, type PlayerRow } from '../player/player.ts';
import type { SandboxDeps } from '../sandbox-deps.ts';
import { amountIn, DEPOSIT_BONUS } from '../bonuses/bonus-rules.ts';
import { issueBonus } from '../bonuses/bonus-store.ts';
import { announceReachedLimit } from '../limits/limit-events.ts';
import { exceededLimit, playLock } from '../limits/limit-store.ts';
import { amountCents, move, realMoney, toAccount } from '../wallet/wallet.ts';
import { idParams, pageNumber, siteQueryProperties } from '../http/route-schemas.ts';
import { Cashier } from './cashier.ts';
import { registerCashierRoutes } from './cashier-routes.ts';
import { registerDepositCancelRoute } from './deposit-cancel-route.ts';
import {
  cardErrors,
  CRYPTO_ADDRESS_MIN_LENGTH,
  DECLINED_TEST_CARD,
  depositAddress,
} from './payment-fields.ts';
import { publishPayment, toPayment, type PaymentRow } from './payment-records.ts';

export interface PaymentRouteOptions {
  /** Pending cash-outs are approved this long after they are made; 0 at once; null only by hand. */
  cashoutDelayMs: number | null;
}

/** The platform pages the payment history by at most this many. */
const PAYMENTS_PAGE_SIZE_MAX = 100;

const methodsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...siteQueryProperties,
    currency: { type: 'string', maxLength: 8 },
    action: { type: 'string', enum: ['deposit', 'cashout'] },
  },
} as const;

const paymentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'amount_cents', 'currency'],
  properties: {
    method: { type: 'string', maxLength: 64 },
    amount_cents: { ...amountCents, minimum: 1 },
    currency: { type: 'string', maxLength: 8 },
    fields: {
      type: 'object',
      additionalProperties: false,
      properties: {
        card_number: { type: 'string', maxLength: 32 },
        expiry: { type: 'string', maxLength: 8 },
        cvv: { type: 'string', maxLength: 4 },
        holder: { type: 'string', maxLength: 128 },
        network: { type: 'string', maxLength: 32 },
        address: { type: 'string', maxLength: 128 },
      },
    },
  },
} as const;

const pagesBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pageNumber,
    page_size: { type: 'integer', minimum: 1, maximum: PAYMENTS_PAGE_SIZE_MAX },
    filter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        currency: { type: 'string', maxLength: 8 },
        type: { type: 'string', enum: ['deposit', 'cashout'] },
        // ISO-8601 dates.
        from: { type: 'string', maxLength: 32 },
        to: { type: 'string', maxLength: 32 },
      },
    },
  },
} as const;

/** Fields a method asks for, so the client can draw the form. */
function methodFields(method: PaymentMethod, action: PaymentAction) {
  if (method.type === 'cards') {
    return [
      { name: 'card_number', type: 'card_number', required: true },
      { name: 'expiry', type: 'expiry', required: true, placeholder: 'MM/YY' },
      { name: 'cvv', type: 'cvv', required: true },
      { name: 'holder', type: 'text', required: false },
    ];
  }
  return action === 'cashout'
    ? [
        { name: 'network', type: 'select', required: false, options: method.networks },
        { name: 'address', type: 'text', required: true },
      ]
    : [{ name: 'network', type: 'select', required: false, options: method.networks }];
}

export async function registerPaymentRoutes(
  app: FastifyInstance,
  deps: SandboxDeps,
  options: PaymentRouteOptions,
): Promise<void> {
  const { db, hub, catalog } = deps;
  const methods = catalog.paymentMethods;
  const cashier = new Cashier({ db, hub, methods, delayMs: options.cashoutDelayMs, log: app.log });
  await cashier.resume();
  app.addHook('onClose', () => cashier.close());
  registerCashierRoutes(app, cashier);
  registerDepositCancelRoute(app, { db, hub, methods });

  app.get<{ Querystring: FromSchema<typeof methodsQuery> }>(
    '/api/sandbox-payments/methods',
    { schema: { querystring: methodsQuery } },
    async (request) => {
      const player = request.playerId === null ? null : await loadPlayer(db, request.playerId);
      const currency = request.query.currency ?? player?.currency ?? 'EUR';
      const action: PaymentAction = request.query.action ?? 'deposit';
      return methods
        .filter((method) => method.currency === currency)
        .filter(
          (method) => !(player?.groups ?? []).includes(PLAYER_GROUPS.hideSofort) || method.brand !== 'sofort',
        )
        .map((method) => {
          const range = action === 'deposit' ? method.deposit_cents : method.cashout_cents;
          return {
            id: method.id,
            brand: method.brand,
            title: method.title,
            type: method.type,
            provider: method.provider,
            currency: method.currency,
            fee: method.fee,
            processingTime: method.processingTime,
            image: method.image,
            min_cents: range.min,
            max_cents: range.max,
            networks: method.networks,
            savedProfiles: method.savedProfiles,
            fields: methodFields(method, action),
            addresses:
              action === 'deposit' && method.type === 'crypto' && player
                ? method.networks.map((network) => ({
                    network,
                    address: depositAddress(player.id, currency, network),
                  }))
                : [],
          };
        });
    },
  );

  /** SPEC §5: a fiat cashbox needs the personal info the method's context asks for. */
  function profileErrors(
    player: PlayerRow,
    method: PaymentMethod,
    action: PaymentAction,
    errors: FieldErrorList,
  ) {
    const key = method.type === 'cards' ? 'card' : 'crypto';
    const needed = catalog.playerFields.contexts.payment_systems[key]?.base[action] ?? '';
    for (const field of needed.split(/\s+/).filter(Boolean)) {
      const value = (player as unknown as Record<string, unknown>)[field];
      if (value === null || value === undefined || value === '')
        errors.add(`player.${field}`, "can't be blank");
    }
  }

  function validate(
    request: FastifyRequest<{ Body: FromSchema<typeof paymentBody> }>,
    player: PlayerRow,
    action: PaymentAction,
  ) {
    const { method: methodId, amount_cents: amount, currency, fields = {} } = request.body;
    const method = methods.find((candidate) => candidate.id === methodId && candidate.currency === currency);
    if (!method) throw unprocessable({ method: ['is not available for this currency'] });
    const errors = new FieldErrorList();
    if (!amountAllowed(method, action, amount)) {
      const range = action === 'deposit' ? method.deposit_cents : method.cashout_cents;
      errors.add('amount_cents', `must be between ${range.min} and ${range.max ?? '∞'}`);
    }
    if (method.type === 'cards') {
      for (const [field, message] of Object.entries(cardErrors(fields)))
        errors.add(`fields.${field}`, message);
    } else {
      if (fields.network && !method.networks.includes(fields.network))
        errors.add('fields.network', 'is not supported');
      if (action === 'cashout' && (fields.address ?? '').length < CRYPTO_ADDRESS_MIN_LENGTH) {
        errors.add('fields.address', 'is not a valid address');
      }
    }
    profileErrors(player, method, action, errors);
    errors.throwIfAny();
    return { method, amount, currency, fields };
  }

  async function record(
    tx: Queryable,
    playerId: number,
    action: PaymentAction,
    state: string,
    input: {
      method: PaymentMethod;
      amount: number;
      currency: string;
      fields: Record<string, string | undefined>;
    },
  ) {
    // Only the last digits of a card are kept, like a real processor's receipt.
    const stored = { ...input.fields, card_number: input.fields.card_number?.slice(-4), cvv: undefined };
    const row = await one<PaymentRow>(
      tx,
      `INSERT INTO payments (player_id, action, state, amount_cents, currency, method, fields, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $3 = 'pending' THEN NULL ELSE now() END) RETURNING *`,
      [playerId, action, state, input.amount, input.currency, input.method.id, JSON.stringify(stored)],
    );
    return row as PaymentRow;
  }

  app.post<{ Body: FromSchema<typeof paymentBody> }>(
    '/api/sandbox-payments/deposit',
    { schema: { body: paymentBody }, config: { idempotent: true } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      const input = validate(request, player, 'deposit');
      const lock = await playLock(db, playerId);
      if (lock) throw unprocessable({ base: [`no deposits during your ${lock.type} (until ${lock.until})`] });
      const limit = await exceededLimit(db, playerId, input.currency, ['deposit'], input.amount);
      if (limit) throw unprocessable({ amount_cents: [`exceeds your ${limit.period} deposit limit`] });
      const declined = input.fields.card_number?.replace(/\s+/g, '') === DECLINED_TEST_CARD;
      const result = await db.transaction(async (tx) => {
        const row = await record(tx, playerId, 'deposit', declined ? 'declined' : 'succeeded', input);
        if (declined) return { row, account: undefined };
        const account = await move(
          tx,
          realMoney(playerId, input.currency, 'deposit', input.amount, `payment:${row.id}`),
        );
        if (player.deposit_bonus_code && player.can_issue_bonuses) {
          const cap = amountIn(DEPOSIT_BONUS.capEurCents, input.currency);
          await issueBonus(tx, hub, playerId, {
            title: `${DEPOSIT_BONUS.title} ${player.deposit_bonus_code}`,
            type: DEPOSIT_BONUS.type,
            currency: input.currency,
            amountCents: Math.min(cap, input.amount),
            wager: DEPOSIT_BONUS.wager,
            groupKey: `deposit:${player.deposit_bonus_code}`,
            activatableDays: 7,
            validDays: 30,
          });
          await tx.query('UPDATE players SET deposit_bonus_code = NULL WHERE id = $1', [playerId]);
        }
        return { row, account: toAccount(account) };
      });
      const payment = toPayment(result.row, methods);
      publishPayment(hub, playerId, payment, result.account);
      if (!declined) await announceReachedLimit(db, hub, playerId, input.currency, ['deposit']);
      const body = {
        payment,
        balance: result.account ?? null,
        address:
          input.method.type === 'crypto'
            ? depositAddress(playerId, input.currency, input.fields.network ?? input.method.networks[0] ?? '')
            : undefined,
      };
      return reply
        .status(declined ? 402 : 201)
        .send(declined ? { ...body, error: 'payment_declined' } : body);
    },
  );

  app.post<{ Body: FromSchema<typeof paymentBody> }>(
    '/api/sandbox-payments/cashout',
    { schema: { body: paymentBody }, config: { idempotent: true } },
    async (request, reply) => {
      const playerId = requirePlayer(request);
      const player = await loadPlayer(db, playerId);
      const input = validate(request, player, 'cashout');
      const result = await db.transaction(async (tx) => {
        // The money is reserved at once; the cashier pays it out later (or now, with no delay).
        const row = await record(tx, playerId, 'cashout', cashier.immediate ? 'succeeded' : 'pending', input);
        const account = await move(
          tx,
          realMoney(playerId, input.currency, 'cashout', -input.amount, `payment:${row.id}`),
        );
        return { row, account: toAccount(account) };
      });
      if (result.row.state === 'pending') cashier.schedule(result.row.id, result.row.created_at);
      const payment = toPayment(result.row, methods);
      publishPayment(hub, playerId, payment, result.account);
      return reply.status(201).send({ payment, balance: result.account });
    },
  );

  const listPayments = async (playerId: number) => {
    const result = await db.query<PaymentRow>(
      'SELECT * FROM payments WHERE player_id = $1 ORDER BY id DESC',
      [playerId],
    );
    return result.rows.map((row) => toPayment(row, methods));
  };

  app.get('/api/player/payments', async (request) => listPayments(requirePlayer(request)));

  app.post<{ Body: FromSchema<typeof pagesBody> }>(
    '/api/player/payments/with_pages',
    { schema: { body: pagesBody } },
    async (request) => {
      const playerId = requirePlayer(request);
      const { page = 1, page_size: perPage = 20, filter = {} } = request.body;
      const all = (await listPayments(playerId)).filter(
        (payment) =>
          (!filter.currency || payment.currency === filter.currency) &&
          (!filter.type || payment.action === filter.type) &&
          (!filter.from || payment.created_at >= filter.from) &&
          (!filter.to || payment.created_at <= filter.to),
      );
      return {
        data: all.slice((page - 1) * perPage, page * perPage),
        pagination: { page, per_page: perPage, total_count: all.length },
      };
    },
  );

  app.post<{ Params: FromSchema<typeof idParams> }>(
    '/api/player/payments/:id/recall',
    { schema: { params: idParams }, preValidation: rejectBody, config: { idempotent: true } },
    async (request) => {
      const playerId = requirePlayer(request);
      const result = await db.transaction(async (tx) => {
        const row = await one<PaymentRow>(tx, 'SELECT * FROM payments WHERE id = $1 AND player_id = $2', [
          Number(request.params.id),
          playerId,
        ]);
        if (!row) throw notFound();
        if (row.action !== 'cashout' || row.state !== 'pending')
          throw unprocessable({ id: ['is not recallable'] });
        const updated = await one<PaymentRow>(
          tx,
          `UPDATE payments SET state = 'recalled', finished_at = now() WHERE id = $1 RETURNING *`,
          [row.id],
        );
        const account = await move(
          tx,
          realMoney(playerId, row.currency, 'recall', row.amount_cents, `payment:${row.id}`),
        );
        return { row: updated as PaymentRow, account: toAccount(account) };
      });
      cashier.cancel(result.row.id);
      const payment = toPayment(result.row, methods);
      publishPayment(hub, playerId, payment, result.account);
      return payment;
    },
  );
}
