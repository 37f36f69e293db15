import { defineWidget } from '../../runtime/slots/index.ts';
import { notFoundProps } from './not-found.schema.ts';

// The schema type is given explicitly: inferring it costs TypeScript ~10M instantiations (TS2589).
/** The 404 page inside the shell: a heading, a way back to the lobby and the game search. */
export const notFound = defineWidget<typeof notFoundProps>({
  id: 'not-found',
  version: 1,
  props: notFoundProps,
  migrations: [],
  load: () => import('./not-found.tsx'),
  example: { search: true },
});
