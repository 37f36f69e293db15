import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUEST_SIZES } from './layout.ts';
import {
  currentQuestLevel,
  questBySlug,
  questLevelState,
  questProgress,
  questSizeOf,
  questSlugOf,
  questThresholds,
  questTime,
  questVisibleTo,
  visibleAchievements,
  visibleQuests,
  type QuestLike,
} from './quest.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-10T12:00:00Z');
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const promo = (
  id: number,
  identifier: string,
  start: number,
  end: number,
  extra: Partial<QuestLike> = {},
) => ({
  id,
  frontend_identifier: identifier,
  start_at: at(start),
  end_at: at(end),
  group_ids: [],
  ...extra,
});

describe('quest thresholds per size and currency (spec §3)', () => {
  it.each([
    ['xs', 6],
    ['s', 15],
    ['m', 25],
    ['robot-s', 15],
    ['robot-m', 25],
  ] as const)('%s has %i levels', (size, count) => {
    expect(questThresholds(size, 'EUR')).toHaveLength(count);
  });

  it('puts m level 2 at 500 and level 25 at 2,000,000 EUR', () => {
    const m = questThresholds('m', 'EUR');
    expect(m[1]).toBe(500);
    expect(m[24]).toBe(2_000_000);
  });

  it.each(QUEST_SIZES)('%s starts at 0 and rises strictly', (size) => {
    const levels = questThresholds(size, 'EUR');
    expect(levels[0]).toBe(0);
    levels.slice(1).forEach((threshold, i) => expect(threshold).toBeGreaterThan(levels[i]!));
  });

  it.each([
    ['EUR', 500],
    ['USD', 500],
    ['CAD', 750],
    ['NOK', 5_000],
    ['JPY', 75_000],
    ['BTC', 0.01],
    ['XYZ', 500],
    [null, 500],
  ])('in %s m level 2 is at %d', (currency, threshold) => {
    expect(questThresholds('m', currency)[1]).toBe(threshold);
  });
});

describe('current level: the last reached (spec §4)', () => {
  const thresholds = [0, 500, 1_000, 2_000];
  it.each([
    [0, 1],
    [499.99, 1],
    [500, 2],
    [1_999, 3],
    [2_000, 4],
    [9_999_999, 4],
  ])('with bets of %d the current level is %i', (bets, level) => {
    expect(currentQuestLevel(thresholds, bets)).toBe(level);
  });

  it('is 0 without levels', () => {
    expect(currentQuestLevel([], 100)).toBe(0);
  });

  it('never goes down as bets grow', () => {
    fc.assert(
      fc.property(fc.nat(3_000_000), fc.nat(3_000_000), (bets, extra) => {
        const m = questThresholds('m', 'EUR');
        expect(currentQuestLevel(m, bets + extra)).toBeGreaterThanOrEqual(currentQuestLevel(m, bets));
      }),
    );
  });
});

describe('level states', () => {
  it.each([
    [1, 3, 5, 'completed'],
    [2, 3, 5, 'completed'],
    [3, 3, 5, 'active'],
    [4, 3, 5, 'locked'],
    [5, 5, 5, 'completed'],
    [1, 1, 6, 'active'],
  ] as const)('level %i at current %i of %i is %s', (level, current, total, state) => {
    expect(questLevelState(level, current, total)).toBe(state);
  });

  it('gives the progress to the next level', () => {
    const progress = questProgress(questThresholds('xs', 'EUR'), 175);
    expect(progress.current).toBe(2);
    expect(progress.next).toBe(250);
    expect(progress.missing).toBe(75);
    expect(progress.percent).toBe(50);
    expect(progress.levels.map((l) => l.state)).toEqual([
      'completed',
      'active',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
  });

  it('is done at the top', () => {
    const progress = questProgress(questThresholds('xs', 'EUR'), 5_000);
    expect(progress).toMatchObject({ current: 6, next: null, missing: 0, percent: 100, done: true });
    expect(progress.levels.every((l) => l.state === 'completed')).toBe(true);
  });
});

describe('who sees which quest (spec §6)', () => {
  const viewer = { testQuests: false, groups: [257] };
  it.each([
    [promo(1, 'quest-a', -1, 1), viewer, true],
    [promo(2, 'quest-ffc-test', -1, 1), viewer, false],
    [promo(2, 'quest-ffc-test', -1, 1), { ...viewer, testQuests: true }, true],
    [promo(3, 'quest-vip', -1, 1, { group_ids: [257, 258] }), viewer, true],
    [promo(3, 'quest-vip', -1, 1, { group_ids: [258] }), viewer, false],
    [promo(3, 'quest-vip', -1, 1, { group_ids: [258] }), { testQuests: true, groups: [] }, false],
    [promo(4, 'quest-nonvisible', -1, 1), viewer, false],
  ])('%o for %o: %s', (quest, who, seen) => {
    expect(questVisibleTo(quest, who)).toBe(seen);
  });

  it('lists quests only, active first, then future, then finished', () => {
    const list = visibleQuests(
      [
        promo(1, 'quest-old', -10, -5),
        promo(2, 'quest-later', 2, 9),
        promo(3, 'tournament-x', -1, 3),
        promo(4, 'quest-now', -1, 5),
        promo(5, 'achievement-first', -1, 5),
        promo(6, 'quest-ffc', -1, 5),
      ],
      viewer,
      NOW,
    );
    expect(list.map((q) => q.id)).toEqual([4, 2, 1]);
  });

  it('lists achievements only', () => {
    const list = visibleAchievements(
      [promo(1, 'quest-a', -1, 1), promo(2, 'achievement-b', -1, 1), promo(3, 'achievement-c', 1, 3)],
      viewer,
      NOW,
    );
    expect(list.map((q) => q.id)).toEqual([2, 3]);
  });
});

describe('slug, size and time', () => {
  it('names a quest page by questSlug, else the identifier', () => {
    expect(questSlugOf({ frontend_identifier: 'quest-a', questSlug: 'galaxy' })).toBe('galaxy');
    expect(questSlugOf({ frontend_identifier: 'quest-a', questSlug: null })).toBe('quest-a');
    const quests = [promo(1, 'quest-a', -1, 1), promo(2, 'quest-b', -1, 1, { questSlug: 'bee' })];
    expect(questBySlug(quests, 'bee')?.id).toBe(2);
    expect(questBySlug(quests, 'quest-a')?.id).toBe(1);
    expect(questBySlug(quests, 'nope')).toBeNull();
  });

  it.each([
    ['xs', 'xs'],
    ['robot-m', 'robot-m'],
    [null, 'm'],
    ['huge', 'm'],
  ])('size %s is %s', (size, expected) => {
    expect(questSizeOf({ questSize: size })).toBe(expected);
  });

  it.each([
    [1, 2, 'future'],
    [-1, 2, 'active'],
    [-2, -1, 'archive'],
    [0, 0, 'archive'],
  ] as const)('from day %i to day %i it is %s', (start, end, state) => {
    expect(questTime({ start_at: at(start), end_at: at(end) }, NOW)).toBe(state);
  });
});
