import { hashString, seededRandom } from '../catalog/seeded-random.ts';

/** The reel symbols of the sandbox slot, with the multiplier three of a kind pays. */
export const SYMBOLS = [
  { symbol: '🍒', label: 'cherry', pays: 3 },
  { symbol: '🍋', label: 'lemon', pays: 5 },
  { symbol: '🔔', label: 'bell', pays: 10 },
  { symbol: '⭐', label: 'star', pays: 25 },
  { symbol: '💎', label: 'diamond', pays: 100 },
] as const;
/**
 * The symbols drawn as SVG (viewBox 0 0 64 64), one `<symbol>` each in the game page: the reels
 * look the same on every device, with or without an emoji font.
 */
export const SYMBOL_ART: Record<(typeof SYMBOLS)[number]['label'], string> = {
  cherry:
    '<path d="M22 44 C26 28 34 16 46 10 M42 44 C42 30 44 20 46 10" fill="none" stroke="#2e7d32" stroke-width="4" stroke-linecap="round"/>' +
    '<circle cx="21" cy="46" r="11" fill="#d32f2f"/><circle cx="43" cy="46" r="11" fill="#c62828"/>' +
    '<circle cx="17" cy="42" r="3" fill="#ff8a80"/><circle cx="39" cy="42" r="3" fill="#ff8a80"/>',
  lemon:
    '<ellipse cx="32" cy="34" rx="24" ry="17" fill="#fdd835" transform="rotate(-20 32 34)"/>' +
    '<ellipse cx="25" cy="28" rx="7" ry="4" fill="#fff59d" transform="rotate(-20 25 28)"/>',
  bell:
    '<path d="M32 8 C20 8 16 20 16 32 C16 40 12 44 8 48 H56 C52 44 48 40 48 32 C48 20 44 8 32 8 Z" fill="#f9a825"/>' +
    '<circle cx="32" cy="53" r="6" fill="#f57f17"/>',
  star: '<polygon points="32,5 40,24 60,25 44,38 50,58 32,46 14,58 20,38 4,25 24,24" fill="#ffb300"/>',
  diamond:
    '<polygon points="16,10 48,10 60,26 32,58 4,26" fill="#29b6f6"/>' +
    '<polygon points="16,10 48,10 40,26 24,26" fill="#81d4fa"/><polygon points="4,26 60,26 32,58" fill="#0288d1" opacity=".5"/>',
};

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
