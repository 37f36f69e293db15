import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

describe('formatDate', () => {
  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 11, 31, 23, 59))).toBe('31/12/2026');
  });

  it('adds hours and minutes for date-time', () => {
    expect(formatDateTime(new Date(2026, 6, 4, 9, 7))).toBe('04/07/2026 09:07');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
