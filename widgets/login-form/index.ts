import { defineWidget } from '../../runtime/slots/index.ts';
import { loginFormProps } from './login-form.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Content of the `login` popup: e-mail and password, the 2FA code step, links to sign-up and remind. */
export const loginForm = defineWidget<typeof loginFormProps>({
  id: 'login-form',
  version: 1,
  props: loginFormProps,
  migrations: [],
  load: () => import('./login-form.tsx'),
  example: { registrationPath: '/registration', remindPath: '/remind' },
});
