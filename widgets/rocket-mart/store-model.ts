import { cmsText, type CmsText } from '../../runtime/config/index.ts';
import type { Locale } from '../../runtime/context/index.ts';
import type { ConfigShapes, RateCard } from '../../runtime/queries/index.ts';
import {
  rateFor,
  cardCost,
  cardOffered,
  isStoreRewardType,
  saleBadge,
  type SaleLike,
  type StoreRewardType,
} from '../../runtime/rules/index.ts';

type MoneyRate = NonNullable<RateCard['rates']>[number];
export type StoreConfig = NonNullable<ConfigShapes['rocket-mart']>;
type CmsCard = StoreConfig['cards'][number];
export type PromoLabel = 'POPULAR' | 'NEW' | 'VIP';

/** A card of the store: the CMS content merged with its rate card. */
export interface StoreCard {
  group: string;
  type: StoreRewardType;
  title: string;
  subtitle: string;
  image: string | null;
  /** CMS HTML of the card's read-more text ('' when none). */
  readMore: string;
  /** Coins one pack costs the player. */
  cost: number;
  promo: PromoLabel | null;
  badge: { percent: number; fullPrice: number } | null;
  /** Free spins per pack (free-spins cards). */
  freespins: number | null;
  /** Titles of the games of a free-spins card. */
  games: string[];
  wager: number;
  /** The money a pack pays (money cards): the rate of the player's currency, else EUR. */
  money: MoneyRate | null;
}

/** `pragmaticplay:sweet-bonanza` → the CMS title, else `Sweet Bonanza`. */
export function gameTitle(ref: string, titles: Readonly<Record<string, string>> | undefined): string {
  const named = titles?.[ref];
  if (named) return named;
  const slug = ref.split(':')[1] ?? ref;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface StoreInput {
  config: StoreConfig | null | undefined;
  rates: readonly RateCard[];
  sale: SaleLike | null | undefined;
  saleRunning: boolean;
  currency: string | null | undefined;
  locale: Locale;
}

/**
 * The cards the store offers: the CMS cards in their order, each with its rate card (a CMS card
 * without one has no price and is left out), then the rate cards the CMS does not describe, with
 * the platform's title. Sale cards only while their sale runs; lottery tickets sell elsewhere.
 */
export function storeCards({ config, rates, sale, saleRunning, currency, locale }: StoreInput): StoreCard[] {
  const byGroup = new Map(rates.map((rate) => [rate.group, rate]));
  const described = new Map((config?.cards ?? []).map((card) => [card.group, card]));
  const order = [
    ...(config?.cards ?? []).map((card) => card.group),
    ...rates.map((rate) => rate.group).filter((group) => !described.has(group)),
  ];
  const cards: StoreCard[] = [];
  for (const group of new Set(order)) {
    const rate = byGroup.get(group);
    const cms: CmsCard | undefined = described.get(group);
    if (!rate || !isStoreRewardType(rate.type) || (cms && cms.type !== rate.type)) continue;
    if (!cardOffered(group, saleRunning)) continue;
    const cost = cardCost(rate, currency);
    if (cost === null) continue;
    const games = (rate.games ?? []).map((ref) => gameTitle(ref, config?.gameTitles));
    const text = (value: CmsText | undefined) => cmsText(value, locale);
    cards.push({
      group,
      type: rate.type,
      title: text(cms?.title as CmsText | undefined) || rate.title,
      subtitle:
        text(cms?.subtitle as CmsText | undefined) || (rate.type === 'freespins' ? games.join(', ') : ''),
      image: cms?.image ?? config?.viewImages[viewImageOf(rate.type)] ?? null,
      readMore: text(cms?.readMore as CmsText | undefined),
      cost,
      promo: (config?.promo?.[group] as PromoLabel | undefined) ?? null,
      badge: saleBadge(group, cost, sale, saleRunning),
      freespins: rate.type === 'freespins' ? (rate.rate?.freespins_count ?? null) : null,
      games,
      wager: rate.type === 'freespins' ? (config?.freeSpinsWager ?? rate.wager) : rate.wager,
      money: rate.type === 'money' && rate.rates ? (rateFor(rate.rates, currency) ?? null) : null,
    });
  }
  return cards;
}

function viewImageOf(type: StoreRewardType): 'freespins' | 'money' | 'special' {
  return type === 'lootboxes' ? 'special' : type;
}

/** A per-currency CMS value for the player's currency, else EUR (spec §9 fallback currency). */
export function perCurrency(
  values: Readonly<Record<string, unknown>> | undefined,
  currency: string | null | undefined,
): { value: number; currency: string } | null {
  const own = currency ? values?.[currency] : undefined;
  if (currency && typeof own === 'number') return { value: own, currency };
  const fallback = values?.EUR;
  return typeof fallback === 'number' ? { value: fallback, currency: 'EUR' } : null;
}

/** Coins as the page's locale writes numbers: 12000 → '12,000' (en), '12.000' (de). */
export function formatCoins(points: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);
}
