import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDmyDate, isDmyDateTime, parseDmy } from './dmy-dates.ts';

describe('CMS dates', () => {
  it('accepts real calendar dates, including 29 February of a leap year', () => {
    expect(isDmyDate('01/01/2026')).toBe(true);
    expect(isDmyDate('29/02/2024')).toBe(true);
    expect(isDmyDate('31/12/2025')).toBe(true);
  });

  it('rejects days that do not exist in the month', () => {
    expect(isDmyDate('31/02/2026')).toBe(false);
    expect(isDmyDate('29/02/2025')).toBe(false);
    expect(isDmyDate('31/04/2026')).toBe(false);
    expect(isDmyDate('00/01/2026')).toBe(false);
    expect(isDmyDate('10/13/2026')).toBe(false);
  });

  it('rejects other spellings than DD/MM/YYYY', () => {
    expect(isDmyDate('1/1/2026')).toBe(false);
    expect(isDmyDate('2026-01-01')).toBe(false);
    expect(isDmyDate('01/01/2026 10:00')).toBe(false);
  });

  it('accepts a date and time and rejects impossible hours or minutes', () => {
    expect(isDmyDateTime('15/06/2026 23:59')).toBe(true);
    expect(isDmyDateTime('15/06/2026 24:00')).toBe(false);
    expect(isDmyDateTime('15/06/2026 10:60')).toBe(false);
    expect(isDmyDateTime('31/02/2026 10:00')).toBe(false);
    expect(isDmyDateTime('15/06/2026')).toBe(false);
  });

  it('reads the time as UTC', () => {
    expect(parseDmy('29/02/2024 18:30')).toBe(Date.UTC(2024, 1, 29, 18, 30));
    expect(parseDmy('05/03/2026')).toBe(Date.UTC(2026, 2, 5));
    expect(parseDmy('31/02/2026')).toBeNull();
  });

  it('round-trips every real date written as DD/MM/YYYY HH:mm', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(1900, 0, 1)),
          max: new Date(Date.UTC(2999, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const pad = (n: number) => String(n).padStart(2, '0');
          const text = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
          const expected = Date.UTC(
            date.getUTCFullYear(),
            date.getUTCMonth(),
            date.getUTCDate(),
            date.getUTCHours(),
            date.getUTCMinutes(),
          );
          expect(isDmyDateTime(text)).toBe(true);
          expect(parseDmy(text)).toBe(expected);
        },
      ),
    );
  });
});
