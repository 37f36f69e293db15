import { defineWidget } from '../../runtime/slots/index.ts';
import { rocketMartProps } from './rocket-mart.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The points store /rocket-mart (spec §2 Points store, §4 exchange flow, §5 exchange rules): the
 * coin balance and store rules, the tabs All, Discount (during a sale), Free spins, Money reward
 * and Special rewards, the cards of each type, and the purchase popup that exchanges coins.
 */
export const rocketMart = defineWidget<typeof rocketMartProps>({
  id: 'rocket-mart',
  version: 1,
  props: rocketMartProps,
  migrations: [],
  load: () => import('./rocket-mart.tsx'),
  example: { readMore: true },
});
