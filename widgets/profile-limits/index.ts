import { LIMIT_TYPES } from '../../runtime/rules/index.ts';
import { defineWidget } from '../../runtime/slots/index.ts';
import { profileLimitsProps } from './profile-limits.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The limits tab of the profile (spec §4): the player's deposit, wager, loss and session limits
 * with what is used of each amount per currency, cooling-off and self-exclusion; setting, lowering,
 * raising and removing them (raising and removing wait for the e-mailed link), and on
 * /profile/limits/confirm?token= the confirmation of that link.
 */
export const profileLimits = defineWidget<typeof profileLimitsProps>({
  id: 'profile-limits',
  version: 1,
  props: profileLimitsProps,
  migrations: [],
  load: () => import('./profile-limits.tsx'),
  example: { types: [...LIMIT_TYPES] },
});
