// Shapes of the platform API shared by several domains (API-SHAPES.md §1). Domain-only shapes live
// in their domain module.

export type Id = string | number;
export type Device = 'mobile' | 'desktop';

export interface PlayerStatus {
  /** Numeric id = group; `level_N` = level. */
  id: string | number;
  name: string | number;
}

export interface Player {
  id: number;
  email: string;
  nickname: string | null;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string | null;
  country: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  state?: string;
  mobile_phone?: string;
  receive_promos: boolean;
  receive_sms_promos: boolean;
  receive_promos_via_phone_calls?: boolean;
  agreed_to_partner_promotions?: boolean;
  currency: string;
  language: string;
  statuses: PlayerStatus[];
  auth_fields_missed: string[];
  confirmed_at: string | null;
  created_at: string;
  current_sign_in_at: string;
  deposit_bonus_code: string | null;
  can_issue_bonuses: boolean;
  autoregistered: boolean;
  autologin_link: string | null;
  verified: boolean;
  sumsub_verified: boolean | null;
  license_name: string;
  sow_questionnaire_expires_at: string | null;
  two_factor_enabled: boolean;
  profession: string | null;
  [extra: string]: unknown;
}

export interface Account {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
  available_to_bet_with_locked_cent: number;
  hidden_at: string | null;
  deposit_available: boolean;
  selected_lottery_id: number;
  active: boolean;
}

/** `?compatibility=true` variant of an account. */
export interface CompatibilityAccount {
  currency: string;
  amount_cents: number;
  available_to_cashout_cents: number;
  wager_status: string;
}

export interface CentSettings {
  url: string;
  user: string;
  timestamp: string;
  token: string;
  authEndpoint: string;
}

export interface PlayerSettings {
  cent: CentSettings;
  recaptcha: string;
  recaptcha_version: number;
}

export interface Payment {
  id: number;
  action: 'deposit' | 'cashout';
  state:
    'pending' | 'processing' | 'reserved' | 'succeeded' | 'canceled' | 'declined' | 'rejected' | 'recalled';
  amount_cents: number;
  currency: string;
  payment_system: string;
  system_name: string;
  brand: string;
  created_at: string;
  finished_at: string;
  recallable: boolean;
  success: boolean;
  cancellation_reason?: string;
}

export type Amounts = { currency: string; amount_cents: number }[];

export type BonusStage = 'issued' | 'wait' | 'handle_bets' | 'lost' | 'canceled' | 'expired' | 'wager_done';

export interface PlayerBonus {
  id: number;
  title: string;
  type: string;
  strategy: string;
  group_key?: string;
  stage: BonusStage;
  currency: string;
  amount_cents: number;
  amount_wager_cents: number;
  amount_wager_requirement_cents: number;
  activatable: boolean;
  cancelable: boolean;
  activatable_until: string | null;
  created_at: string;
  valid_until: string;
}

export interface PlayerFreespin {
  id: number;
  freespins_total: number;
  bet_level: number;
  freespins_performed: number | null;
  title: string;
  type: string;
  provider: string;
  currency: string;
  activation_path: string;
  activatable_until: string;
  created_at: string;
  valid_until: string | null;
  group_key: string | boolean;
  /** Bonus stages plus `finished`. */
  stage: string;
  games: string[];
  activatable: boolean;
  cancelable: boolean;
}

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

export interface LootboxItem {
  id: number;
  weight: number;
  prize: boolean;
  bonuses: {
    title: string;
    type: 'freespins' | 'bonus';
    attributes: ({ field: 'freespins_count'; value: number } | { field: 'bonus_amount'; value: Amounts })[];
    result_bonus: ({ field: 'wager'; value: number } | { field: 'max_win'; value: Amounts })[];
  }[];
}

export interface Lootbox {
  id: number;
  title: string;
  currency: string;
  strategy: string;
  /** `wheel…` or `manual_wheel…` for wheel boxes. */
  group_key: string;
  stage: 'issued' | 'activated' | 'canceled' | 'expired';
  display: number;
  created_at: string;
  valid_until: string;
  items: LootboxItem[];
}

export interface Prize {
  id: number;
  award_place: number;
  money_award_cents: number;
  wager_multiplier: number;
  money_budget_percent: number;
  freespins_count: number;
  chargeable_comp_points: number;
  persistent_comp_points: number;
  chargeable_comp_points_percent: number;
  persistent_comp_points_percent: number;
  nickname: string | null;
  stuff: string;
  money_award: string | number;
  ticket?: string | null;
  contest_type?: string;
  contest_id?: number;
  player_notified?: boolean;
}

export interface JackpotLevel {
  id: number;
  index: number;
  amount_cents: number;
  available_amount_cents: number;
  total_amount_cents: number;
  /** `level_1` … `level_3`. */
  identifier: string;
  name: string;
  state: string;
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

export interface CompPoints {
  chargeable: { points: number };
  persistent: { points: number };
}

export interface UserLimitAccount {
  currency: string;
  amount_cents: number;
  current_value_amount_cents: number;
  active_until: string;
}

export interface UserLimit {
  id: number;
  /** deposit, wager, loss, session, coolingoff, selfexclusion (spec §4). */
  type: string;
  /** day, week, month, … */
  period: string;
  status: string;
  strategy: string | null;
  parent_type: string | null;
  disable_at: string | null;
  confirm_until: string | null;
  created_at: string | null;
  accounts: UserLimitAccount[];
}

export interface Pagination {
  current_page: number;
  next_page: number | null;
  prev_page: number | null;
  total_pages: number;
  total_count: number;
}
