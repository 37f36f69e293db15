import { ENABLED_CURRENCIES, convertEurCents, isFiat } from './currencies.ts';
import type { SeededRandom } from './seeded-random.ts';
import { VIP_GROUPS } from './statuses.ts';
import type {
  Lottery,
  Prize,
  PromotionState,
  Tournament,
  TournamentPlayerStatus,
  TournamentStrategy,
} from './types.ts';

const DAY_MS = 86_400_000;

/** SPEC §4: future if start is after now; active if end is after now; otherwise archive. */
export function promotionState(item: { start_at: string; end_at: string }, now: Date): PromotionState {
  if (Date.parse(item.start_at) > now.getTime()) return 'future';
  if (Date.parse(item.end_at) > now.getTime()) return 'active';
  return 'archive';
}

/** The state-dependent fields of a tournament or lottery at a moment. */
export function withClock<T extends { start_at: string; end_at: string }>(
  item: T,
  now: Date,
): T & { in_progress: boolean; finished_at: string | null } {
  const state = promotionState(item, now);
  return { ...item, in_progress: state === 'active', finished_at: state === 'archive' ? item.end_at : null };
}

interface TournamentSeed {
  title: string;
  frontend_identifier: string;
  strategy: TournamentStrategy;
  /** Days from the anchor (start of the UTC day the catalog was built). */
  start: number;
  end: number;
  category: string;
  budgetEur: number;
  groups?: readonly number[];
  confirmation?: boolean;
  questSize?: Tournament['questSize'];
  /** The currency the prize pool is paid in; EUR when absent. */
  currency?: string;
}

// Identifiers follow SPEC §3: "quest" → quest, "achievement" → achievement, "ffc" → test quest,
// "nonvisible" → hidden; the kind prefix (producers, live, action) drives the tournaments tabs.
const TOURNAMENT_SEEDS: readonly TournamentSeed[] = [
  {
    title: 'Weekly Spin Race',
    frontend_identifier: 'tournament-weekly-spin-race',
    strategy: 'spin',
    start: -3,
    end: 4,
    category: 'pokies',
    budgetEur: 5_000,
  },
  {
    title: 'High Roller Cup',
    frontend_identifier: 'tournament-high-roller-cup',
    strategy: 'win',
    start: -1,
    end: 6,
    category: 'top',
    budgetEur: 20_000,
    groups: VIP_GROUPS,
    confirmation: true,
  },
  {
    title: 'Live Table Masters',
    frontend_identifier: 'live-table-masters',
    strategy: 'bet',
    start: -2,
    end: 5,
    category: 'live',
    budgetEur: 8_000,
  },
  {
    title: 'Producers Week: Pragmatic Play',
    frontend_identifier: 'producers-pragmatic-week',
    strategy: 'points',
    start: -4,
    end: 3,
    category: 'pragmatic-drop-wins',
    budgetEur: 10_000,
  },
  {
    title: 'Megaways Mania',
    frontend_identifier: 'action-megaways-mania',
    strategy: 'rate',
    start: -1,
    end: 2,
    category: 'megaways',
    budgetEur: 3_000,
  },
  {
    title: 'Weekend Rush',
    frontend_identifier: 'tournament-weekend-rush',
    strategy: 'rate',
    start: 2,
    end: 4,
    category: 'bonus-buy',
    budgetEur: 4_000,
  },
  {
    title: 'Book Club Marathon',
    frontend_identifier: 'tournament-book-club',
    strategy: 'spin',
    start: 5,
    end: 12,
    category: 'book',
    budgetEur: 6_000,
  },
  {
    title: 'Autumn Championship',
    frontend_identifier: 'tournament-autumn-championship',
    strategy: 'win',
    start: -30,
    end: -23,
    category: 'pokies',
    budgetEur: 15_000,
  },
  {
    title: 'Summer Sprint',
    frontend_identifier: 'tournament-summer-sprint',
    strategy: 'bet',
    start: -16,
    end: -9,
    category: 'top',
    budgetEur: 5_000,
  },
  {
    title: 'Live Dealers Duel',
    frontend_identifier: 'live-dealers-duel',
    strategy: 'points',
    start: -10,
    end: -4,
    category: 'live',
    budgetEur: 7_000,
  },
  {
    title: 'First Steps',
    frontend_identifier: 'achievement-first-steps',
    strategy: 'spin',
    start: -20,
    end: 40,
    category: 'all',
    budgetEur: 500,
  },
  {
    title: 'Galaxy Quest',
    frontend_identifier: 'quest-galaxy',
    strategy: 'bet',
    start: -2,
    end: 12,
    category: 'pokies',
    budgetEur: 2_000,
    questSize: 'm',
  },
  {
    title: 'Rookie Quest',
    frontend_identifier: 'quest-rookie',
    strategy: 'bet',
    start: -5,
    end: 9,
    category: 'all',
    budgetEur: 500,
    questSize: 'xs',
  },
  {
    title: 'Robot Quest',
    frontend_identifier: 'quest-robot',
    strategy: 'bet',
    start: 3,
    end: 17,
    category: 'pokies',
    budgetEur: 1_500,
    questSize: 'robot-m',
  },
  {
    title: 'VIP Quest',
    frontend_identifier: 'quest-vip',
    strategy: 'bet',
    start: -1,
    end: 13,
    category: 'top',
    budgetEur: 5_000,
    questSize: 's',
    groups: VIP_GROUPS,
  },
  {
    title: 'Harvest Quest',
    frontend_identifier: 'quest-harvest',
    strategy: 'bet',
    start: -25,
    end: -11,
    category: 'fruit',
    budgetEur: 1_000,
    questSize: 'robot-s',
  },
  {
    title: 'Test Quest',
    frontend_identifier: 'quest-ffc-test',
    strategy: 'bet',
    start: -1,
    end: 30,
    category: 'all',
    budgetEur: 10,
    questSize: 'm',
  },
  {
    // The tournament the "Spring Spins" banner (brands/_base/cms/config/banners-config.json) leads to.
    title: 'Spring Spins',
    frontend_identifier: 'spring-spins',
    strategy: 'spin',
    start: -6,
    end: 20,
    category: 'pokies',
    budgetEur: 50_000,
  },
  {
    title: 'Internal Calibration',
    frontend_identifier: 'nonvisible-calibration',
    strategy: 'spin',
    start: -1,
    end: 30,
    category: 'all',
    budgetEur: 10,
  },
];

