import { defineWidget } from '../../runtime/slots/index.ts';
import { auConfirmationProps } from './au-confirmation.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The confirmation card for Australian visitors (the layout's `when` picks the audience); the
 * visitor's confirmation is kept in a long-lived cookie.
 */
export const auConfirmation = defineWidget<typeof auConfirmationProps>({
  id: 'au-confirmation',
  version: 1,
  props: auConfirmationProps,
  migrations: [],
  load: () => import('./au-confirmation.tsx'),
  example: { termsPath: '/terms-and-conditions' },
});
