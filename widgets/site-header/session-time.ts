const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Elapsed session time as hh:mm:ss (spec §4 Session time); hours keep counting past 24.
 * @example formatSessionTime(3_723_000) // '01:02:03'
 */
export function formatSessionTime(elapsedMs: number): string {
  const total = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}