const NICKNAMES = [
  'StarHopper',
  'LuckyLena',
  'NeonNate',
  'QuietAce',
  'RoyalFlush77',
  'MoonRider',
  'SpinDoctor',
  'GoldenGus',
  'Kiwi_King',
  'MapleMaverick',
  'NordicNora',
  'TallinnTiger',
  'RomaRoller',
  'BerlinBet',
  'CometCarl',
];

function prizes(rng: SeededRandom, budgetCents: number, places: number, idBase: number): Prize[] {
  const shares = Array.from({ length: places }, (_, i) => 1 / (i + 2));
  const total = shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share, index) => {
    const award = Math.round((budgetCents * share) / total / 100) * 100;
    return {
      id: idBase + index,
      award_place: index + 1,
      money_award_cents: award,
      money_award: (award / 100).toFixed(2),
      wager_multiplier: rng.pick([0, 3, 25]),
      money_budget_percent: Math.round((share / total) * 10_000) / 100,
      freespins_count: index < 3 ? 0 : rng.pick([0, 10, 20]),
      chargeable_comp_points: index < 5 ? 0 : 100 * (places - index),
      persistent_comp_points: 0,
      chargeable_comp_points_percent: 0,
      persistent_comp_points_percent: 0,
      nickname: null,
      stuff: '',
    };
  });
}

function topPlayers(
  rng: SeededRandom,
  tournamentId: number,
  strategy: TournamentStrategy,
): TournamentPlayerStatus[] {
  const names = rng.sample(NICKNAMES, 10);
  let score = rng.int(40_000, 90_000);
  return names.map((nickname, index) => {
    score = Math.max(1, score - rng.int(500, 6_000));
    const betCents = score * 100;
    const winCents = Math.round(betCents * (0.6 + rng.next()));
    return {
      tournament_id: tournamentId,
      tournament_team_id: null,
      nickname,
      user_confirmed: true,
      bets: (betCents / 100).toFixed(2),
      wins: (winCents / 100).toFixed(2),
      bet_cents: betCents,
      win_cents: winCents,
      rate: strategy === 'rate' ? Math.round((winCents / betCents) * 100) : 0,
      games_taken: strategy === 'spin' ? Math.round(score / 10) : rng.int(50, 2_000),
      points: strategy === 'points' ? score : 0,
      award_place: index + 1,
      award_place_in_team: null,
    };
  });
}

/**
 * One running cash race per enabled currency besides EUR, its prize pool in that currency, so that
 * a player of any currency finds a tournament paying in theirs. The days cycle so that their ends
 * differ.
 */
const CURRENCY_RACES: readonly TournamentSeed[] = ENABLED_CURRENCIES.filter((code) => code !== 'EUR').map(
  (currency, index) => ({
    title: `${currency} Cash Race`,
    frontend_identifier: `tournament-cash-race-${currency.toLowerCase()}`,
    strategy: (['spin', 'win', 'bet', 'points'] as const)[index % 4]!,
    start: -1 - (index % 3),
    end: 2 + (index % 5),
    category: 'pokies',
    budgetEur: 1_000,
    currency,
  }),
);

