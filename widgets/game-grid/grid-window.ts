// Windowing of the game grid: which rows of a long list are mounted. A list of 5,000 games keeps
// only the rows near the viewport in the DOM (plus the first page, for crawlers, and the row that
// holds keyboard focus); the rows in between are replaced by spacers of the same height, so the
// scrollbar, the page height and the position of everything below the list stay as they were.

/** Rows of the grid, `start` included, `end` excluded. */
export interface RowRange {
  start: number;
  end: number;
}

/** The measured geometry of the grid. */
export interface GridGeometry {
  columns: number;
  /** From the top of one row to the top of the next: the row height plus the row gap. */
  pitch: number;
  /** The gap between two rows. */
  gap: number;
}

/** A run of mounted items (`from` included, `to` excluded) or a spacer standing for `rows` rows. */
export type GridSegment = { kind: 'items'; from: number; to: number } | { kind: 'gap'; rows: number };

export interface ViewInput {
  /** Top of the list relative to the top of the viewport (negative once scrolled past). */
  listTop: number;
  viewportHeight: number;
  pitch: number;
  rows: number;
  /** Rows this far above and below the viewport are mounted too. */
  overscanPx: number;
}

/**
 * The rows at least partly within `overscanPx` of the viewport; an empty range when the list is
 * entirely out of that reach.
 * @example rowsInView({ listTop: -1000, viewportHeight: 800, pitch: 200, rows: 100, overscanPx: 400 }) → { start: 3, end: 11 }
 */
export function rowsInView({ listTop, viewportHeight, pitch, rows, overscanPx }: ViewInput): RowRange {
  if (rows <= 0 || pitch <= 0) return { start: 0, end: 0 };
  const from = -listTop - overscanPx;
  const to = -listTop + viewportHeight + overscanPx;
  const start = Math.min(rows, Math.max(0, Math.floor(from / pitch)));
  const end = Math.min(rows, Math.max(0, Math.ceil(to / pitch)));
  return end > start ? { start, end } : { start, end: start };
}

/** Rows needed for `items` items: the first page stays mounted as whole rows. */
export function rowsFor(items: number, columns: number): number {
  return columns > 0 ? Math.ceil(Math.max(0, items) / columns) : 0;
}

/**
 * The grid of `count` items in `columns` columns with only the rows of `ranges` mounted: runs of
 * items in list order, and a spacer for each run of rows left out. Ranges may overlap or touch.
 * @example gridSegments(100, 5, [{ start: 0, end: 2 }, { start: 10, end: 12 }]) → items 0–10, gap 8 rows, items 50–60, gap 8 rows
 */
export function gridSegments(count: number, columns: number, ranges: readonly RowRange[]): GridSegment[] {
  const rows = rowsFor(count, columns);
  const merged: RowRange[] = [];
  const sorted = ranges
    .map((r) => ({ start: Math.max(0, r.start), end: Math.min(rows, r.end) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: GridSegment[] = [];
  let row = 0;
  for (const range of merged) {
    if (range.start > row) segments.push({ kind: 'gap', rows: range.start - row });
    segments.push({ kind: 'items', from: range.start * columns, to: Math.min(count, range.end * columns) });
    row = range.end;
  }
  if (row < rows) segments.push({ kind: 'gap', rows: rows - row });
  return segments;
}

/**
 * Height of a spacer standing for `rows` rows: the spacer is one grid row itself, so the grid puts
 * one gap after it, as it would after the last row it replaces.
 */
export function gapHeight(rows: number, geometry: GridGeometry): number {
  return Math.max(0, rows * geometry.pitch - geometry.gap);
}

/**
 * Columns, pitch and gap from the tops and heights of the first items of the grid, in order;
 * null when they do not span two rows (a single row, or no layout at all).
 */
export function measureGeometry(boxes: readonly { top: number; height: number }[]): GridGeometry | null {
  const first = boxes[0];
  if (!first || first.height <= 0) return null;
  const next = boxes.findIndex((box) => box.top > first.top + first.height / 2);
  if (next <= 0) return null;
  const pitch = boxes[next]!.top - first.top;
  return { columns: next, pitch, gap: Math.max(0, pitch - first.height) };
}
