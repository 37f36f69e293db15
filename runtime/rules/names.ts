/** How many characters of a winner's name stay visible (spec §3). */
export const WINNER_NAME_VISIBLE_CHARS = 6;
export const WINNER_NAME_MASK = '***';

/**
 * A winner's name for public lists: the first six characters, then `***`. Counts characters
 * (code points), so an emoji is never cut in half.
 * @example maskWinnerName('alexander') // 'alexan***'
 */
export function maskWinnerName(name: string): string {
  return Array.from(name).slice(0, WINNER_NAME_VISIBLE_CHARS).join('') + WINNER_NAME_MASK;
}
