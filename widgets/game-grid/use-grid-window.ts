import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { measureGeometry, rowsFor, rowsInView, type GridGeometry, type RowRange } from './grid-window.ts';

/** Items measured to find the columns and the row pitch: more than the widest grid has columns. */
const MEASURED_ITEMS = 17;
/** Rows within this many viewport heights above and below the viewport stay mounted. */
const OVERSCAN_VIEWPORTS = 1;

/** Selector of the grid's game and card items (not its spacers or skeletons). */
const GRID_ITEM_SELECTOR = ':scope > [aria-posinset]';

/**
 * What the grid mounts: `pending` before the first measure (the first page only), `all` when
 * there is no layout to measure (a single row, or no rendering engine), `window` otherwise.
 */
export type GridWindow =
  { kind: 'pending' } | { kind: 'all' } | { kind: 'window'; geometry: GridGeometry; rows: RowRange };

const PENDING: GridWindow = { kind: 'pending' };

function measure(list: HTMLElement): GridGeometry | null {
  const items = list.querySelectorAll<HTMLElement>(GRID_ITEM_SELECTOR);
  const boxes: { top: number; height: number }[] = [];
  for (const item of Array.from(items).slice(0, MEASURED_ITEMS)) {
    const rect = item.getBoundingClientRect();
    boxes.push({ top: rect.top, height: rect.height });
  }
  return measureGeometry(boxes);
}

function rowsNow(list: HTMLElement, geometry: GridGeometry, count: number): RowRange {
  const viewportHeight = window.innerHeight;
  return rowsInView({
    listTop: list.getBoundingClientRect().top,
    viewportHeight,
    pitch: geometry.pitch,
    rows: rowsFor(count, geometry.columns),
    overscanPx: viewportHeight * OVERSCAN_VIEWPORTS,
  });
}

function sameWindow(a: GridWindow, b: GridWindow): boolean {
  if (a.kind !== 'window' || b.kind !== 'window') return a.kind === b.kind;
  return (
    a.rows.start === b.rows.start &&
    a.rows.end === b.rows.end &&
    a.geometry.columns === b.geometry.columns &&
    a.geometry.pitch === b.geometry.pitch &&
    a.geometry.gap === b.geometry.gap
  );
}

/**
 * The rows of a grid list near the viewport. The geometry is measured from the first rendered
 * items when they appear and when the list's width changes; while scrolling, or when items are
 * added, one read of the list's position at the next animation frame decides the rows, and the
 * component renders again only when they change.
 */
export function useGridWindow(listRef: RefObject<HTMLElement | null>, count: number): GridWindow {
  const [state, setState] = useState<GridWindow>(PENDING);
  // What the listeners read between renders; `apply` is the only writer of `current`.
  const current = useRef<GridWindow>(PENDING);
  const latestCount = useRef(count);
  /** Asks for the rows again at the next frame; set while the listeners are on. */
  const schedule = useRef<(() => void) | null>(null);
  const apply = useCallback((next: GridWindow, urgent = false) => {
    if (sameWindow(current.current, next)) return;
    current.current = next;
    if (urgent) setState(next);
    // The rows a scroll brings are one screen ahead of the reader (OVERSCAN_VIEWPORTS): React can
    // render them in slices that yield to the browser instead of in one long task.
    else startTransition(() => setState(next));
  }, []);

  useLayoutEffect(() => {
    const changed = latestCount.current !== count;
    latestCount.current = count;
    const list = listRef.current;
    if (!list || count === 0) return;
    if (current.current.kind === 'window') {
      // Reading the layout here, right after React changed the DOM, would force a layout of its
      // own: the next frame reads it, when the browser lays out anyway.
      if (changed) schedule.current?.();
      return;
    }
    // The first measure happens before paint, so the first frame already shows the right rows.
    const geometry = measure(list);
    apply(
      geometry ? { kind: 'window', geometry, rows: rowsNow(list, geometry, count) } : { kind: 'all' },
      true,
    );
  });

  const measured = state.kind === 'window';
  useEffect(() => {
    const list = listRef.current;
    if (!list || !measured) return undefined;
    let frame = 0;
    const onFrame = () => {
      frame = 0;
      const now = current.current;
      if (now.kind === 'window') apply({ ...now, rows: rowsNow(list, now.geometry, latestCount.current) });
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(onFrame);
    };
    schedule.current = later;
    let width: number | null = null;
    const resized = new ResizeObserver((entries) => {
      const now = entries[0]?.contentRect.width ?? width;
      if (width === null || now === width) {
        width = now;
        return;
      }
      width = now;
      // Columns and row height follow the width: measure again on the rows mounted now.
      const geometry = measure(list);
      apply(
        geometry
          ? { kind: 'window', geometry, rows: rowsNow(list, geometry, latestCount.current) }
          : { kind: 'all' },
      );
    });
    resized.observe(list);
    // Capture: the list may sit in a scrolling container as well as in the page.
    window.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later, { passive: true });
    later();
    return () => {
      schedule.current = null;
      if (frame !== 0) cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [listRef, measured, apply]);

  return state;
}
