/** Dates as content managers type them in CMS JSON (spec §9: DD/MM/YYYY, times in UTC). */

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?$/;

/**
 * `DD/MM/YYYY` or `DD/MM/YYYY HH:mm` read as UTC, in epoch ms; null when not a real date.
 * @example parseUtcDateTime('31/12/2026 23:30') // Date.UTC(2026, 11, 31, 23, 30)
 */
export function parseUtcDateTime(text: string): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31/02 over into March: a real date survives the round trip.
  return new Date(ms).getUTCDate() === day ? ms : null;
}

/** Midnight UTC that starts the day after `now` (gift timers without a deadline, spec §4). */
export function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}
