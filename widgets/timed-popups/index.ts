import { defineWidget } from '../../runtime/slots/index.ts';
import { timedPopupsProps } from './timed-popups.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** Popups that come on their own as a visitor stays (new provider, iOS in-app browser, survey, promo banner). */
export const timedPopups = defineWidget<typeof timedPopupsProps>({
  id: 'timed-popups',
  version: 1,
  props: timedPopupsProps,
  migrations: [],
  load: () => import('./timed-popups.tsx'),
  example: { popups: ['new-provider', 'ios-exit', 'survey'] },
});
