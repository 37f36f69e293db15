import { defineWidget } from '../../runtime/slots/define-widget.ts';
import { notFoundProps } from './not-found.schema.ts';

/** The 404 page inside the shell: a heading, a way back to the lobby and the game search. */
export const notFound = defineWidget({
  id: 'not-found',
  version: 1,
  props: notFoundProps,
  defaults: { search: true },
  migrations: [],
  load: () => import('./not-found.tsx'),
  example: { search: true },
});
