/** Highest count shown on a badge; above it the badge reads '9+' (spec §4, §9). */
export const BADGE_COUNT_CAP = 9;

/**
 * The text of a counter badge, or null when there is nothing to count (no badge is drawn).
 * @example badgeCountText(12) // '9+'
 */
export function badgeCountText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_COUNT_CAP ? `${BADGE_COUNT_CAP}+` : String(Math.floor(count));
}

/** Game badge types, derived from game categories (API-SHAPES §1). */
export const GAME_BADGE_TYPES = ['new', 'top', 'jackpot', 'bonus-wagering', 'mystic-jackpots'] as const;
export type GameBadgeType = (typeof GAME_BADGE_TYPES)[number];

/** The badges a game tile shows, in a fixed order whatever the order of its categories. */
export function gameBadgesOf(categories: readonly string[]): GameBadgeType[] {
  return GAME_BADGE_TYPES.filter((t) => categories.includes(t));
}
