import { describe, expect, it } from 'vitest';
import { codeFrame } from './code-frame.ts';

describe('codeFrame', () => {
  it('shows two lines either side, marks the line and points at the column', () => {
    const text = ['{', '  "a": 1,', '  "b": ,', '  "c": 3', '}', ''].join('\n');
    expect(codeFrame(text, 3, 8)).toBe(
      ['  1 | {', '  2 |   "a": 1,', '> 3 |   "b": ,', '    |        ^', '  4 |   "c": 3', '  5 | }'].join(
        '\n',
      ),
    );
  });

  it('keeps to the file at its first and last line', () => {
    expect(codeFrame('oops', 1, 1)).toBe(['> 1 | oops', '    | ^'].join('\n'));
    expect(codeFrame('a\nb', 9, 2)).toBe(['  1 | a', '> 2 | b', '    |  ^'].join('\n'));
  });

  it('widens the gutter for two-digit line numbers', () => {
    const text = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(codeFrame(text, 10, 1).split('\n')).toEqual([
      '   8 | line 8',
      '   9 | line 9',
      '> 10 | line 10',
      '     | ^',
      '  11 | line 11',
      '  12 | line 12',
    ]);
  });
});
