import { defineWidget } from '../../runtime/slots/index.ts';
import { profileSummaryProps } from './profile-summary.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The account facts of the profile's main tab that the player cannot edit there: the e-mail and
 * whether it is confirmed, the player id, the wallet currency and the date of registration.
 */
export const profileSummary = defineWidget<typeof profileSummaryProps>({
  id: 'profile-summary',
  version: 1,
  props: profileSummaryProps,
  migrations: [],
  load: () => import('./profile-summary.tsx'),
  example: { items: ['email', 'player-id', 'currency', 'member-since'] },
});
