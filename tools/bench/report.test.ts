import { describe, expect, it } from 'vitest';
import { formatTable, markOf, type Figure } from './report.ts';

const lcp = (value: number | null): Figure => ({ name: 'LCP', value, unit: 's', goal: { atMost: 1.8 } });

describe('markOf', () => {
  it('marks a time within its budget ok and one beyond it over', () => {
    expect(markOf(lcp(1.8))).toBe('ok');
    expect(markOf(lcp(1.81))).toBe('over');
  });

  it('marks a score below its floor over', () => {
    const score = (value: number): Figure => ({ name: 'score', value, unit: '', goal: { atLeast: 95 } });
    expect(markOf(score(95))).toBe('ok');
    expect(markOf(score(94))).toBe('over');
  });

  it('marks a section that produced no figure failed', () => {
    expect(markOf(lcp(null))).toBe('failed');
  });
});

describe('formatTable', () => {
  it('prints the reason of a failed section in place of its figure', () => {
    const table = formatTable([{ ...lcp(null), failure: 'no Chrome' }]);
    expect(table).toContain('failed: no Chrome');
    expect(table).toMatch(/LCP\s+failed: no Chrome\s+≤ 1\.8 s\s+failed/);
  });

  it('lines up the columns of every row', () => {
    const table = formatTable([
      lcp(1.234),
      { name: 'total blocking time', value: 80, unit: 'ms', goal: { atMost: 150 } },
    ]);
    const [header, , first, second] = table.split('\n');
    expect(first!.indexOf('≤')).toBe(second!.indexOf('≤'));
    expect(header!.indexOf('goal')).toBe(first!.indexOf('≤'));
  });
});
