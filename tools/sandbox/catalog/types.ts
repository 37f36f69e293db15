// Shapes of the platform API (API-SHAPES.md §1) as the sandbox serves them.

export type DeviceKind = 'desktop' | 'mobile';
export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

export interface GameCurrency {
  id: number;
  jackpot?: number | null;
}

export interface GameRaw {
  /** "provider/slug" */
  identifier: string;
  title: string;
  provider: string;
  seo_title: string;
  uniq_seo_title: boolean;
  categories: string[];
  devices: DeviceKind[];
  /** Code → id. The same numeric id in every currency; the "FUN" key (demo) exists iff has_demo_mode. */
  currencies: Record<string, GameCurrency>;
  unfinished_games_for: unknown[];
  lines: number | null;
  ways: number | null;
  volatility_rating: Volatility;
  hit_rate: string;
  payout: string;
  has_demo_mode: boolean;
}

export interface Provider {
  id: string;
  title: string;
  name: string;
  provider: string;
  slug: string;
  url: string;
}

export interface Collection {
  id: string;
  title: string;
  games_count: number;
}

export interface GamePage<T> {
  data: T[];
  pagination: {
    current_page: number;
    next_page: number | null;
    prev_page: number | null;
    total_pages: number;
    total_count: number;
  };
}

export interface JackpotLevel {
  id: number;
  index: number;
  identifier: string;
  name: string;
  state: string;
  amount_cents: number;
  available_amount_cents: number;
  total_amount_cents: number;
  current_award_value: number | null;
}

export interface Jackpot {
  id: number;
  name: string;
  identifier: string;
  external_id: string;
  currency: string;
  allowed_currencies: string[];
  games: string[];
  state: string;
  levels: JackpotLevel[];
}

export interface JackpotWin {
  user_name: string;
  created_at: string;
  approved_at: string;
  jackpot_name: string;
  jackpot_level_name: string;
  jackpot_level_external_code: string;
  jackpot_external_code: string;
  jackpot_original_currency: string;
  amount_cents: number;
  jackpot_original_amount_cents: number;
}

export interface Prize {
  id: number;
  award_place: number;
  money_award_cents: number;
  money_award: string | number;
  wager_multiplier: number;
  money_budget_percent: number;
  freespins_count: number;
  chargeable_comp_points: number;
  persistent_comp_points: number;
  chargeable_comp_points_percent: number;
  persistent_comp_points_percent: number;
  nickname: string | null;
  stuff: string;
  ticket?: string | null;
}

export interface TournamentPlayerStatus {
  tournament_id: number;
  tournament_team_id: number | null;
  nickname: string;
  user_confirmed: boolean | null;
  bets: string;
  wins: string;
  bet_cents: number;
  win_cents: number;
  rate: number;
  games_taken: number;
  points: number;
  award_place: number | null;
  award_place_in_team: number | null;
}

export type PromotionState = 'future' | 'active' | 'archive';
export type TournamentStrategy = 'spin' | 'win' | 'rate' | 'points' | 'bet';

export interface Tournament {
  id: number;
  title: string;
  frontend_identifier: string;
  strategy: TournamentStrategy;
  in_progress: boolean;
  user_confirmation_required: boolean;
  group_tournament: boolean;
  start_at: string;
  end_at: string;
  finished_at: string | null;
  currency: string;
  game_category_identity: string;
  money_budget: string;
  money_prize_pool: string;
  money_budget_cents: number;
  money_prize_pool_cents: number;
  games_taken_limit: number;
  chargeable_comp_points_budget: number;
  chargeable_comp_points_prize_pool: number;
  persistent_comp_points_budget: number;
  persistent_comp_points_prize_pool: number;
  winner_team_id: number;
  group_ids: number[];
  prizes: Prize[];
  top_players: TournamentPlayerStatus[];
  /** Quests only (SPEC §3): size of the quest page and its CMS slug. */
  questSize?: 'xs' | 's' | 'm' | 'robot-s' | 'robot-m';
  questSlug?: string;
}

