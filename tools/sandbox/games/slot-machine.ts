import { hashString, seededRandom } from '../catalog/seeded-random.ts';

/** The reel symbols of the sandbox slot, with the multiplier three of a kind pays. */
export const SYMBOLS = [
  { symbol: '🍒', label: 'cherry', pays: 3 },
  { symbol: '🍋', label: 'lemon', pays: 5 },
  { symbol: '🔔', label: 'bell', pays: 10 },
  { symbol: '⭐', label: 'star', pays: 25 },
  { symbol: '💎', label: 'diamond', pays: 100 },
] as const;
/** Two cherries anywhere pay double (return to player of the whole table ≈ 82 %). */
export const TWO_CHERRIES_PAYS = 2;
/** Reel strip weights per symbol (same order as SYMBOLS): common fruit, rare diamonds. */
const REEL_WEIGHTS = [6, 5, 4, 2, 1] as const;

export interface SpinOutcome {
  reels: string[];
  labels: string[];
  multiplier: number;
}

function drawSymbol(next: () => number): (typeof SYMBOLS)[number] {
  const total = REEL_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let ticket = next() * total;
  for (let i = 0; i < SYMBOLS.length; i++) {
    ticket -= REEL_WEIGHTS[i] ?? 0;
    if (ticket < 0) return SYMBOLS[i] as (typeof SYMBOLS)[number];
  }
  return SYMBOLS[0];
}

/**
 * The outcome of the n-th spin of a wallet on a game: a pure function of (wallet, game, n), so
 * tests can compute what a spin pays before making it.
 * @example spinOutcome('player:7', 'netent/starburst', 1).multiplier
 */
export function spinOutcome(wallet: string, game: string, spinNumber: number): SpinOutcome {
  const random = seededRandom(hashString(`${wallet}|${game}|${spinNumber}`));
  const drawn = [drawSymbol(random.next), drawSymbol(random.next), drawSymbol(random.next)];
  const [first] = drawn;
  const three = first && drawn.every((symbol) => symbol.symbol === first.symbol);
  const cherries = drawn.filter((symbol) => symbol.label === 'cherry').length;
  const multiplier = three && first ? first.pays : cherries >= 2 ? TWO_CHERRIES_PAYS : 0;
  return { reels: drawn.map((s) => s.symbol), labels: drawn.map((s) => s.label), multiplier };
}
