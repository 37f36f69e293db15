import { defineWidget } from '../../runtime/slots/index.ts';
import { profileSubscriptionsProps } from './profile-subscriptions.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The player's promo subscriptions (GET/PUT /api/subscriptions): promotional e-mails and offers by
 * SMS, each switched on its own, with the spec §8 messages (subscribed, already subscribed,
 * something went wrong).
 */
export const profileSubscriptions = defineWidget<typeof profileSubscriptionsProps>({
  id: 'profile-subscriptions',
  version: 1,
  props: profileSubscriptionsProps,
  migrations: [],
  load: () => import('./profile-subscriptions.tsx'),
  example: { channels: ['receive_promos', 'receive_sms_promos'] },
});
