import {
  isSaleCard,
  missingPoints,
  rateFor,
  saleActive,
  type RateLike,
  type StoreTab,
} from './points-store.ts';

/**
 * Rules of the points store's page (spec §2 Points store, §4 exchange flow and Discount tab, §5
 * exchange quantity and availability). The shared points-store rules live in points-store.ts.
 */

/** The reward types the store sells, and the tab each belongs to (lottery tickets sell on the lottery page). */
export const STORE_TYPE_TAB = { freespins: 'freespins', money: 'money', lootboxes: 'special' } as const;
export type StoreRewardType = keyof typeof STORE_TYPE_TAB;

export function isStoreRewardType(type: string): type is StoreRewardType {
  return Object.hasOwn(STORE_TYPE_TAB, type);
}

/** The tabs in the order the store shows them. */
export const STORE_TAB_ORDER: readonly StoreTab[] = ['all', 'discounts', 'freespins', 'money', 'special'];

export interface SaleDiscount {
  discountPercent: number;
  fullPrice: number;
}

/** The sale document's part these rules read (cms/config/sale.json). */
export interface SaleLike {
  endDate: string;
  cards: Readonly<Record<string, SaleDiscount>>;
}

/** Whether a sale runs now: there is a sale document and today is before its end day (spec §4). */
export function saleRunning(sale: SaleLike | null | undefined, now: number): boolean {
  return Boolean(sale) && saleActive(sale?.endDate, now);
}

/**
 * The sale badge of a card: the percent and the crossed-out full price, only for a sale card
 * (group starting with `sale`) of a running sale whose document names it with a full price above
 * what the card costs now; null otherwise.
 * @example saleBadge('sale_fs', 5000, { endDate, cards: { sale_fs: { discountPercent: 40, fullPrice: 8000 } } }, true)
 *   // { percent: 40, fullPrice: 8000 }
 */
export function saleBadge(
  group: string,
  cost: number,
  sale: SaleLike | null | undefined,
  running: boolean,
): { percent: number; fullPrice: number } | null {
  if (!running || !isSaleCard({ group })) return null;
  const entry = sale?.cards[group];
  if (!entry || !(entry.fullPrice > cost) || entry.discountPercent < 1 || entry.discountPercent > 99)
    return null;
  return { percent: Math.round(entry.discountPercent), fullPrice: entry.fullPrice };
}

/**
 * A sale card is offered only while its sale runs; the other cards always.
 */
export function cardOffered(group: string, running: boolean): boolean {
  return running || !isSaleCard({ group });
}

/**
 * The Discount tab is there only during a sale, for a signed-in player, with at least one
 * discounted card (spec §2, §4).
 */
export function discountTabAvailable(running: boolean, loggedIn: boolean, discountedCards: number): boolean {
  return running && loggedIn && discountedCards > 0;
}

/** The tab shown for the one asked for: Discount falls back to All when it is not available. */
export function shownStoreTab(tab: StoreTab, discountAvailable: boolean): StoreTab {
  return tab === 'discounts' && !discountAvailable ? 'all' : tab;
}

/** Whether a card of this type and sale state belongs on a tab. */
export function cardOnTab(tab: StoreTab, type: StoreRewardType, discounted: boolean): boolean {
  if (tab === 'all') return true;
  if (tab === 'discounts') return discounted;
  return STORE_TYPE_TAB[type] === tab;
}

/**
 * The coins a card costs the player: the rate of the player's currency, else the EUR one
 * (spec §5), else the card's single rate; null when the card has no price.
 */
export function cardCost(
  card: { rate?: { points: number }; rates?: readonly RateLike[] },
  currency: string | null | undefined,
): number | null {
  const rate = card.rates && card.rates.length > 0 ? rateFor(card.rates, currency) : undefined;
  const points = rate?.points ?? card.rate?.points;
  return typeof points === 'number' && Number.isFinite(points) && points > 0 ? points : null;
}

export type ExchangeAvailability = 'guest' | 'enough' | 'shortage';

/**
 * What the exchange area offers (spec §4): a guest registers; a player whose chargeable points
 * reach the cost picks a quantity; anyone else is short of coins.
 */
export function exchangeAvailability(loggedIn: boolean, points: number, cost: number): ExchangeAvailability {
  if (!loggedIn) return 'guest';
  return cost > 0 && points >= cost ? 'enough' : 'shortage';
}

/** Quantity bounds (spec §5): at least 1, at most floor(balance / cost); max 0 when none is affordable. */
export function quantityBounds(points: number, cost: number): { min: 1; max: number } {
  const max = cost > 0 && points > 0 ? Math.floor(points / cost) : 0;
  return { min: 1, max };
}

/** A quantity the player typed or stepped to, held within the bounds (1 when none is affordable). */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  const whole = Math.trunc(value);
  return Math.max(bounds.min, Math.min(Math.max(bounds.max, bounds.min), whole));
}

/** The coins a player still needs for a card: null for a guest or when nothing is missing. */
export function missingAmount(loggedIn: boolean, points: number, cost: number): number | null {
  if (!loggedIn) return null;
  const missing = missingPoints(points, cost);
  return missing > 0 ? missing : null;
}
