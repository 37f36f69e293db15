import { defineWidget } from '../../runtime/slots/index.ts';
import { GIFT_SECTIONS, profileGiftsProps } from './profile-gifts.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The gifts tab of the profile (spec §4, §5): new gifts (bonuses and free spins to activate before
 * their deadline) and active ones (wager progress, spins played), each activated or cancelled;
 * loot boxes opened with their prize drawn; the deposit offers or why they are unavailable;
 * sportsbook bonuses; switching bonuses on or off. Real-time changes update the lists, and a gift
 * code saved from `?giftPromocode=` is activated here.
 */
export const profileGifts = defineWidget<typeof profileGiftsProps>({
  id: 'profile-gifts',
  version: 1,
  props: profileGiftsProps,
  migrations: [],
  load: () => import('./profile-gifts.tsx'),
  example: { sections: [...GIFT_SECTIONS] },
});