/** Tournaments, quests and achievements with dates relative to `anchor`; states are left to `withClock`. */
export function buildTournaments(rng: SeededRandom, anchor: Date): Tournament[] {
  return [...TOURNAMENT_SEEDS, ...CURRENCY_RACES].map((seed, index) => {
    const id = 101 + index;
    const currency = seed.currency ?? 'EUR';
    const budgetCents = convertEurCents(seed.budgetEur * 100, currency);
    const startAt = new Date(anchor.getTime() + seed.start * DAY_MS).toISOString();
    const endAt = new Date(anchor.getTime() + seed.end * DAY_MS).toISOString();
    const started = seed.start <= 0;
    const tournament: Tournament = {
      id,
      title: seed.title,
      frontend_identifier: seed.frontend_identifier,
      strategy: seed.strategy,
      in_progress: false,
      user_confirmation_required: seed.confirmation ?? false,
      group_tournament: false,
      start_at: startAt,
      end_at: endAt,
      finished_at: null,
      currency,
      game_category_identity: seed.category,
      money_budget: (budgetCents / 100).toFixed(1),
      money_prize_pool: (budgetCents / 100).toFixed(1),
      money_budget_cents: budgetCents,
      money_prize_pool_cents: budgetCents,
      games_taken_limit: seed.strategy === 'spin' ? 1_000 : 0,
      chargeable_comp_points_budget: 0,
      chargeable_comp_points_prize_pool: 0,
      persistent_comp_points_budget: 0,
      persistent_comp_points_prize_pool: 0,
      winner_team_id: 0,
      group_ids: [...(seed.groups ?? [])],
      prizes: prizes(rng, budgetCents, 10, id * 100),
      top_players: started ? topPlayers(rng, id, seed.strategy) : [],
    };
    if (seed.questSize !== undefined) {
      tournament.questSize = seed.questSize;
      tournament.questSlug = seed.frontend_identifier;
    }
    return tournament;
  });
}

interface LotterySeed {
  title: string;
  frontend_identifier: string;
  start: number;
  end: number;
  budgetEur: number;
  ticketPrice: number;
}

const LOTTERY_SEEDS: readonly LotterySeed[] = [
  {
    title: 'Daily Draw',
    frontend_identifier: 'lottery-daily-draw',
    start: -1,
    end: 1,
    budgetEur: 2_000,
    ticketPrice: 100,
  },
  {
    title: 'Weekly Jackpot Lottery',
    frontend_identifier: 'lottery-weekly-jackpot',
    start: -3,
    end: 4,
    budgetEur: 10_000,
    ticketPrice: 250,
  },
  {
    title: 'Winter Lottery',
    frontend_identifier: 'lottery-winter',
    start: 6,
    end: 20,
    budgetEur: 25_000,
    ticketPrice: 500,
  },
  {
    title: 'Autumn Lottery',
    frontend_identifier: 'lottery-autumn',
    start: -28,
    end: -14,
    budgetEur: 15_000,
    ticketPrice: 500,
  },
];

/** Deposits of at least `from` EUR buy a ticket for `price` EUR: one rule list per fiat currency. */
const DEPOSIT_SCALE_EUR = [
  { from: 20, price: 20 },
  { from: 100, price: 15 },
];

export function buildLotteries(rng: SeededRandom, anchor: Date): Lottery[] {
  const fiat = ENABLED_CURRENCIES.filter(isFiat);
  return LOTTERY_SEEDS.map((seed, index) => {
    const id = 201 + index;
    const budgetCents = seed.budgetEur * 100;
    const rules: Lottery['deposit_scale_rules'] = {};
    for (const currency of fiat) {
      rules[currency] = DEPOSIT_SCALE_EUR.map((rule) => ({
        from_amount_cents: convertEurCents(rule.from * 100, currency),
        price_cents: convertEurCents(rule.price * 100, currency),
        currency,
        active: true,
      }));
    }
    return {
      id,
      title: seed.title,
      frontend_identifier: seed.frontend_identifier,
      currency: 'EUR',
      in_progress: false,
      start_at: new Date(anchor.getTime() + seed.start * DAY_MS).toISOString(),
      end_at: new Date(anchor.getTime() + seed.end * DAY_MS).toISOString(),
      finished_at: null,
      comp_points_ticket_price: seed.ticketPrice,
      money_budget: seed.budgetEur,
      money_budget_cents: budgetCents,
      chargeable_comp_points_budget: 0,
      persistent_comp_points_budget: 0,
      lottery_tickets_count: seed.start <= 0 ? rng.int(200, 5_000) : 0,
      max_tickets_count_to_player: index === 0 ? 50 : null,
      group_ids: [],
      prizes: prizes(rng, budgetCents, 5, id * 100).map((prize) => ({ ...prize, ticket: null })),
      deposit_scale_rules: rules,
    };
  });
}
