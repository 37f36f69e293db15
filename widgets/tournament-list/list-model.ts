import type { Lottery, Tournament } from '../../runtime/queries/index.ts';
import type { RouteName } from '../../runtime/routing/index.ts';
import {
  isAchievement,
  isHiddenPromo,
  isTestQuest,
  promoKindOf,
  promoOpenTo,
  promoStatus,
  type PromoStatus,
  type PromoTimes,
} from '../../runtime/rules/index.ts';

/** The tabs of /tournaments (spec §2), in the order they show. */
export const TOURNAMENT_TABS = [
  'all',
  'producers',
  'lotteries',
  'actions',
  'live',
  'achievements',
  'archive',
] as const;
export type TournamentTab = (typeof TOURNAMENT_TABS)[number];

/** The route of each tab: a tab is a page of its own, so it can be linked to and reloaded. */
export const TAB_ROUTES: Readonly<Record<TournamentTab, RouteName>> = {
  all: 'tournaments-all',
  producers: 'tournaments-producers',
  lotteries: 'tournaments-lotteries',
  actions: 'tournaments-actions',
  live: 'tournaments-live',
  achievements: 'tournaments-achievements',
  archive: 'tournaments-archive',
};

/** The tab a route's `tab` param names; the bare /tournaments and the arena show all. */
export function tabOfParam(param: string | undefined): TournamentTab {
  return (TOURNAMENT_TABS as readonly string[]).includes(param ?? '') ? (param as TournamentTab) : 'all';
}

/** One card of the list. */
export interface PromoCard {
  key: string;
  id: number;
  source: 'tournament' | 'lottery';
  title: string;
  identifier: string;
  status: PromoStatus;
  times: PromoTimes;
  /** The end time (ms): the archive lists the latest first. */
  endsAt: number;
  prizePoolCents: number;
  currency: string;
  /** The tab (besides all and archive) the item belongs to; null when only in all. */
  tab: Exclude<TournamentTab, 'all' | 'archive'> | null;
  /** Where the card leads, before the page-presence check. */
  target: { route: RouteName; params?: Record<string, string> };
}

export interface ListViewer {
  /** The player's groups; empty for a guest, who sees only the promos open to everyone. */
  groups: readonly number[];
  /** Test quests ('ffc') show only with the testQuests flag (spec §6). */
  testQuests: boolean;
  /** Lotteries show only while the lotteries page is enabled. */
  lotteries: boolean;
}

function tournamentTab(identifier: string): PromoCard['tab'] {
  if (isAchievement(identifier)) return 'achievements';
  if (promoKindOf('tournament', identifier) === 'quest') return 'actions';
  if (identifier.includes('producers')) return 'producers';
  if (identifier.includes('live')) return 'live';
  if (identifier.includes('action')) return 'actions';
  return null;
}

/**
 * Where a tournament-shaped item leads (spec §3): a quest to its quest page (action/{slug}), an
 * achievement to the achievements page, a test quest to the feature-flag page, a tournament to
 * its own page.
 */
export function tournamentTarget(
  tournament: Pick<Tournament, 'frontend_identifier'> & {
    questSlug?: string;
  },
): PromoCard['target'] {
  const identifier = tournament.frontend_identifier;
  if (isTestQuest(identifier)) return { route: 'feature-flags' };
  if (isAchievement(identifier)) return { route: 'achievements' };
  if (promoKindOf('tournament', identifier) === 'quest')
    return { route: 'action', params: { slug: tournament.questSlug ?? identifier } };
  return { route: 'tournament', params: { slug: identifier } };
}

const visible = (
  item: { frontend_identifier: string; group_ids?: readonly number[] | null },
  viewer: ListViewer,
) =>
  !isHiddenPromo(item.frontend_identifier) &&
  promoOpenTo(item.group_ids, viewer.groups) &&
  (viewer.testQuests || !isTestQuest(item.frontend_identifier));

/** Every card the viewer may see: hidden ones, other groups' and (without the flag) test quests left out. */
export function promoCards(
  tournaments: readonly (Tournament & { questSlug?: string })[],
  lotteries: readonly Lottery[],
  viewer: ListViewer,
  now: number,
): PromoCard[] {
  const cards: PromoCard[] = [];
  for (const t of tournaments) {
    if (!visible(t, viewer)) continue;
    cards.push({
      key: `tournament-${t.id}`,
      id: t.id,
      source: 'tournament',
      title: t.title,
      identifier: t.frontend_identifier,
      status: promoStatus(t, now),
      times: { start_at: t.start_at, end_at: t.end_at, finished_at: t.finished_at },
      endsAt: Date.parse(t.finished_at ?? t.end_at),
      prizePoolCents: t.money_prize_pool_cents || t.money_budget_cents,
      currency: t.currency,
      tab: tournamentTab(t.frontend_identifier),
      target: tournamentTarget(t),
    });
  }
  if (viewer.lotteries) {
    for (const l of lotteries) {
      if (!visible(l, viewer)) continue;
      cards.push({
        key: `lottery-${l.id}`,
        id: l.id,
        source: 'lottery',
        title: l.title,
        identifier: l.frontend_identifier,
        status: promoStatus(l, now),
        times: { start_at: l.start_at, end_at: l.end_at, finished_at: l.finished_at },
        endsAt: Date.parse(l.finished_at ?? l.end_at),
        prizePoolCents: l.money_budget_cents,
        currency: l.currency,
        tab: 'lotteries',
        target: { route: 'lottery', params: { slug: l.frontend_identifier } },
      });
    }
  }
  return cards;
}

const STATE_ORDER = { active: 0, future: 1, archive: 2 } as const;

/**
 * The cards of one tab: archive holds every finished item (latest first); the other tabs hold
 * running and coming items (running first, soonest deadline first). All holds tournaments and
 * lotteries, not quests or achievements, which have tabs of their own.
 */
export function cardsOfTab(cards: readonly PromoCard[], tab: TournamentTab): PromoCard[] {
  const chosen = cards.filter((card) => {
    if (tab === 'archive') return card.status.state === 'archive';
    if (card.status.state === 'archive') return false;
    if (tab === 'all') return card.tab !== 'achievements' && card.target.route !== 'action';
    return card.tab === tab;
  });
  return chosen.sort((a, b) => {
    if (tab === 'archive') return b.endsAt - a.endsAt || b.id - a.id;
    return (
      STATE_ORDER[a.status.state] - STATE_ORDER[b.status.state] ||
      (a.status.target ?? 0) - (b.status.target ?? 0) ||
      a.id - b.id
    );
  });
}
