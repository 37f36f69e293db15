import type { FastifyInstance } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { subunitsToUnit } from '../catalog/currencies.ts';
import { notFound, rejectBody, unprocessable } from '../../../server/http/http-error.ts';
import { idParams } from '../http/route-schemas.ts';
import type { Cashier, CashierResult } from './cashier.ts';

/** The cashier's desk of the admin page (`/sandbox/admin`). */
export const ADMIN_CASHOUTS_PATH = '/sandbox/admin/cashouts';

/** Minor units as a decimal amount: 5000 EUR → "50.00", 150000 BTC → "0.00150000". */
export function formatMinor(amountCents: number, currency: string): string {
  const unit = subunitsToUnit(currency);
  const digits = Math.round(Math.log10(unit));
  return (amountCents / unit).toFixed(digits);
}

/**
 * `GET /sandbox/admin/cashouts` lists pending cash-outs; `POST …/{id}/approve` and `…/{id}/decline`
 * act on one (404 unknown, 422 no longer pending) and answer the Payment.
 */
export function registerCashierRoutes(app: FastifyInstance, cashier: Cashier): void {
  app.get(ADMIN_CASHOUTS_PATH, async () => {
    const rows = await cashier.pending();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      amount_cents: row.amount_cents,
      amount: formatMinor(row.amount_cents, row.currency),
      currency: row.currency,
      method: row.method,
      created_at: new Date(row.created_at).toISOString(),
      approves_at: cashier.approvesAt(row.created_at)?.toISOString() ?? null,
    }));
  });

  const act = (path: string, action: (id: number) => Promise<CashierResult>) =>
    app.post<{ Params: FromSchema<typeof idParams> }>(
      `${ADMIN_CASHOUTS_PATH}/:id/${path}`,
      { schema: { params: idParams }, preValidation: rejectBody },
      async (request) => {
        const id = Number(request.params.id);
        const payment = await action(id);
        if (payment) return payment;
        if (!(await cashier.exists(id))) throw notFound();
        throw unprocessable({ id: ['is not pending'] });
      },
    );
  act('approve', (id) => cashier.approve(id));
  act('decline', (id) => cashier.decline(id));
}
