import { defineWidget } from '../../runtime/slots/index.ts';
import { promoCodeFormProps } from './promo-code-form.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The promo code tab of the profile (spec §7): a casino coupon (POST /api/bonuses/coupon, whose
 * answer's status is shown) or, where sports betting is offered, a sportsbook promo code
 * (POST /api/v2/bonuses/promo-code); the gift it gives waits in the gifts tab.
 */
export const promoCodeForm = defineWidget<typeof promoCodeFormProps>({
  id: 'promo-code-form',
  version: 1,
  props: promoCodeFormProps,
  migrations: [],
  load: () => import('./promo-code-form.tsx'),
  example: { sports: true },
});
