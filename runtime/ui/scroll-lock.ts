// Modals and the drawer share one lock: the page scrolls again only when the last of them
// releases it (spec §4: scrolling is locked while any modal is open).
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/**
 * Locks page scrolling until the returned release function is called; nested locks count.
 * @example const release = lockScroll(); ...; release();
 */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  holders += 1;
  if (holders === 1) {
    const { body, documentElement } = document;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Compensate for the scroll bar that disappears, so the page does not jump sideways.
    const scrollBar = window.innerWidth - documentElement.clientWidth;
    if (scrollBar > 0) body.style.paddingRight = `${scrollBar}px`;
    body.style.overflow = 'hidden';
    body.dataset.crScrollLocked = '';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.body.style.paddingRight = saved.paddingRight;
      delete document.body.dataset.crScrollLocked;
      saved = null;
    }
  };
}
