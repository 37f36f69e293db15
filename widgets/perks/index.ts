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
  // The defaults of the schema are the example: the heading and the two perks every brand starts with.
  example: {},
});
