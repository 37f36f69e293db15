import { defineWidget } from '../../runtime/slots/index.ts';
import { remindPasswordProps } from './remind-password.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Content of the `remind` popup: asks for the e-mail of the account and sends a password link to it. */
export const remindPassword = defineWidget<typeof remindPasswordProps>({
  id: 'remind-password',
  version: 1,
  props: remindPasswordProps,
  migrations: [],
  load: () => import('./remind-password.tsx'),
  example: { loginPath: '/login' },
});
