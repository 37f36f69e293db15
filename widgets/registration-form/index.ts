import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { registrationFormProps } from './registration-form.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Content of the `registration` popup: the server's registration fields, then a confirmation step. */
export const registrationForm = defineWidget<typeof registrationFormProps>({
  id: 'registration-form',
  version: 1,
  props: registrationFormProps,
  defaults: {
    loginPath: '/login',
    termsPath: '/terms-and-conditions',
    depositPath: '/deposit',
    extraFields: ['nickname', 'bonus_code'],
    confirmPassword: true,
  },
  migrations: [],
  load: () => import('./registration-form.tsx'),
  example: {
    loginPath: '/login',
    termsPath: '/terms-and-conditions',
    depositPath: '/deposit',
    extraFields: ['nickname', 'bonus_code'],
    confirmPassword: true,
  },
});
