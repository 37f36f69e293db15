import { defineWidget } from '../../runtime/slots/index.ts';
import { newPasswordProps } from './new-password.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Content of the `new-password` popup: sets a new password with the token of the reset link, then
 * signs the player in (or sends them to login) and closes.
 */
export const newPassword = defineWidget<typeof newPasswordProps>({
  id: 'new-password',
  version: 1,
  props: newPasswordProps,
  migrations: [],
  load: () => import('./new-password.tsx'),
  example: { remindPath: '/remind', loginPath: '/login' },
});
