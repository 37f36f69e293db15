/** Sizes and counts of spec §4 and §9 that the widgets need. */

/** Infinite scroll loads the next page this many pixels before the end of the list. */
export const INFINITE_SCROLL_THRESHOLD_PX = 500;
/** The mobile category menu sticks after the page scrolls this far. */
export const STICKY_MENU_OFFSET_PX = 100;
export const TOOLTIP_OFFSET_PX = 10;
export const TOOLTIP_WIDTH_PX = 180;
/** A page with more path segments than this is noindex (spec §2). */
export const MAX_INDEXED_PATH_SEGMENTS = 4;
/** First deposit amount suggested in the cashbox (major units). */
export const FIRST_DEPOSIT_SUGGESTION = 50;
/** Quest page sizes; m is the default (spec §2). */
export const QUEST_SIZES = ['xs', 's', 'm', 'robot-s', 'robot-m'] as const;
export const DEFAULT_QUEST_SIZE = 'm';
