/**
 * The floating main widget (spec §2 "Floating widgets", §6): bookmark cards for rocket mart, loot
 * box, adventures, quests and activity hub, each with a "new" flag and a counter. A card is shown
 * only when what it opens is there for this player: its page exists and is enabled, and for loot
 * boxes and quests something is running.
 */

export type MainWidgetCardType = 'rocketMart' | 'adventures' | 'lootBox' | 'quest' | 'activityHub';

/** A card as main-widget-config gives it (API-SHAPES §2), its `when` already applied. */
export interface MainWidgetCardConfig {
  name: string;
  image: string;
  type: MainWidgetCardType;
  counter?: number;
  isNew?: boolean;
  frontend_identifier?: string;
  isActivePage?: boolean;
  hidden?: boolean;
}

/** What the player has that decides the cards. */
export interface MainWidgetState {
  /** Whether a route (by name) has its page (runtime/routing/page-presence). */
  present: (route: string) => boolean;
  /** Whether a promotion page is enabled for this player (feature on, not switched off). */
  enabled: (feature: 'rocketMart' | 'activityHub' | 'adventures' | 'quests') => boolean;
  /** Active (issued) loot boxes of the player. */
  activeLootboxes: number;
  /** Whether the player is in a wheel group (spec §6: the loot box card shows then too). */
  wheelGroup: boolean;
  /** Slugs of the quests running for the player (visible, active), soonest ending first. */
  activeQuests: readonly { slug: string; identifier: string }[];
  /** The unprefixed path of the page open now, for `isActivePage`. */
  currentPath?: string;
}

export interface MainWidgetCard {
  type: MainWidgetCardType;
  name: string;
  image: string;
  /** Where the card leads: a route name and its params. */
  route: string;
  params: Record<string, string>;
  counter: number;
  isNew: boolean;
  /** The card's page is the one open (config isActivePage). */
  current: boolean;
}

const PATH_OF_ROUTE: Readonly<Record<string, string>> = {
  'rocket-mart': '/rocket-mart',
  'vip-club': '/vip-club',
  'profile-gifts': '/profile/gifts',
  wheel: '/wheel',
  action: '/action',
  'activity-hub': '/activity-hub',
};

function target(
  card: MainWidgetCardConfig,
  state: MainWidgetState,
): { route: string; params: Record<string, string>; counter: number } | null {
  const configured = card.counter ?? 0;
  switch (card.type) {
    case 'rocketMart':
      return state.enabled('rocketMart') && state.present('rocket-mart')
        ? { route: 'rocket-mart', params: {}, counter: configured }
        : null;
    case 'activityHub':
      return state.enabled('activityHub') && state.present('activity-hub')
        ? { route: 'activity-hub', params: {}, counter: configured || state.activeQuests.length }
        : null;
    case 'adventures':
      return state.enabled('adventures') && state.present('vip-club')
        ? { route: 'vip-club', params: {}, counter: configured }
        : null;
    case 'lootBox': {
      if (state.wheelGroup && state.present('wheel')) {
        return { route: 'wheel', params: {}, counter: state.activeLootboxes };
      }
      return state.activeLootboxes > 0 && state.present('profile-gifts')
        ? { route: 'profile-gifts', params: {}, counter: state.activeLootboxes }
        : null;
    }
    case 'quest': {
      if (state.activeQuests.length === 0 || !state.enabled('quests') || !state.present('action'))
        return null;
      const named = card.frontend_identifier
        ? state.activeQuests.find((quest) => quest.identifier === card.frontend_identifier)
        : undefined;
      // A card naming a quest opens it while it runs; otherwise the list of the player's quests.
      return named
        ? { route: 'action', params: { slug: named.slug }, counter: 1 }
        : { route: 'action', params: {}, counter: state.activeQuests.length };
    }
  }
}

/**
 * The cards of the main widget for this player, in the configured order: hidden ones and those
 * whose page is missing or off (or with nothing running) are left out; one card per type.
 */
export function mainWidgetCards(
  config: readonly MainWidgetCardConfig[],
  state: MainWidgetState,
): MainWidgetCard[] {
  const seen = new Set<MainWidgetCardType>();
  const cards: MainWidgetCard[] = [];
  for (const card of config) {
    if (card.hidden || seen.has(card.type)) continue;
    const to = target(card, state);
    if (!to) continue;
    seen.add(card.type);
    const path = PATH_OF_ROUTE[to.route];
    cards.push({
      type: card.type,
      name: card.name,
      image: card.image,
      route: to.route,
      params: to.params,
      counter: Math.max(0, Math.floor(to.counter)),
      isNew: card.isNew === true,
      current:
        card.isActivePage === true &&
        path !== undefined &&
        state.currentPath !== undefined &&
        (state.currentPath === path || state.currentPath.startsWith(`${path}/`)),
    });
  }
  return cards;
}

/** The launcher's badge: the sum of the cards' counters. */
export function mainWidgetCounter(cards: readonly Pick<MainWidgetCard, 'counter'>[]): number {
  return cards.reduce((sum, card) => sum + card.counter, 0);
}

/** Whether any card carries the "new" flag (the launcher shows a dot). */
export function mainWidgetHasNew(cards: readonly Pick<MainWidgetCard, 'isNew'>[]): boolean {
  return cards.some((card) => card.isNew);
}
