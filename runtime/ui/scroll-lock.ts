// Modals and the drawer share one lock: the page scrolls again only when the last of them
// releases it (spec §4: scrolling is locked while any modal is open).
let holders = 0;
let saved: { overflow: string; gutter: string } | null = null;

/**
 * Locks page scrolling until the returned release function is called; nested locks count.
 * @example const release = lockScroll(); ...; release();
 */
export function lockScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  holders += 1;
  if (holders === 1) {
    const { body, documentElement: root } = document;
    saved = { overflow: body.style.overflow, gutter: root.style.scrollbarGutter };
    // The room of the scroll bar that disappears stays, so the page does not jump sideways. It is
    // kept, not measured: measuring it would lay the page out in the middle of opening a dialog.
    root.style.scrollbarGutter = 'stable';
    body.style.overflow = 'hidden';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      document.body.style.overflow = saved.overflow;
      document.documentElement.style.scrollbarGutter = saved.gutter;
      saved = null;
    }
  };
}
