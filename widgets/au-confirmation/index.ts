import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { auConfirmationProps } from './au-confirmation.schema.ts';

/**
 * The confirmation card for Australian visitors (the layout's `when` picks the audience); the
 * visitor's confirmation is kept in a long-lived cookie.
 */
export const auConfirmation = defineWidget({
  id: 'au-confirmation',
  version: 1,
  props: auConfirmationProps,
  defaults: { termsPath: '/terms-and-conditions' },
  migrations: [],
  load: () => import('./au-confirmation.tsx'),
  example: { termsPath: '/terms-and-conditions' },
});
