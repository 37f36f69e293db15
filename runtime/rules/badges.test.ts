import { describe, expect, it } from 'vitest';
import { badgeCountText, gameBadgesOf } from './badges.ts';

describe('badgeCountText', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('shows %d as %j', (count, text) => {
    expect(badgeCountText(count)).toBe(text);
  });
});

describe('gameBadgesOf', () => {
  it('lists the badge categories of a game in a fixed order', () => {
    expect(gameBadgesOf(['slots', 'jackpot', 'new', 'top'])).toEqual(['new', 'top', 'jackpot']);
    expect(gameBadgesOf(['slots'])).toEqual([]);
  });
});
