import { defineWidget } from '../../runtime/slots/index.ts';
import { emailConfirmationProps } from './email-confirmation.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * Content of the `email-confirmation` and `email-verify` popups: confirms the token of the
 * confirmation link, or (without a token, or when it is no longer valid) offers to send a new link.
 */
export const emailConfirmation = defineWidget<typeof emailConfirmationProps>({
  id: 'email-confirmation',
  version: 1,
  props: emailConfirmationProps,
  migrations: [],
  load: () => import('./email-confirmation.tsx'),
  example: { loginPath: '/login' },
});
