import { buildDepositBonuses, buildRegistrationBonuses } from './bonus-offers.ts';
import { buildLootboxTemplates, buildRateCards } from './comp-points.ts';
import { buildCountries } from './countries.ts';
import { buildCryptoExchangeRates, buildCurrencies } from './currencies.ts';
import { EXTRA_GAME_CATEGORIES, GAME_CATEGORIES, buildGames, gameId } from './games.ts';
import { buildGameJackpots, buildJackpotWins, buildJackpots } from './jackpots.ts';
import { buildLocales } from './locales.ts';
import { buildPaymentMethods, type PaymentMethod } from './payment-methods.ts';
import { buildPlayerFields } from './player-fields.ts';
import { buildLotteries, buildTournaments, promotionState, withClock } from './promotions.ts';
import { buildProviders } from './providers.ts';
import { seededRandom } from './seeded-random.ts';
import { buildStatuses } from './statuses.ts';
import type {
  BonusOffer,
  Collection,
  CompPointRateType,
  Country,
  CryptoExchangeRates,
  CurrencyInfo,
  GameRaw,
  Jackpot,
  JackpotWin,
  LocaleInfo,
  Lottery,
  LootboxTemplate,
  PlayerFields,
  PromotionState,
  Provider,
  RateCard,
  Status,
  Tournament,
} from './types.ts';

/** The one seed of the sandbox content: change it and every game, prize and winner changes. */
export const CATALOG_SEED = 20_261_121;

export interface CatalogOptions {
  /** The clock against which tournaments, lotteries and quests are future, active or archive. */
  now?: () => Date;
}

/**
 * The read-only content of the sandbox. Games have ONE numeric id, the same in every currency
 * (including FUN for demo), so `gameById` needs no currency.
 */
export interface Catalog {
  readonly games: readonly GameRaw[];
  gameById(id: number): GameRaw | undefined;
  gameByIdentifier(identifier: string): GameRaw | undefined;
  readonly providers: readonly Provider[];
  readonly collections: readonly Collection[];
  /** GET /api/games/jackpots: currency → game identifier → jackpot in minor units. */
  readonly gameJackpots: Readonly<Record<string, Record<string, number>>>;
  readonly jackpots: readonly Jackpot[];
  readonly jackpotWins: readonly JackpotWin[];
  /** Tournaments, achievements and quests; in_progress and finished_at reflect the clock at each read. */
  readonly tournaments: Tournament[];
  /** The tournaments whose frontend_identifier contains "quest" (SPEC §3). */
  readonly quests: Tournament[];
  readonly lotteries: Lottery[];
  tournamentById(id: number): Tournament | undefined;
  lotteryById(id: number): Lottery | undefined;
  promotionState(item: { start_at: string; end_at: string }): PromotionState;
  compPointRates(type: CompPointRateType): RateCard[];
  readonly statuses: readonly Status[];
  readonly countries: readonly Country[];
  readonly currencies: readonly CurrencyInfo[];
  readonly cryptoExchangeRates: CryptoExchangeRates;
  readonly locales: readonly LocaleInfo[];
  readonly paymentMethods: readonly PaymentMethod[];
  readonly bonusOffers: {
    readonly deposit: readonly BonusOffer[];
    readonly registration: readonly BonusOffer[];
  };
  readonly lootboxTemplates: readonly LootboxTemplate[];
  readonly playerFields: PlayerFields;
  now(): Date;
}

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function titleOf(slug: string): string {
  const text = slug.replace(/-/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function createCatalog(options: CatalogOptions = {}): Catalog {
  const now = options.now ?? (() => new Date());
  // Promotions are scheduled around the day the catalog is built, so every state always exists.
  const anchor = startOfUtcDay(now());
  const rng = seededRandom(CATALOG_SEED);

  const games = buildGames(rng);
  const byId = new Map(games.map((game) => [gameId(game), game]));
  const byIdentifier = new Map(games.map((game) => [game.identifier, game]));
  const providers = buildProviders();
  const collections: Collection[] = [...GAME_CATEGORIES, ...EXTRA_GAME_CATEGORIES].map((slug) => ({
    id: slug,
    title: titleOf(slug),
    games_count: games.filter((game) => game.categories.includes(slug)).length,
  }));
  const jackpots = buildJackpots(rng, games);
  const jackpotWins = buildJackpotWins(rng, jackpots, now());
  const tournaments = buildTournaments(rng, anchor);
  const lotteries = buildLotteries(rng, anchor);
  const rateCards = buildRateCards(rng, games, lotteries);
  const lootboxTemplates = buildLootboxTemplates(rng, games);

  const clocked = <T extends { start_at: string; end_at: string }>(items: readonly T[]) =>
    items.map((item) => withClock(item, now()));

  return {
    games,
    gameById: (id) => byId.get(id),
    gameByIdentifier: (identifier) => byIdentifier.get(identifier),
    providers,
    collections,
    gameJackpots: buildGameJackpots(games),
    jackpots,
    jackpotWins,
    get tournaments() {
      return clocked(tournaments);
    },
    get quests() {
      return clocked(tournaments.filter((t) => t.frontend_identifier.includes('quest')));
    },
    get lotteries() {
      return clocked(lotteries);
    },
    tournamentById(id) {
      const found = tournaments.find((t) => t.id === id);
      return found && withClock(found, now());
    },
    lotteryById(id) {
      const found = lotteries.find((l) => l.id === id);
      return found && withClock(found, now());
    },
    promotionState: (item) => promotionState(item, now()),
    compPointRates: (type) => rateCards[type],
    statuses: buildStatuses(),
    countries: buildCountries(),
    currencies: buildCurrencies(),
    cryptoExchangeRates: buildCryptoExchangeRates(),
    locales: buildLocales(),
    paymentMethods: buildPaymentMethods(),
    bonusOffers: { deposit: buildDepositBonuses(), registration: buildRegistrationBonuses() },
    lootboxTemplates,
    playerFields: buildPlayerFields(),
    now,
  };
}
