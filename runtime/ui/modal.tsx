import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MODAL_CLOSE_DELAY_MS } from './constants.ts';
import { useDialogBehaviour } from './dialog-behaviour.ts';
import { IconButton } from './icon-button.tsx';
import { useDelayedUnmount } from './use-delayed-unmount.ts';
import { useUiLabels } from './ui-labels.tsx';
import './modal.css';

export interface ModalProps {
  /** False starts the closing animation; the modal unmounts after the 100 ms close delay. */
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby); shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  children: ReactNode;
  /** Sticky action area under the scrolling body. */
  footer?: ReactNode;
  size?: 's' | 'm' | 'l';
  /** 'mobile' fills the screen on phones only (login, search); 'always' everywhere. */
  fullScreen?: 'never' | 'mobile' | 'always';
  closeOnOverlayClick?: boolean;
  closeOnEscape?: boolean;
  /** Hides the × button (e.g. a forced choice); Escape still applies unless disabled too. */
  hideCloseButton?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** Portal target; document.body by default. */
  container?: Element;
  /**
   * Shows the frame (overlay, title, ×) in the task of the tap that opens the dialog and its
   * content in a render of its own right after, for content that is costly to render (a grid of
   * games): the tap's task stays short. Focus moves in and the page locks once the content is there.
   */
  deferContent?: boolean;
}

/**
 * A modal dialog in a portal: focus is trapped inside, Escape or the overlay closes it, focus
 * returns to the opener, and page scroll stays locked while any modal is open.
 * @example <Modal open={!entry.closing} onClose={() => close(entry.id)} title={t('LOGIN.TITLE')}>…</Modal>
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  children,
  footer,
  size = 'm',
  fullScreen = 'never',
  closeOnOverlayClick = true,
  closeOnEscape = true,
  hideCloseButton,
  initialFocusRef,
  className,
  container,
  deferContent,
}: ModalProps) {
  const { mounted, closing } = useDelayedUnmount(open, MODAL_CLOSE_DELAY_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const labels = useUiLabels();
  // An overlay click counts only when the press also started on the overlay, so selecting
  // text inside the dialog and releasing outside does not close it.
  const pressStartedOnOverlay = useRef(false);
  // An update from an effect, not a deferred value: a deferred value renders as a transition,
  // together with any other pending one (rows of the page that mount after the first tap).
  const [contentShown, setContentShown] = useState(!deferContent);
  useEffect(() => setContentShown(true), []);
  useDialogBehaviour({
    active: open && mounted && contentShown,
    panelRef,
    onClose,
    closeOnEscape,
    initialFocusRef,
  });

  if (!mounted || typeof document === 'undefined') return null;
  const classes = [
    'cr-modal',
    `cr-modal--${size}`,
    `cr-modal--full-${fullScreen}`,
    closing && 'cr-modal--closing',
    className,
  ].filter(Boolean);

  return createPortal(
    <div
      className={classes.join(' ')}
      onMouseDown={(event) => {
        pressStartedOnOverlay.current = event.target === event.currentTarget;
        // A press on the overlay must not pull focus out of the dialog onto the page body.
        if (pressStartedOnOverlay.current) event.preventDefault();
      }}
      onClick={(event) => {
        if (
          closeOnOverlayClick &&
          !closing &&
          pressStartedOnOverlay.current &&
          event.target === event.currentTarget
        ) {
          onClose();
        }
        pressStartedOnOverlay.current = false;
      }}
    >
      <div
        ref={panelRef}
        className="cr-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={hideTitle ? 'cr-modal__header cr-modal__header--bare' : 'cr-modal__header'}>
          <h2 id={titleId} className={hideTitle ? 'cr-visually-hidden' : 'cr-modal__title'}>
            {title}
          </h2>
          {!hideCloseButton && (
            <IconButton
              icon="close"
              label={labels.close}
              className="cr-modal__close"
              data-dialog-close=""
              onClick={onClose}
            />
          )}
        </div>
        <div className="cr-modal__body">{contentShown && children}</div>
        {contentShown && footer && <footer className="cr-modal__footer">{footer}</footer>}
      </div>
    </div>,
    container ?? document.body,
  );
}
