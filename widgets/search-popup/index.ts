import { defineWidget } from '../../runtime/slots/index.ts';
import { searchPopupProps } from './search-popup.schema.ts';

/**
 * The content of the `search` popup: a game search that runs above two characters, 300 ms after
 * typing stops, with recommended games when nothing is found.
 */
export const searchPopup = defineWidget<typeof searchPopupProps>({
  id: 'search-popup',
  version: 1,
  props: searchPopupProps,
  migrations: [],
  load: () => import('./search-popup.tsx'),
  example: { recommendedCategory: 'recommended' },
});
