import { describe, expect, it } from 'vitest';
import type { Lottery, Tournament } from '../../runtime/queries/index.ts';
import { cardsOfTab, promoCards, tabOfParam, tournamentTarget, type ListViewer } from './list-model.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

let nextId = 1;
const tournament = (identifier: string, start: number, end: number, over: Partial<Tournament> = {}) =>
  ({
    id: nextId++,
    title: identifier,
    frontend_identifier: identifier,
    start_at: at(start),
    end_at: at(end),
    finished_at: null,
    currency: 'EUR',
    money_prize_pool_cents: 100_000,
    money_budget_cents: 100_000,
    group_ids: [],
    ...over,
  }) as Tournament;
const lottery = (identifier: string, start: number, end: number) =>
  ({
    id: nextId++,
    title: identifier,
    frontend_identifier: identifier,
    start_at: at(start),
    end_at: at(end),
    finished_at: null,
    currency: 'EUR',
    money_budget_cents: 50_000,
    group_ids: [],
  }) as unknown as Lottery;

const guest: ListViewer = { groups: [], testQuests: false, lotteries: true };

const TOURNAMENTS = [
  tournament('weekly-race', -1, 3),
  tournament('weekend-rush', 2, 4),
  tournament('autumn-cup', -10, -3),
  tournament('producers-week', -1, 2),
  tournament('live-masters', -1, 1),
  tournament('action-megaways', -1, 5),
  tournament('quest-galaxy', -1, 9),
  tournament('achievement-first-steps', -5, 40),
  tournament('quest-ffc-test', -1, 30),
  tournament('nonvisible-calibration', -1, 30),
  tournament('vip-cup', -1, 6, { group_ids: [21] }),
];
const LOTTERIES = [
  lottery('daily-draw', -1, 1),
  lottery('winter-lottery', 5, 20),
  lottery('old-draw', -20, -10),
];

const ids = (tab: Parameters<typeof cardsOfTab>[1], viewer = guest) =>
  cardsOfTab(promoCards(TOURNAMENTS, LOTTERIES, viewer, NOW), tab).map((card) => card.identifier);

describe('the tournaments tabs', () => {
  it('lists running then coming tournaments and lotteries in all, soonest deadline first', () => {
    expect(ids('all')).toEqual([
      'live-masters',
      'daily-draw',
      'producers-week',
      'weekly-race',
      'action-megaways',
      'weekend-rush',
      'winter-lottery',
    ]);
  });

  it.each([
    ['producers', ['producers-week']],
    ['live', ['live-masters']],
    ['actions', ['action-megaways', 'quest-galaxy']],
    ['achievements', ['achievement-first-steps']],
    ['lotteries', ['daily-draw', 'winter-lottery']],
    ['archive', ['autumn-cup', 'old-draw']],
  ] as const)('%s holds %j', (tab, expected) => {
    expect(ids(tab)).toEqual(expected);
  });

  it('never lists hidden items and lists group items only to their groups', () => {
    expect(ids('all')).not.toContain('nonvisible-calibration');
    expect(ids('all')).not.toContain('vip-cup');
    expect(ids('all', { ...guest, groups: [21] })).toContain('vip-cup');
  });

  it('lists test quests only with the testQuests flag', () => {
    expect(ids('actions')).not.toContain('quest-ffc-test');
    expect(ids('actions', { ...guest, testQuests: true })).toContain('quest-ffc-test');
  });

  it('leaves lotteries out while the lotteries page is off', () => {
    expect(ids('all', { ...guest, lotteries: false })).not.toContain('daily-draw');
    expect(ids('archive', { ...guest, lotteries: false })).toEqual(['autumn-cup']);
  });

  it('puts a tournament the platform finished early in the archive', () => {
    const early = tournament('early-finish', -3, 3, { finished_at: at(-1) });
    expect(cardsOfTab(promoCards([early], [], guest, NOW), 'archive')).toHaveLength(1);
    expect(cardsOfTab(promoCards([early], [], guest, NOW), 'all')).toHaveLength(0);
  });

  it('takes the tab from the route, all for anything else', () => {
    expect(tabOfParam('live')).toBe('live');
    expect(tabOfParam('arena')).toBe('all');
    expect(tabOfParam(undefined)).toBe('all');
  });
});

describe('where a card leads', () => {
  it.each([
    ['weekly-race', undefined, { route: 'tournament', params: { slug: 'weekly-race' } }],
    ['quest-galaxy', 'galaxy-page', { route: 'action', params: { slug: 'galaxy-page' } }],
    ['quest-rookie', undefined, { route: 'action', params: { slug: 'quest-rookie' } }],
    ['achievement-first-steps', undefined, { route: 'achievements' }],
    ['quest-ffc-test', undefined, { route: 'feature-flags' }],
  ])('%s leads to %j', (identifier, questSlug, target) => {
    expect(tournamentTarget({ frontend_identifier: identifier, questSlug })).toEqual(target);
  });

  it('leads a lottery to its page', () => {
    const [card] = promoCards([], [lottery('daily-draw', -1, 1)], guest, NOW);
    expect(card?.target).toEqual({ route: 'lottery', params: { slug: 'daily-draw' } });
  });
});
