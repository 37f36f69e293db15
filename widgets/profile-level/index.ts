import { defineWidget } from '../../runtime/slots/index.ts';
import { profileLevelProps } from './profile-level.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/**
 * The profile's Level tab (spec §2 "profile levels slider with progress bar"): the player's level
 * and the way to the next one, the twelve levels of the statuses call with their gifts in a
 * slider, and the VIP status card with its progress and the end of the quarter it holds until.
 */
export const profileLevel = defineWidget<typeof profileLevelProps>({
  id: 'profile-level',
  version: 1,
  props: profileLevelProps,
  migrations: [],
  load: () => import('./profile-level.tsx'),
  example: { vip: true },
});
