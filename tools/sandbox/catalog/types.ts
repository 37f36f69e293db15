// Shapes of the platform API (API-SHAPES.md §1) as the sandbox serves them. Where the client already
// declares a shape it is imported (types only: the client's API modules load React Query at run time,
// and `import type` is erased), so the two sides cannot drift; a server-side extension is written as
// `ClientShape & { ... }` where the server must send more, or narrower, fields than the client reads.
import type { Device, Lootbox, LootboxItem, Pagination } from '../../../runtime/api/types.ts';
import type { GameRaw as ClientGameRaw } from '../../../runtime/api/games.ts';
import type {
  Status as ClientStatus,
  FieldConfig as ClientFieldConfig,
  GiftDescription as ClientGiftDescription,
} from '../../../runtime/api/info.ts';
import type { MoneyRate, RateType } from '../../../runtime/api/comp-points.ts';
import type { Tournament as ClientTournament } from '../../../runtime/api/tournaments.ts';

export type {
  Amounts,
  BonusCondition,
  BonusOffer,
  Jackpot,
  JackpotLevel,
  LootboxItem,
  Prize,
} from '../../../runtime/api/types.ts';
export type { Collection, JackpotWin, Provider } from '../../../runtime/api/games.ts';
export type { TournamentPlayerStatus, TournamentStrategy } from '../../../runtime/api/tournaments.ts';
export type { DepositScaleRule, Lottery } from '../../../runtime/api/lotteries.ts';
export type { MoneyRate } from '../../../runtime/api/comp-points.ts';
export type {
  Country,
  CryptoExchangeRates,
  Currency as CurrencyInfo,
  LocaleInfo,
} from '../../../runtime/api/info.ts';

export type DeviceKind = Device;
export type Volatility = 'low' | 'medium' | 'high' | 'very-high';

export type GameCurrency = ClientGameRaw['currencies'][string];

/** The server always rates volatility from its fixed scale and always says whether a demo exists. */
export type GameRaw = ClientGameRaw & {
  volatility_rating: Volatility;
  has_demo_mode: boolean;
};

/** One page of any listing; the client's GamePage is the same envelope around its derived Game. */
export interface GamePage<T> {
  data: T[];
  pagination: Pagination;
}

export type PromotionState = 'future' | 'active' | 'archive';

export type Tournament = ClientTournament & {
  /** Quests only (SPEC §3): size of the quest page and its CMS slug. */
  questSize?: 'xs' | 's' | 'm' | 'robot-s' | 'robot-m';
  questSlug?: string;
};

/**
 * A rate card as the server sends it. Not the client's RateCard: the client tags each card with the
 * rates path it came from (`type`), and reads `games` and `rate` as optional; the server always sends both.
 */
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

export type CompPointRateType = RateType;

export type StatusCondition = ClientStatus['conditions'][number];

export type GiftDescription = ClientGiftDescription & { type: 'points' | 'cashback' | 'freespins' | 'bonus' };

/** The server sends every field the client reads: artwork, CMS text and the gift list of each level. */
export type Status = ClientStatus & { gift_descriptions?: GiftDescription[] };

export type LootboxBonus = LootboxItem['bonuses'][number];

/** A loot box as issued to players, without the per-player fields (id, stage, dates). */
export type LootboxTemplate = Omit<Lootbox, 'id' | 'stage' | 'created_at' | 'valid_until'>;

/** The server keys minimum ages by country too (SPEC §5: Estonia 21), not only the default. */
export type FieldConfig = ClientFieldConfig & {
  age?: { min: { default: number; [country: string]: number } };
};

export type PaymentSystemFields = Record<string, { base: { deposit: string; cashout: string } }>;

/** Not the client's PlayerFieldsInfo: the server always sends the four fixed contexts and payment_systems. */
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
