import { describe, expect, it } from 'vitest';
import { levelForPoints, levelNumber, levelPosition, levelProgress, levelsOf } from './levels.ts';

const THRESHOLDS = [
  0, 100, 500, 1_500, 4_000, 10_000, 25_000, 60_000, 150_000, 400_000, 1_000_000, 2_500_000,
];

const status = (level: number) => ({
  id: `level_${level}`,
  status: true,
  conditions: [
    {
      persistent_comp_points: {
        min: THRESHOLDS[level - 1] ?? 0,
        max: THRESHOLDS[level] ?? 1_000_000_000,
        exclude_end: true,
      },
    },
  ],
});
const group = (id: string) => ({ id, status: false, conditions: [] });
const LEVELS = levelsOf(THRESHOLDS.map((_, i) => status(i + 1)));

describe('levelNumber', () => {
  it.each([
    ['level_1', 1],
    ['level_12', 12],
    ['level_0', null],
    ['level_13', null],
    ['257', null],
    [257, null],
    ['level_x', null],
  ])('reads %s as %s', (id, expected) => {
    expect(levelNumber(id)).toBe(expected);
  });
});

describe('levelsOf', () => {
  it('keeps levels 1 to 12 in order and leaves out groups, duplicates and other levels', () => {
    const mixed = [status(3), group('257'), status(1), status(13), status(2), status(1), group('level_4')];
    expect(levelsOf(mixed).map((level) => level.level)).toEqual([1, 2, 3]);
  });
});

describe('levelForPoints', () => {
  it.each([
    [0, 1],
    [99, 1],
    [100, 2],
    [1_499, 3],
    [2_500_000, 12],
    [9_999_999, 12],
  ])('puts %s persistent points on level %s', (points, level) => {
    expect(levelForPoints(LEVELS, points)?.level).toBe(level);
  });
});

describe('levelProgress', () => {
  it('measures the way from the start of the level to the start of the next', () => {
    expect(levelProgress(LEVELS, 300)).toEqual({
      level: 2,
      next: 3,
      points: 300,
      nextAt: 500,
      missing: 200,
      percent: 50,
    });
  });

  it('rounds the share down, so that a level is never shown complete before it is', () => {
    expect(levelProgress(LEVELS, 499)?.percent).toBe(99);
  });

  it('prefers the level the server gives the player over the one the points suggest', () => {
    const progress = levelProgress(LEVELS, 50, 2);
    expect(progress).toMatchObject({ level: 2, next: 3, missing: 450, percent: 0 });
  });

  it('shows the top level complete, with no next level and nothing missing', () => {
    expect(levelProgress(LEVELS, 3_000_000)).toMatchObject({
      level: 12,
      next: null,
      missing: 0,
      percent: 100,
    });
  });

  it('has no progress without levels', () => {
    expect(levelProgress([], 100)).toBeNull();
  });
});

describe('levelPosition', () => {
  it.each([
    [1, 3, 'achieved'],
    [3, 3, 'current'],
    [4, 3, 'locked'],
  ] as const)('level %s with the player on %s is %s', (level, current, position) => {
    expect(levelPosition(level, current)).toBe(position);
  });
});