export interface DepositScaleRule {
  from_amount_cents: number;
  price_cents: number;
  currency: string;
  active: boolean;
}

export interface Lottery {
  id: number;
  title: string;
  frontend_identifier: string;
  currency: string;
  in_progress: boolean;
  start_at: string;
  end_at: string;
  finished_at: string | null;
  comp_points_ticket_price: number;
  money_budget: number;
  money_budget_cents: number;
  chargeable_comp_points_budget: number;
  persistent_comp_points_budget: number;
  lottery_tickets_count: number;
  max_tickets_count_to_player: number | null;
  group_ids: number[];
  prizes: Prize[];
  deposit_scale_rules: Record<string, DepositScaleRule[]>;
}

export type Amounts = { currency: string; amount_cents: number }[];

export interface MoneyRate {
  points: number;
  currency: string;
  amount_cents: number;
}

export interface RateCard {
  group: string;
  title: string;
  wager: number;
  /** "producer:game" */
  games: string[];
  rate: { points: number; freespins_count?: number; lottery_ids?: number[] };
  rates?: MoneyRate[];
  bonus_title?: string;
}

export type CompPointRateType = 'money' | 'freespins' | 'lootboxes' | 'lotteries';

export interface StatusCondition {
  persistent_comp_points: { type: string; min: number; max: number; exclude_end: boolean };
}

export interface GiftDescription {
  type: 'points' | 'cashback' | 'freespins' | 'bonus';
  text: string;
}

export interface Status {
  /** "level_N" for a level, the group number as a string for a group. */
  id: string;
  name: string;
  /** true → level; false → group. */
  status: boolean;
  writable: boolean;
  conditions: StatusCondition[];
  image?: string;
  content?: string;
  gift_descriptions?: GiftDescription[];
}

export interface Country {
  name: string;
  code: string;
  default_currency: string;
}

export interface CurrencyInfo {
  code: string;
  symbol: string;
  subunits_to_unit: number;
  fiat: boolean;
  default: boolean;
  subcurrencies: unknown[];
}

export interface LocaleInfo {
  code: string;
  name: string;
  name_in_locale: string;
  default: boolean;
}

export type CryptoExchangeRates = Record<
  string,
  Record<string, { exchange_rate: number; fee: number; total_exchange_rate: number }>
>;

export interface BonusCondition {
  field: string;
  type: string;
  value: string[] | Amounts;
}

export interface BonusOffer {
  id: string;
  title?: string;
  group_key?: string;
  bonuses: {
    title: string;
    type: string;
    conditions: BonusCondition[];
    attributes: unknown[];
    result_bonus: unknown[];
  }[];
}

export interface LootboxBonus {
  title: string;
  type: 'freespins' | 'bonus';
  attributes: ({ field: 'freespins_count'; value: number } | { field: 'bonus_amount'; value: Amounts })[];
  result_bonus: ({ field: 'wager'; value: number } | { field: 'max_win'; value: Amounts })[];
}

export interface LootboxItem {
  id: number;
  weight: number;
  prize: boolean;
  bonuses: LootboxBonus[];
}

/** A loot box as issued to players, without the per-player fields (id, stage, dates). */
export interface LootboxTemplate {
  title: string;
  currency: string;
  strategy: string;
  /** "wheel_…" or "manual_wheel_…" (SPEC §3). */
  group_key: string;
  display: number;
  items: LootboxItem[];
}

export interface FieldConfig {
  field: string;
  type: string;
  length?: { minimum: number; maximum: number };
  once_set?: boolean;
  age?: { min: { default: number; [country: string]: number } };
  service?: number;
  inclusion?: { in?: string[] };
}

export type PaymentSystemFields = Record<string, { base: { deposit: string; cashout: string } }>;

export interface PlayerFields {
  fields: FieldConfig[];
  /** Field names per context; game-provider names are contexts too (SPEC §5). */
  contexts: {
    registration: string[];
    deposit: string[];
    cashout: string[];
    edition: string[];
    payment_systems: PaymentSystemFields;
    [provider: string]: string[] | PaymentSystemFields;
  };
}
