import { useEffect, useRef, useState, type RefObject } from 'react';
import { lockScroll } from './scroll-lock.ts';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

// Open dialogs (modals and the drawer), the top one last: only the top one reacts to Escape,
// Tab and outside clicks, so a confirmation opened over a popup closes first.
const openDialogs: object[] = [];

export function isTopDialog(token: object): boolean {
  return openDialogs.at(-1) === token;
}

interface DialogBehaviourOptions {
  /** True while the dialog is open (false during its closing animation). */
  active: boolean;
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  closeOnEscape?: boolean;
  /** Element to focus on open; otherwise the first `[data-autofocus]`, tabbable, or the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * What every modal surface does while open: joins the dialog stack, locks page scroll, moves
 * focus in and keeps Tab inside, closes on Escape, and gives focus back on close.
 * Returns the dialog's stack token (for outside-click checks).
 */
export function useDialogBehaviour({
  active,
  panelRef,
  onClose,
  closeOnEscape = true,
  initialFocusRef,
}: DialogBehaviourOptions): object {
  const [token] = useState<object>(() => ({}));
  // The latest callbacks, read by long-lived listeners without re-subscribing them.
  const latest = useRef({ onClose, closeOnEscape });
  useEffect(() => {
    latest.current = { onClose, closeOnEscape };
  });

  useEffect(() => {
    if (!active) return;
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(token);
    const releaseScroll = lockScroll();

    if (!panel.contains(document.activeElement)) {
      const target =
        initialFocusRef?.current ??
        panel.querySelector<HTMLElement>('[data-autofocus]') ??
        tabbableElements(panel).find((el) => !el.hasAttribute('data-dialog-close')) ??
        panel;
      // Without scrolling: a focus that scrolls the field into view lays the whole page out first,
      // in the middle of the dialog's opening (a dialog's first field is at its top anyway).
      target.focus({ preventScroll: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopDialog(token) || event.defaultPrevented) return;
      if (event.key === 'Escape' && latest.current.closeOnEscape) {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        const items = tabbableElements(panel);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) {
          event.preventDefault();
          panel.focus();
          return;
        }
        const current = document.activeElement;
        if (event.shiftKey && (current === first || !panel.contains(current))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (current === last || !panel.contains(current))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Focus that escapes by other means (a click on the page behind, a script) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopDialog(token)) return;
      const target = event.target as Node | null;
      if (target && !panel.contains(target) && !isInsideLaterLayer(target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = openDialogs.lastIndexOf(token);
      if (index >= 0) openDialogs.splice(index, 1);
      releaseScroll();
      // Give focus back unless the user has already put it somewhere else on purpose.
      const focused = document.activeElement;
      if (opener?.isConnected && (!focused || focused === document.body || panel.contains(focused)))
        opener.focus();
    };
  }, [active, panelRef, initialFocusRef, token]);

  return token;
}

// Floating layers rendered in their own portal (toasts, dropdown menus) may take focus.
function isInsideLaterLayer(node: Node): boolean {
  return node instanceof Element && node.closest('[data-cr-layer]') !== null;
}
