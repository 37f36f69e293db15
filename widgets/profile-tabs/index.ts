import { defineWidget } from '../../runtime/slots/index.ts';
import { profileTabsProps } from './profile-tabs.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The head of every profile page: the page heading, who is signed in, the tabs of the profile
 * that this brand has (each its own page) with the current one marked, and the sign-out button.
 */
export const profileTabs = defineWidget<typeof profileTabsProps>({
  id: 'profile-tabs',
  version: 1,
  props: profileTabsProps,
  migrations: [],
  load: () => import('./profile-tabs.tsx'),
  example: { signOut: true },
});
