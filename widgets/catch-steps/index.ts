import { defineWidget } from '../../runtime/slots/index.ts';
import { catchStepsProps } from './catch-steps.schema.ts';

const steps = [
  { titleKey: 'CATCH_STEPS.SIGN_UP.TITLE', textKey: 'CATCH_STEPS.SIGN_UP.TEXT' },
  { titleKey: 'CATCH_STEPS.DEPOSIT.TITLE', textKey: 'CATCH_STEPS.DEPOSIT.TEXT' },
  { titleKey: 'CATCH_STEPS.PLAY.TITLE', textKey: 'CATCH_STEPS.PLAY.TEXT' },
];

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** "How to catch a jackpot": numbered steps from message keys, with a call to action. */
export const catchSteps = defineWidget<typeof catchStepsProps>({
  id: 'catch-steps',
  version: 1,
  props: catchStepsProps,
  migrations: [],
  load: () => import('./catch-steps.tsx'),
  example: {
    titleKey: 'CATCH_STEPS.TITLE',
    steps,
    guestCta: { labelKey: 'CATCH_STEPS.GUEST_CTA', href: '/registration' },
  },
});
