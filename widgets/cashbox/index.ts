import { defineWidget } from '../../runtime/slots/index.ts';
import { cashboxProps } from './cashbox.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Content of the `cashbox` popup (modal param `step`: dashboard, deposit, deposit-bonus, withdraw,
 * deposit-fast): balances and payment history, deposits and withdrawals.
 */
export const cashbox = defineWidget<typeof cashboxProps>({
  id: 'cashbox',
  version: 1,
  props: cashboxProps,
  migrations: [],
  load: () => import('./cashbox.tsx'),
  example: { historySize: 10, blockedCardBins: ['400000', '555555'] },
});
