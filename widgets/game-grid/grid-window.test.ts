import { describe, expect, it } from 'vitest';
import { gapHeight, gridSegments, measureGeometry, rowsInView } from './grid-window.ts';

describe('grid windowing', () => {
  it('mounts the rows in the viewport and one overscan on each side', () => {
    // Scrolled 1,000 px into the list, rows 200 px apart, 800 px viewport, 400 px overscan:
    // px 600 to 2,200 of the list, rows 3 to 10.
    expect(
      rowsInView({ listTop: -1000, viewportHeight: 800, pitch: 200, rows: 100, overscanPx: 400 }),
    ).toEqual({ start: 3, end: 11 });
  });

  it('clamps the rows to the list, at its top and at its end', () => {
    expect(rowsInView({ listTop: 300, viewportHeight: 800, pitch: 200, rows: 100, overscanPx: 800 })).toEqual(
      {
        start: 0,
        end: 7,
      },
    );
    expect(
      rowsInView({ listTop: -19_500, viewportHeight: 800, pitch: 200, rows: 100, overscanPx: 0 }),
    ).toEqual({ start: 97, end: 100 });
  });

  it('mounts no row when the list is far out of view', () => {
    const below = rowsInView({ listTop: 5000, viewportHeight: 800, pitch: 200, rows: 10, overscanPx: 800 });
    expect(below.end - below.start).toBe(0);
    const above = rowsInView({ listTop: -9000, viewportHeight: 800, pitch: 200, rows: 10, overscanPx: 800 });
    expect(above.end - above.start).toBe(0);
  });

  it('keeps the first page and the window, with a spacer for the rows between and after', () => {
    expect(
      gridSegments(100, 5, [
        { start: 0, end: 2 },
        { start: 10, end: 12 },
      ]),
    ).toEqual([
      { kind: 'items', from: 0, to: 10 },
      { kind: 'gap', rows: 8 },
      { kind: 'items', from: 50, to: 60 },
      { kind: 'gap', rows: 8 },
    ]);
  });

  it('merges ranges that touch or overlap, and ends on the last, partial row', () => {
    expect(
      gridSegments(23, 4, [
        { start: 4, end: 6 },
        { start: 0, end: 2 },
        { start: 2, end: 3 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([
      { kind: 'items', from: 0, to: 12 },
      { kind: 'gap', rows: 1 },
      { kind: 'items', from: 16, to: 23 },
    ]);
  });

  it('starts with a spacer when the first rows are left out', () => {
    expect(gridSegments(40, 4, [{ start: 3, end: 5 }])).toEqual([
      { kind: 'gap', rows: 3 },
      { kind: 'items', from: 12, to: 20 },
      { kind: 'gap', rows: 5 },
    ]);
  });

  it('sizes a spacer as the rows it replaces, less the gap the grid adds after it', () => {
    // Rows of 180 px and a gap of 12: 8 rows span 8 × 192 − 12 px.
    expect(gapHeight(8, { columns: 5, pitch: 192, gap: 12 })).toBe(1524);
  });

  it('reads columns, pitch and gap from the first items', () => {
    const boxes = [0, 0, 0, 192, 192, 192, 384].map((top) => ({ top, height: 180 }));
    expect(measureGeometry(boxes)).toEqual({ columns: 3, pitch: 192, gap: 12 });
  });

  it('cannot measure a single row or a list without layout', () => {
    expect(measureGeometry([0, 0, 0].map((top) => ({ top, height: 180 })))).toBeNull();
    expect(measureGeometry([0, 0, 0, 0].map((top) => ({ top, height: 0 })))).toBeNull();
    expect(measureGeometry([])).toBeNull();
  });
});
