import { describe, expect, it } from 'vitest';
import { nextUtcMidnight, parseUtcDateTime } from './dates.ts';

describe('parseUtcDateTime', () => {
  it.each([
    ['31/12/2026 23:30', Date.UTC(2026, 11, 31, 23, 30)],
    ['01/02/2026', Date.UTC(2026, 1, 1)],
    [' 05/06/2026  08:00 ', Date.UTC(2026, 5, 5, 8)],
  ])('reads %j as UTC', (text, ms) => {
    expect(parseUtcDateTime(text)).toBe(ms);
  });

  it.each([
    '31/02/2026',
    '00/01/2026',
    '01/13/2026',
    '2026-01-01',
    '01/01/2026 24:00',
    '01/01/2026 10:60',
    '',
  ])('rejects %j', (text) => {
    expect(parseUtcDateTime(text)).toBeNull();
  });
});

describe('nextUtcMidnight', () => {
  it('is the start of the next UTC day', () => {
    expect(nextUtcMidnight(Date.UTC(2026, 11, 31, 23, 59))).toBe(Date.UTC(2027, 0, 1));
    expect(nextUtcMidnight(Date.UTC(2026, 5, 1))).toBe(Date.UTC(2026, 5, 2));
  });
});
