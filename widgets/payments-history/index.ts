import { defineWidget } from '../../runtime/slots/index.ts';
import { paymentsHistoryProps } from './payments-history.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The player's payments, page by page (POST /api/player/payments/with_pages): deposits and
 * withdrawals with date, method, amount and state, a table on wide screens and cards on a phone;
 * a pending withdrawal can be recalled, after a confirmation.
 */
export const paymentsHistory = defineWidget<typeof paymentsHistoryProps>({
  id: 'payments-history',
  version: 1,
  props: paymentsHistoryProps,
  migrations: [],
  load: () => import('./payments-history.tsx'),
  example: { pageSize: 10 },
});
