import { CRYPTO_CURRENCIES, ENABLED_CURRENCIES, convertEurCents, isFiat } from './currencies.ts';
import type { SeededRandom } from './seeded-random.ts';
import type {
  Amounts,
  LootboxBonus,
  CompPointRateType,
  GameRaw,
  Lottery,
  LootboxItem,
  LootboxTemplate,
  MoneyRate,
  RateCard,
} from './types.ts';

/** SPEC §9: wagers used by comp-point and loot-box rewards, and the free-spins max win. */
export const REWARD_WAGERS = [3, 25, 30] as const;
export const FREESPINS_MAX_WIN_EUR = 1000;
/** SPEC §9: loot box weights. */
export const LOOTBOX_WEIGHTS = [5000, 2000, 1400, 820, 470, 50, 10] as const;
/** SPEC §3: wheel levels. */
export const WHEEL_LEVELS = ['rocket_lite', 'rocket_pro', 'rocket_max'] as const;

/** Points cost and the EUR cents they buy; other currencies are converted (crypto costs a bit more). */
const MONEY_CARDS = [
  { group: 'money_s', title: 'Small change', points: 500, eurCents: 500 },
  { group: 'money_m', title: 'Pocket money', points: 2_000, eurCents: 2_500 },
  { group: 'money_l', title: 'Big bag', points: 5_000, eurCents: 7_500 },
  { group: 'sale_money_xl', title: 'Treasure chest', points: 9_000, eurCents: 20_000 },
] as const;

function amountsFor(eurCents: number): Amounts {
  return ENABLED_CURRENCIES.map((currency) => ({
    currency,
    amount_cents: convertEurCents(eurCents, currency),
  }));
}

function moneyRates(points: number, eurCents: number): MoneyRate[] {
  return ENABLED_CURRENCIES.map((currency) => ({
    points: (CRYPTO_CURRENCIES as readonly string[]).includes(currency) ? Math.round(points * 1.1) : points,
    currency,
    amount_cents: convertEurCents(eurCents, currency),
  }));
}

function gameRef(game: GameRaw): string {
  return `${game.provider}:${game.seo_title}`;
}

export function buildRateCards(
  rng: SeededRandom,
  games: readonly GameRaw[],
  lotteries: readonly Lottery[],
): Record<CompPointRateType, RateCard[]> {
  const slots = games.filter((game) => game.categories.includes('pokies') && game.has_demo_mode);
  const money: RateCard[] = MONEY_CARDS.map((card) => ({
    group: card.group,
    title: card.title,
    wager: REWARD_WAGERS[0],
    games: [],
    rate: { points: card.points },
    rates: moneyRates(card.points, card.eurCents),
  }));
  const freespins: RateCard[] = [
    { group: 'freespins_10', title: '10 free spins', count: 10, points: 800 },
    { group: 'freespins_25', title: '25 free spins', count: 25, points: 1_800 },
    { group: 'freespins_50', title: '50 free spins', count: 50, points: 3_200 },
    { group: 'sale_freespins_100', title: '100 free spins', count: 100, points: 5_000 },
  ].map((card) => ({
    group: card.group,
    title: card.title,
    wager: REWARD_WAGERS[2],
    games: rng.sample(slots, 3).map(gameRef),
    rate: { points: card.points, freespins_count: card.count },
    bonus_title: `${card.count} free spins`,
  }));
  const lootboxes: RateCard[] = WHEEL_LEVELS.map((level, index) => ({
    group: `lootbox_${level}`,
    title: `Rocket wheel ${level.replace('rocket_', '')}`,
    wager: REWARD_WAGERS[1],
    games: [],
    rate: { points: [1_000, 4_000, 12_000][index] ?? 1_000 },
  }));
  const lotteryIds = lotteries.map((lottery) => lottery.id);
  const lotteryCards: RateCard[] = [1, 5, 10].map((tickets, index) => ({
    group: `lottery_tickets_${tickets}`,
    title: `${tickets} lottery ticket${tickets > 1 ? 's' : ''}`,
    wager: 0,
    games: [],
    rate: { points: [100, 450, 850][index] ?? 100, lottery_ids: lotteryIds },
  }));
  return { money, freespins, lootboxes, lotteries: lotteryCards };
}

function lootboxItems(levelIndex: number, slotTitles: readonly string[]): LootboxItem[] {
  const scale = [1, 4, 12][levelIndex] ?? 1;
  return LOOTBOX_WEIGHTS.map((weight, index) => {
    const id = (levelIndex + 1) * 100 + index + 1;
    const freespins = index % 2 === 0;
    const bonus: LootboxBonus = freespins
      ? {
          title: `${(index + 1) * 10 * scale} free spins in ${slotTitles[index % slotTitles.length] ?? 'a slot'}`,
          type: 'freespins',
          attributes: [{ field: 'freespins_count', value: (index + 1) * 10 * scale }],
          result_bonus: [
            { field: 'wager', value: REWARD_WAGERS[2] },
            { field: 'max_win', value: amountsFor(FREESPINS_MAX_WIN_EUR * 100) },
          ],
        }
      : {
          title: `${(index + 1) * 5 * scale} EUR bonus`,
          type: 'bonus',
          attributes: [{ field: 'bonus_amount', value: amountsFor((index + 1) * 500 * scale) }],
          result_bonus: [{ field: 'wager', value: REWARD_WAGERS[1] }],
        };
    // The rarest item is the headline prize of the wheel.
    return { id, weight, prize: index === LOOTBOX_WEIGHTS.length - 1, bonuses: [bonus] };
  });
}

export function buildLootboxTemplates(rng: SeededRandom, games: readonly GameRaw[]): LootboxTemplate[] {
  const slotTitles = rng
    .sample(
      games.filter((game) => game.categories.includes('pokies')),
      4,
    )
    .map((g) => g.title);
  const wheels = WHEEL_LEVELS.map((level, index) => ({
    title: `Rocket wheel ${level.replace('rocket_', '')}`,
    currency: 'EUR',
    strategy: 'lootbox',
    group_key: `wheel_${level}`,
    display: index + 1,
    items: lootboxItems(index, slotTitles),
  }));
  const manual: LootboxTemplate = {
    title: 'Mystery box',
    currency: 'EUR',
    strategy: 'lootbox',
    group_key: 'manual_wheel_mystery',
    display: 4,
    items: lootboxItems(0, slotTitles),
  };
  return [...wheels, manual];
}

/** Fiat currencies only: bonus conditions are stated in money the player deposits. */
export function fiatAmounts(eurCents: number): Amounts {
  return ENABLED_CURRENCIES.filter(isFiat).map((currency) => ({
    currency,
    amount_cents: convertEurCents(eurCents, currency),
  }));
}
