import { defineWidget } from '../../runtime/slots/index.ts';
import { perksProps } from './perks.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** A short marketing list of the casino's perks; every text is a translated message key. */
export const perks = defineWidget<typeof perksProps>({
  id: 'perks',
  version: 1,
  props: perksProps,
  migrations: [],
  load: () => import('./perks.tsx'),
  example: {
    titleKey: 'PERKS.TITLE',
    items: [
      {
        id: 'fast-payouts',
        icon: 'wallet',
        titleKey: 'PERKS.FAST_PAYOUTS.TITLE',
        textKey: 'PERKS.FAST_PAYOUTS.TEXT',
      },
      {
        id: 'daily-gifts',
        icon: 'gift',
        titleKey: 'PERKS.DAILY_GIFTS.TITLE',
        textKey: 'PERKS.DAILY_GIFTS.TEXT',
      },
    ],
  },
});
