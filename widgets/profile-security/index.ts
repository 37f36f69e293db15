import { defineWidget } from '../../runtime/slots/index.ts';
import { profileSecurityProps, SECURITY_SECTIONS } from './profile-security.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The profile's Security tab: change the password (proving the current one), pair an authenticator
 * app for two-factor sign-in (QR code and key, confirmed with a code) or remove it with a code, and
 * what the platform knows of this session (last sign-in, address, browser).
 */
export const profileSecurity = defineWidget<typeof profileSecurityProps>({
  id: 'profile-security',
  version: 1,
  props: profileSecurityProps,
  migrations: [],
  load: () => import('./profile-security.tsx'),
  example: { sections: [...SECURITY_SECTIONS] },
});
