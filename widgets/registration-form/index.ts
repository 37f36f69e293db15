import { defineWidget } from '../../runtime/slots/index.ts';
import { registrationFormProps } from './registration-form.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Content of the `registration` popup: the server's registration fields, then "check your e-mail". */
export const registrationForm = defineWidget<typeof registrationFormProps>({
  id: 'registration-form',
  version: 2,
  props: registrationFormProps,
  migrations: [
    // Version 2: registration no longer signs in, so its last step has no deposit button to aim.
    { version: 2, up: ({ depositPath: _dropped, ...props }) => props },
  ],
  load: () => import('./registration-form.tsx'),
  example: {
    loginPath: '/login',
    termsPath: '/terms-and-conditions',
    extraFields: ['nickname', 'bonus_code'],
    confirmPassword: true,
  },
});
