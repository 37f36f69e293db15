// Timings and sizes of spec §9 that belong to the design system, named once. The modal close
// delay and the toast duration live with their stores in runtime/state/timing.ts.
export { MODAL_CLOSE_DELAY_MS, TOAST_DURATION_MS } from '../state/timing.ts';

/** A carousel with autoplay advances one page this often (spec §9). */
export const CAROUSEL_AUTOPLAY_MS = 10_000;
/** Gap between a tooltip and its trigger (spec §9). */
export const TOOLTIP_OFFSET_PX = 10;
/** Width of a tooltip bubble (spec §9). */
export const TOOLTIP_WIDTH_PX = 180;
/** Popups re-measure the viewport at most this often while it is resized (spec §9). */
export const POPUP_RESIZE_DEBOUNCE_MS = 150;
/** Below this viewport width the layout is the mobile one (full-screen modals, bottom bar). */
export const MOBILE_MAX_WIDTH_PX = 767;
/**
 * From this viewport width the header's row holds the menu, the guest's welcome offer and the
 * enter buttons side by side (site-header.css narrows the menu below it).
 */
export const WIDE_HEADER_MIN_WIDTH_PX = 1280;
/** A horizontal swipe this long closes the drawer. */
export const DRAWER_SWIPE_CLOSE_PX = 60;
/** The drawer slides out in this time before it unmounts. */
export const DRAWER_CLOSE_MS = 200;
