/**
 * How many menu items fit in a row of `available` pixels, the rest going into a 'More' menu.
 * All items fit without the 'More' button when their total allows; otherwise the 'More' button
 * takes its place at the end of the row and as many leading items as fit stay before it.
 * `gap` is the space between neighbouring items (and before the 'More' button).
 * An unmeasured row (`available` 0, e.g. hidden) keeps every item: nothing is collapsed blindly.
 * @example fittingCount([80, 80, 80], 200, 60, 0) // 1: two items would leave no room for 'More'
 */
export function fittingCount(
  widths: readonly number[],
  available: number,
  moreWidth: number,
  gap = 0,
): number {
  if (available <= 0) return widths.length;
  const rowWidth = (n: number) =>
    widths.slice(0, n).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, n - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = 0;
  let used = moreWidth;
  for (const width of widths) {
    const next = used + width + gap;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
