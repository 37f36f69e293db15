import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { PaymentMethod } from '../catalog/payment-methods.ts';
import { one } from '../db/database.ts';
import { HttpError, notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { idParams } from '../http/route-schemas.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Database } from '../db/database.ts';
import { move, realMoney, toAccount } from '../wallet/wallet.ts';
import { publishPayment, toPayment, type PaymentRow } from './payment-records.ts';

/** The payment provider's desk of the admin page: a deposit it cancels after the fact. */
export const ADMIN_DEPOSITS_PATH = '/sandbox/admin/deposits';

/**
 * `POST /sandbox/admin/deposits/{id}/cancel`: the provider cancels a deposit that had gone through
 * (a reversal): its state becomes `canceled`, finished now, and its money leaves the account; the
 * player's client hears it on `payments_changes` (spec §4: the canceled-deposit warning). 404 for
 * an unknown deposit, 422 for one that is not a succeeded deposit or whose money was already
 * played or withdrawn.
 */
export function registerDepositCancelRoute(
  app: FastifyInstance,
  deps: { db: Database; hub: RealtimeHub; methods: readonly PaymentMethod[] },
): void {
  const { db, hub, methods } = deps;
  app.post<{ Params: FromSchema<typeof idParams> }>(
    `${ADMIN_DEPOSITS_PATH}/:id/cancel`,
    { schema: { params: idParams }, preValidation: rejectBody },
    async (request) => {
      const id = Number(request.params.id);
      const result = await db.transaction(async (tx) => {
        const row = await one<PaymentRow>(tx, 'SELECT * FROM payments WHERE id = $1', [id]);
        if (!row || row.action !== 'deposit') throw notFound();
        if (row.state !== 'succeeded') throw unprocessable({ id: ['is not a succeeded deposit'] });
        const updated = await one<PaymentRow>(
          tx,
          `UPDATE payments SET state = 'canceled', finished_at = now() WHERE id = $1 RETURNING *`,
          [id],
        );
        try {
          const account = await move(
            tx,
            realMoney(row.player_id, row.currency, 'deposit_canceled', -row.amount_cents, `payment:${id}`),
          );
          return { row: updated as PaymentRow, account: toAccount(account) };
        } catch (error) {
          if (error instanceof HttpError)
            throw unprocessable({ id: ['its money is no longer in the account'] });
          throw error;
        }
      });
      const payment = toPayment(result.row, methods);
      publishPayment(hub, result.row.player_id, payment, result.account);
      return payment;
    },
  );
}
