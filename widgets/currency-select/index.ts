import { defineWidget } from '../../runtime/slots/index.ts';
import { currencySelectProps } from './currency-select.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Content of the `currency-select` popup: the currencies the player holds no account in, fiat and
 * crypto apart; choosing one opens an account in it (POST /api/player/accounts) and makes it the
 * account in use.
 */
export const currencySelect = defineWidget<typeof currencySelectProps>({
  id: 'currency-select',
  version: 1,
  props: currencySelectProps,
  migrations: [],
  load: () => import('./currency-select.tsx'),
  example: { offer: 'all', loginPath: '/login' },
});
