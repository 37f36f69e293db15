import { describe, expect, it } from 'vitest';
import {
  isActiveWheelBox,
  isLootboxListed,
  LOOTBOX_ITEM_WEIGHTS,
  lootboxChances,
  lootboxPrize,
  lootboxReel,
} from './lootboxes.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const box = (
  stage: string,
  over: Partial<{ group_key: string; created_at: string; activated_at: string }> = {},
) => ({
  stage,
  group_key: 'wheel_rocket_lite',
  created_at: '2026-06-15T08:00:00Z',
  ...over,
});

describe('loot boxes', () => {
  it('counts only issued wheel-type boxes as active', () => {
    expect(isActiveWheelBox(box('issued'))).toBe(true);
    expect(isActiveWheelBox(box('issued', { group_key: 'manual_wheel_x' }))).toBe(true);
    expect(isActiveWheelBox(box('issued', { group_key: 'chest' }))).toBe(false);
    expect(isActiveWheelBox(box('activated'))).toBe(false);
  });

  it('lists every box except expired ones and ones activated on a later day', () => {
    expect(isLootboxListed(box('issued'), NOW)).toBe(true);
    expect(isLootboxListed(box('canceled'), NOW)).toBe(true);
    expect(isLootboxListed(box('expired'), NOW)).toBe(false);
    expect(isLootboxListed(box('activated', { activated_at: '2026-06-15T20:00:00Z' }), NOW)).toBe(true);
    expect(isLootboxListed(box('activated', { activated_at: '2026-06-16T00:10:00Z' }), NOW)).toBe(false);
    expect(isLootboxListed(box('activated', { created_at: '2026-06-14T23:00:00Z' }), NOW)).toBe(false);
  });
});

describe('loot box prizes', () => {
  const weighted = LOOTBOX_ITEM_WEIGHTS.map((weight, index) => ({ id: 101 + index, weight }));

  it('gives each item its share of the weights', () => {
    const chances = lootboxChances(weighted);
    expect(chances[0]).toBeCloseTo(5000 / 9750);
    expect(chances[6]).toBeCloseTo(10 / 9750);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1);
  });

  it('falls back to the weights of spec §9 when no item carries one', () => {
    expect(lootboxChances([{ weight: 0 }, {}, { weight: null }])).toEqual([
      5000 / 8400,
      2000 / 8400,
      1400 / 8400,
    ]);
  });

  it.each([
    ['a prize object', { lootbox: { id: 9 }, prize: { id: 104 } }, 104],
    ['an item object', { item: { id: 103 } }, 103],
    ['a prize id', { prize_id: 107 }, 107],
    ['an item id as text', { lootbox_item_id: '102' }, 102],
  ])('reads the prize from an answer with %s', (_, answer, id) => {
    expect(lootboxPrize(answer, weighted)?.id).toBe(id);
  });

  it.each([null, 'ok', {}, { prize: null }, { prize: { id: 999 } }])(
    'names no prize for an answer %j that names none of the items',
    (answer) => {
      expect(lootboxPrize(answer, weighted)).toBeNull();
    },
  );

  it('stops the reel on the prize and fills it by the weights, the same for the same box', () => {
    const reel = lootboxReel(weighted, 6, { length: 2_000, stopAt: 1_990, seed: 42 });
    expect(reel).toHaveLength(2_000);
    expect(reel[1_990]).toBe(6);
    const common = reel.filter((index) => index === 0).length;
    const rare = reel.filter((index) => index === 6).length;
    // 51 % of the draws on the commonest item, about 0.1 % (and the stop) on the rarest.
    expect(common).toBeGreaterThan(900);
    expect(common).toBeLessThan(1_150);
    expect(rare).toBeLessThan(10);
    expect(lootboxReel(weighted, 6, { length: 2_000, stopAt: 1_990, seed: 42 })).toEqual(reel);
    expect(lootboxReel(weighted, 6, { length: 2_000, stopAt: 1_990, seed: 43 })).not.toEqual(reel);
  });
});
