import { ENABLED_CURRENCIES, convertEurCents, isFiat } from './currencies.ts';
import type { SeededRandom } from './seeded-random.ts';
import type { GameRaw, Jackpot, JackpotWin } from './types.ts';

const LEVEL_NAMES = ['Mini', 'Major', 'Mega'] as const;

const JACKPOT_SEEDS = [
  {
    identifier: 'mystic-jackpot',
    name: 'Mystic Jackpot',
    category: 'mystic-jackpots',
    eur: [250, 5_000, 100_000],
  },
  { identifier: 'rocket-jackpot', name: 'Rocket Jackpot', category: 'jackpot', eur: [100, 2_500, 50_000] },
  { identifier: 'daily-drop', name: 'Daily Drop', category: 'pragmatic-drop-wins', eur: [50, 1_000, 10_000] },
] as const;

export function buildJackpots(rng: SeededRandom, games: readonly GameRaw[]): Jackpot[] {
  return JACKPOT_SEEDS.map((seed, index) => {
    const id = index + 1;
    return {
      id,
      name: seed.name,
      identifier: seed.identifier,
      external_id: `jp-${seed.identifier}`,
      currency: 'EUR',
      allowed_currencies: ENABLED_CURRENCIES.filter(isFiat),
      games: games.filter((game) => game.categories.includes(seed.category)).map((game) => game.identifier),
      state: 'active',
      levels: seed.eur.map((eur, levelIndex) => {
        const amount = eur * 100 + rng.int(0, eur * 50);
        return {
          id: id * 10 + levelIndex + 1,
          index: levelIndex,
          identifier: `level_${levelIndex + 1}`,
          name: LEVEL_NAMES[levelIndex] ?? `Level ${levelIndex + 1}`,
          state: 'active',
          amount_cents: amount,
          available_amount_cents: amount,
          total_amount_cents: amount,
          current_award_value: null,
        };
      }),
    };
  });
}

/** GET /api/games/jackpots: per currency, the jackpot of each jackpot game in minor units. */
export function buildGameJackpots(games: readonly GameRaw[]): Record<string, Record<string, number>> {
  const result: Record<string, Record<string, number>> = {};
  for (const game of games) {
    for (const [currency, entry] of Object.entries(game.currencies)) {
      if (entry.jackpot === undefined || entry.jackpot === null) continue;
      (result[currency] ??= {})[game.identifier] = entry.jackpot;
    }
  }
  return result;
}

const WINNERS = [
  'starhopper',
  'luckylena',
  'neonnate',
  'quietace',
  'royalflush',
  'moonrider',
  'spindoctor',
  'goldengus',
  'kiwiking',
  'maplemav',
  'nordicnora',
  'tallinntiger',
  'romaroller',
  'berlinbet',
  'cometcarl',
];

export function buildJackpotWins(
  rng: SeededRandom,
  jackpots: readonly Jackpot[],
  anchor: Date,
): JackpotWin[] {
  const wins: JackpotWin[] = [];
  let minutesAgo = 7;
  for (let i = 0; i < 30; i++) {
    const jackpot = rng.pick(jackpots);
    // Small levels are won far more often than the top one.
    const level = jackpot.levels[rng.chance(0.7) ? 0 : rng.chance(0.85) ? 1 : 2] ?? jackpot.levels[0];
    if (!level) continue;
    const currency = rng.pick(jackpot.allowed_currencies);
    const eurCents = Math.round(level.amount_cents * (0.4 + rng.next() * 0.6));
    const createdAt = new Date(anchor.getTime() - minutesAgo * 60_000).toISOString();
    minutesAgo += rng.int(20, 400);
    wins.push({
      user_name: `${rng.pick(WINNERS)}${rng.int(10, 99)}@example.com`,
      created_at: createdAt,
      approved_at: createdAt,
      jackpot_name: jackpot.name,
      jackpot_level_name: level.name,
      jackpot_level_external_code: `${jackpot.external_id}-${level.identifier}`,
      jackpot_external_code: jackpot.external_id,
      jackpot_original_currency: 'EUR',
      jackpot_original_amount_cents: eurCents,
      amount_cents: convertEurCents(eurCents, currency),
    });
  }
  return wins;
}
