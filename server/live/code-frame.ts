/** Lines shown before and after the line of a problem. */
const CONTEXT_LINES = 2;

/**
 * The lines around `line` of `text` with their numbers, the problem's line marked with `>` and a
 * caret under `column` (both 1-based), as Vite's error overlay and Babel show code.
 * @example codeFrame('{\n  "a": ,\n}', 2, 8) // '  1 | {\n> 2 |   "a": ,\n    |        ^\n  3 | }'
 */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split(/\r?\n/);
  const at = Math.min(Math.max(line, 1), lines.length);
  const first = Math.max(1, at - CONTEXT_LINES);
  const last = Math.min(lines.length, at + CONTEXT_LINES);
  const width = String(last).length;
  const frame: string[] = [];
  for (let number = first; number <= last; number++) {
    const gutter = String(number).padStart(width);
    frame.push(`${number === at ? '>' : ' '} ${gutter} | ${lines[number - 1] ?? ''}`.trimEnd());
    if (number === at) frame.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(column - 1, 0))}^`);
  }
  return frame.join('\n');
}
