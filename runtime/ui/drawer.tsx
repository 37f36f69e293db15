import { Activity, useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import { DRAWER_CLOSE_MS, DRAWER_SWIPE_CLOSE_PX } from './constants.ts';
import { isTopDialog, useDialogBehaviour } from './dialog-behaviour.ts';
import { IconButton } from './icon-button.tsx';
import { useDelayedUnmount } from './use-delayed-unmount.ts';
import { useUiLabels } from './ui-labels.tsx';
import './drawer.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the sheet, e.g. "Menu". */
  label: string;
  side?: 'left' | 'right';
  children: ReactNode;
  /** Content of the top bar beside the close button (e.g. the logo). */
  header?: ReactNode;
  className?: string;
  /**
   * Renders the closed sheet ahead, hidden (its content in React's `<Activity mode="hidden">`, at
   * the lowest priority, without effects): opening it then only reveals it instead of rendering all
   * its content. The content's effects (queries, timers) start when it opens.
   */
  prerender?: boolean;
}

/**
 * A side sheet (the sidebar): modal while open, closed by a click outside, a swipe towards
 * its edge, Escape or the × button; page scroll is locked while it is open (spec §4 Sidebar).
 */
export function Drawer({
  open,
  onClose,
  label,
  side = 'left',
  children,
  header,
  className,
  prerender = false,
}: DrawerProps) {
  const { mounted, closing } = useDelayedUnmount(open, DRAWER_CLOSE_MS);
  // The tap shows the sheet's frame (overlay, bar, the slide) at once; its content shows in a render
  // of its own right after, so the tap's task stays short. Content rendered ahead (`prerender`) is
  // only revealed in that render. As in Modal's deferContent, an update from an effect, not a
  // deferred value, which would render as a transition batched with the page's pending ones.
  const [shown, setShown] = useState(mounted);
  useEffect(() => setShown(mounted), [mounted]);
  const panelRef = useRef<HTMLDivElement>(null);
  const labels = useUiLabels();
  const token = useDialogBehaviour({ active: open && shown, panelRef, onClose });
  const swipe = useRef<{ x: number; y: number; dx: number } | null>(null);
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const panel = panelRef.current;
      if (!panel || !isTopDialog(token)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) latestOnClose.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, token]);

  if ((!mounted && !shown && !prerender) || typeof document === 'undefined') return null;

  const closingDirection = side === 'left' ? -1 : 1;
  const setOffset = (px: number) => panelRef.current?.style.setProperty('--cr-drawer-drag', `${px}px`);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) swipe.current = { x: touch.clientX, y: touch.clientY, dx: 0 };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    const start = swipe.current;
    if (!touch || !start) return;
    const dx = touch.clientX - start.x;
    // A mostly vertical gesture is a scroll of the sheet, not a swipe.
    if (Math.abs(touch.clientY - start.y) > Math.abs(dx) && start.dx === 0) {
      swipe.current = null;
      return;
    }
    start.dx = dx;
    setOffset(Math.sign(dx) === closingDirection ? dx : 0);
  };
  const onTouchEnd = () => {
    const start = swipe.current;
    swipe.current = null;
    setOffset(0);
    if (start && start.dx * closingDirection >= DRAWER_SWIPE_CLOSE_PX) onClose();
  };

  const classes = ['cr-drawer', `cr-drawer--${side}`, closing && 'cr-drawer--closing', className].filter(
    Boolean,
  );
  return createPortal(
    <div className={classes.join(' ')} hidden={!mounted}>
      <div className="cr-drawer__overlay" aria-hidden="true" />
      <div
        ref={panelRef}
        className="cr-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        <div className="cr-drawer__header">
          {header}
          <IconButton
            icon="close"
            label={labels.close}
            className="cr-drawer__close"
            data-dialog-close=""
            onClick={onClose}
          />
        </div>
        <div className="cr-drawer__body">
          <Activity mode={shown ? 'visible' : 'hidden'}>{children}</Activity>
        </div>
      </div>
    </div>,
    document.body,
  );
}
