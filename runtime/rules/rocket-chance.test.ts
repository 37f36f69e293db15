import { describe, expect, it } from 'vitest';
import {
  drawRocketPrize,
  localisedTitle,
  nextFreeLaunchAt,
  rocketChances,
  rocketPrizeOdds,
  utcDayStart,
} from './rocket-chance.ts';

const rules = { dailyFree: 1, depositMax: 3 };

describe('rocket chances of a day', () => {
  it('gives a new day one free launch and nothing earned yet', () => {
    expect(rocketChances(rules, { qualifyingDeposits: 0, launchesToday: 0 })).toEqual({
      left: 1,
      freeLeft: 1,
      earned: 0,
      earnable: 3,
    });
  });

  it('spends the free launch first and leaves none after it', () => {
    expect(rocketChances(rules, { qualifyingDeposits: 0, launchesToday: 1 })).toEqual({
      left: 0,
      freeLeft: 0,
      earned: 0,
      earnable: 3,
    });
  });

  it.each([
    [1, 1, 1, 2],
    [2, 1, 2, 1],
    [3, 1, 3, 0],
    // Deposits beyond the cap add nothing.
    [7, 1, 3, 0],
    [7, 4, 0, 0],
    [2, 0, 3, 1],
  ])(
    'with %i qualifying deposits and %i launches made, %i launches are left (%i more to earn)',
    (deposits, used, left, earnable) => {
      const chances = rocketChances(rules, { qualifyingDeposits: deposits, launchesToday: used });
      expect(chances.left).toBe(left);
      expect(chances.earnable).toBe(earnable);
    },
  );

  it('never counts below zero, and a brand without free launches relies on deposits', () => {
    expect(rocketChances(rules, { qualifyingDeposits: 0, launchesToday: 9 }).left).toBe(0);
    expect(
      rocketChances({ dailyFree: 0, depositMax: 2 }, { qualifyingDeposits: 0, launchesToday: 0 }).left,
    ).toBe(0);
    expect(
      rocketChances({ dailyFree: 0, depositMax: 2 }, { qualifyingDeposits: 1, launchesToday: 0 }).left,
    ).toBe(1);
  });
});

describe('next free launch', () => {
  it.each([
    ['2026-11-28T07:30:00Z', '2026-11-29T00:00:00.000Z'],
    ['2026-11-28T00:00:00Z', '2026-11-29T00:00:00.000Z'],
    ['2026-11-28T23:59:59.999Z', '2026-11-29T00:00:00.000Z'],
    ['2026-12-31T12:00:00Z', '2027-01-01T00:00:00.000Z'],
  ])('at %s comes at %s (midnight UTC)', (now, next) => {
    expect(new Date(nextFreeLaunchAt(Date.parse(now))).toISOString()).toBe(next);
  });

  it('counts the day from midnight UTC', () => {
    expect(new Date(utcDayStart(Date.parse('2026-11-28T23:10:00Z'))).toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
  });
});

describe('prize draw and odds', () => {
  const prizes = [{ weight: 3 }, { weight: 0 }, { weight: 1 }];

  it('gives each prize its share of the weights and never draws a weight of 0', () => {
    expect(rocketPrizeOdds(prizes)).toEqual([0.75, 0, 0.25]);
    const drawn = new Set(Array.from({ length: 100 }, (_, i) => drawRocketPrize(prizes, i / 100)));
    expect([...drawn].sort()).toEqual([0, 2]);
    expect(drawRocketPrize(prizes, 0.74)).toBe(0);
    expect(drawRocketPrize(prizes, 0.76)).toBe(2);
  });

  it('without weights, the top prize is certain', () => {
    const unweighted = [{ weight: 0 }, { weight: 0, top: true }];
    expect(rocketPrizeOdds(unweighted)).toEqual([0, 1]);
    expect(drawRocketPrize(unweighted, 0.1)).toBe(1);
    expect(drawRocketPrize([], 0.5)).toBe(-1);
  });

  it('names a prize in the visitor’s language, else in English', () => {
    expect(localisedTitle({ en: 'Coins', de: 'Münzen' }, 'de')).toBe('Münzen');
    expect(localisedTitle({ en: 'Coins', de: 'Münzen' }, 'et')).toBe('Coins');
  });
});
