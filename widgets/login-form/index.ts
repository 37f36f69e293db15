import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { loginFormProps } from './login-form.schema.ts';

/** Content of the `login` popup: e-mail and password, the 2FA code step, links to sign-up and remind. */
export const loginForm = defineWidget({
  id: 'login-form',
  version: 1,
  props: loginFormProps,
  defaults: { registrationPath: '/registration', remindPath: '/remind' },
  migrations: [],
  load: () => import('./login-form.tsx'),
  example: { registrationPath: '/registration', remindPath: '/remind' },
});
